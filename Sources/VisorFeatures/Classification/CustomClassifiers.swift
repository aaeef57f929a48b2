import Foundation
import VisorCore
import VisorLocal

/// A custom classifier: what its `meta.json` holds.
public struct CustomClassifierMeta: Codable, Sendable, Equatable {
  public var name: String
  public var inputSize: Int
  public var resize: Int
  public var mean: [Float]
  public var std: [Float]
  public var labels: [String]
  public var createdAt: Date

  /// Its model id.
  public var id: String { "custom/\(name)" }

  /// A mean or std as shown to people: six decimals, so 0.485 is not 0.48500001430511475.
  public static func round(_ value: Double) -> Double { (value * 1e6).rounded() / 1e6 }

  var preprocessing: ClassifierPreprocessing {
    ClassifierPreprocessing(inputSize: inputSize, resize: resize, mean: mean, std: std)
  }

}

/// A custom classifier to add: the ONNX file, its labels (one per line, in output order) and its
/// preprocessing. Defaults: 299×299 input (as the original cute-animal app), shorter side resized to
/// the input size then centre-cropped, pixels scaled to 0…1 (mean 0, std 1).
public struct NewClassifier: Sendable {
  public var name: String
  public var model: Data
  public var labels: String
  public var inputSize: Int
  public var resize: Int?
  public var mean: [Float]
  public var std: [Float]

  public init(
    name: String, model: Data, labels: String, inputSize: Int = 299, resize: Int? = nil,
    mean: [Float] = [0, 0, 0], std: [Float] = [1, 1, 1]
  ) {
    self.name = name
    self.model = model
    self.labels = labels
    self.inputSize = inputSize
    self.resize = resize
    self.mean = mean
    self.std = std
  }

  /// Parses "0.5" (all channels) or "0.485,0.456,0.406".
  public static func channels(_ text: String, option: String) throws -> [Float] {
    let values = text.split(whereSeparator: { $0 == "," || $0 == " " }).map { Float($0) }
    guard !values.isEmpty, values.allSatisfy({ $0 != nil && $0!.isFinite }),
      values.count == 1 || values.count == 3
    else {
      throw VisorError(
        .invalidField,
        "\(option) must be one number or three comma-separated numbers (R,G,B), e.g. 0.485,0.456,0.406.")
    }
    let numbers = values.map { $0! }
    return numbers.count == 1 ? Array(repeating: numbers[0], count: 3) : numbers
  }
}

/// Instance-wide custom classifiers under `<data-dir>/classifiers/<name>/` (`model.onnx`,
/// `labels.txt`, `meta.json`), registered in the model registry as `custom/<name>`.
///
/// A server picks up classifiers added by the CLI at its next start; `POST /api/v1/classifiers`
/// registers them at once.
struct CustomClassifiers {
  let directory: URL
  let registry: ModelRegistry
  let logger: Logger

  static let namePattern = "^[a-z0-9][a-z0-9_-]{0,39}$"

  func folder(_ name: String) -> URL { directory.appendingPathComponent(name) }

  /// Registers every valid classifier found on disk (start-up).
  func registerAll() {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
    for name in names.sorted() where name.range(of: Self.namePattern, options: .regularExpression) != nil {
      do {
        register(try meta(name))
      } catch {
        logger.warning("custom classifier skipped", ["name": name, "error": "\(error)"])
      }
    }
  }

  func meta(_ name: String) throws -> CustomClassifierMeta {
    let data = try Data(contentsOf: folder(name).appendingPathComponent("meta.json"))
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return try decoder.decode(CustomClassifierMeta.self, from: data)
  }

  func list() -> [CustomClassifierMeta] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.sorted().compactMap { try? meta($0) }
  }

  private func register(_ meta: CustomClassifierMeta) {
    let dir = folder(meta.name)
    let classifier = ONNXImageClassifier(
      id: "custom/\(meta.name)", model: dir.appendingPathComponent("model.onnx"),
      labels: dir.appendingPathComponent("labels.txt"), preprocessing: meta.preprocessing)
    let p = meta.preprocessing
    let labelText = meta.labels.prefix(5).joined(separator: ", ") + (meta.labels.count > 5 ? " …" : "")
    registry.register(
      .init(
        descriptor: ModelDescriptor(
          id: classifier.id, capabilities: [.classification], state: .notLoaded,
          note:
            "Custom classifier: \(meta.labels.count) labels (\(labelText)); \(p.inputSize)×\(p.inputSize) input "
            + "(shorter side → \(p.resize == 0 ? p.inputSize : p.resize), centre crop), "
            + "mean \(p.mean.map { "\(CustomClassifierMeta.round(Double($0)))" }.joined(separator: ",")), "
            + "std \(p.std.map { "\(CustomClassifierMeta.round(Double($0)))" }.joined(separator: ","))."),
        classifier: classifier, status: { (classifier.state, classifier.memoryBytes) },
        warm: { try await classifier.warm() }))
  }

  /// Validates (a forward pass on a dummy input), stores and registers a classifier.
  func add(_ new: NewClassifier) async throws -> CustomClassifierMeta {
    guard new.name.range(of: Self.namePattern, options: .regularExpression) != nil else {
      throw VisorError(
        .invalidField,
        "The classifier name must be 1–40 lowercase letters, digits, - or _ starting with a letter or digit (e.g. \"cute299\")."
      )
    }
    guard (16...1024).contains(new.inputSize) else {
      throw VisorError(.invalidField, "The input size must be from 16 to 1024 pixels, not \(new.inputSize).")
    }
    let resize = new.resize ?? new.inputSize
    guard resize == 0 || resize >= new.inputSize, resize <= 4096 else {
      throw VisorError(
        .invalidField,
        "resize must be 0 (stretch) or at least the input size (\(new.inputSize)), not \(resize).")
    }
    guard new.mean.count == 3, new.std.count == 3, new.std.allSatisfy({ $0 != 0 && $0.isFinite }) else {
      throw VisorError(.invalidField, "mean and std need three numbers each, and std must not be 0.")
    }
    let labels = new.labels.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    guard !labels.isEmpty else {
      throw VisorError(.invalidLabels, "The labels file is empty; give one label per line, in output order.")
    }
    guard !new.model.isEmpty else {
      throw VisorError(.notONNX, "The model file is empty; give an ONNX file (model.onnx).")
    }
    let fm = FileManager.default
    let target = folder(new.name)
    if fm.fileExists(atPath: target.path) || registry.entry(id: "custom/\(new.name)") != nil {
      throw VisorError(
        .classifierExists,
        "A classifier named \"\(new.name)\" already exists; remove it first (`visor models remove \(new.name)`) or choose another name."
      )
    }
    try fm.createDirectory(at: directory, withIntermediateDirectories: true)
    let staging = directory.appendingPathComponent(".incoming-\(UUID().uuidString.lowercased())")
    try fm.createDirectory(at: staging, withIntermediateDirectories: true)
    defer { try? fm.removeItem(at: staging) }
    let modelFile = staging.appendingPathComponent("model.onnx")
    let labelsFile = staging.appendingPathComponent("labels.txt")
    try new.model.write(to: modelFile)
    try Data((labels.joined(separator: "\n") + "\n").utf8).write(to: labelsFile)
    let preprocessing = ClassifierPreprocessing(
      inputSize: new.inputSize, resize: resize, mean: new.mean, std: new.std)
    let probe = ONNXImageClassifier(
      id: "custom/\(new.name)", model: modelFile, labels: labelsFile, preprocessing: preprocessing)
    do {
      try await probe.validate()
    } catch let error as VisorError where error.code == .modelUnloadable {
      if !Self.looksLikeONNX(new.model) {
        throw VisorError(
          .notONNX,
          "The model file is not an ONNX model (it does not start like an ONNX protobuf, and OpenCV could not load it). "
            + "Export it with torch.onnx.export(…, opset_version=10) or tf2onnx, then add the .onnx file.")
      }
      throw error
    } catch let error as VisorError where error.code == .modelUnrunnable {
      throw VisorError(
        .wrongInputShape,
        "The model does not run on a \(new.inputSize)×\(new.inputSize) RGB image (1×3×\(new.inputSize)×\(new.inputSize), NCHW): "
          + error.message + " Pass the size the model was exported with (--size / size).")
    }
    let meta = CustomClassifierMeta(
      name: new.name, inputSize: new.inputSize, resize: resize, mean: new.mean, std: new.std, labels: labels,
      createdAt: Date())
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    encoder.dateEncodingStrategy = .iso8601
    try encoder.encode(meta).write(to: staging.appendingPathComponent("meta.json"))
    try fm.moveItem(at: staging, to: target)
    register(meta)
    logger.info("custom classifier added", ["name": new.name, "labels": String(labels.count)])
    return meta
  }

  /// Removes a custom classifier's files and registry entry; 404 when there is none.
  func remove(_ name: String) throws {
    let target = folder(name)
    guard name.range(of: Self.namePattern, options: .regularExpression) != nil,
      FileManager.default.fileExists(atPath: target.path)
    else {
      throw VisorError(
        .notFound,
        "There is no custom classifier \"\(name)\"; only custom/<name> classifiers can be removed (see `visor models list`)."
      )
    }
    try FileManager.default.removeItem(at: target)
    registry.remove(id: "custom/\(name)")
  }

  /// ONNX files are protobuf `ModelProto`s, which start with field 1 (`ir_version`, varint): byte 0x08.
  static func looksLikeONNX(_ data: Data) -> Bool { data.first == 0x08 }
}

/// Photo classification (`local/imagenet`, the cute detector, custom ONNX classifiers) and the
/// instance's custom classifiers: the logic behind `/api/v1/classify`, `/api/v1/classifiers` and
/// `visor classify`.
public struct ClassificationService: Sendable {
  let classifiers: CustomClassifiers
  let models: ModelRegistry
  let photos: PhotoWork

  package init(directory: URL, models: ModelRegistry, photos: PhotoWork, logger: Logger) {
    classifiers = CustomClassifiers(directory: directory, registry: models, logger: logger)
    self.models = models
    self.photos = photos
  }

  /// Adds a custom classifier (admins only: 403 otherwise).
  public func addClassifier(_ new: NewClassifier, by user: User?) async throws -> CustomClassifierMeta {
    if let user, !user.isAdmin {
      throw VisorError(.forbidden, "Only an admin can add classifiers; ask an admin of this Visor.")
    }
    return try await classifiers.add(new)
  }

  /// Removes a custom classifier (`custom/<name>` or `<name>`).
  public func removeClassifier(_ name: String) throws {
    try classifiers.remove(name.hasPrefix("custom/") ? String(name.dropFirst(7)) : name)
  }

  /// The custom classifiers on disk.
  public func classifierList() -> [CustomClassifierMeta] { classifiers.list() }

  /// Maps the names people type to model ids: nothing → `local/imagenet`; `cute` → `local/cute`;
  /// a bare name → `local/<name>` or `custom/<name>` when registered.
  func classifierID(_ raw: String?) -> String {
    guard let raw = raw?.trimmingCharacters(in: .whitespaces), !raw.isEmpty else { return "local/imagenet" }
    if raw.contains("/") { return raw }
    if models.entry(id: "local/\(raw)") != nil { return "local/\(raw)" }
    if models.entry(id: "custom/\(raw)") != nil { return "custom/\(raw)" }
    return raw
  }

  /// Classifies a photo: the model that did and its top 5 predictions (both labels for `cute`).
  public func classify(image: Data, model: String?) async throws -> (
    model: String, predictions: [Classification]
  ) {
    let id = classifierID(model)
    let entry = try models.resolve(id, for: .classification)
    guard let classifier = entry.classifier else {
      throw VisorError(.notConfigured, "The model \(id) has no classifier attached; see GET /api/v1/models.")
    }
    let jpeg = try await photos.ingest(image).jpeg
    let predictions = try await classifier.classify(jpeg: jpeg, top: 5)
    return (entry.descriptor.id, predictions)
  }
}
