import Foundation
import Synchronization
import VisorCore
import VisorLocal
import VisorStore

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
        Message("error.classifier.channels", ["option": .text(option)]))
    }
    let numbers = values.map { $0! }
    return numbers.count == 1 ? Array(repeating: numbers[0], count: 3) : numbers
  }
}

/// Instance-wide custom classifiers, registered in the model registry as `custom/<name>`.
///
/// They live in the blob store under `classifiers/<name>/` (`model.onnx`, `labels.txt`, then
/// `meta.json`, written last: a classifier exists once its meta is there), so every instance sharing
/// the bucket has them (decision 023). `<data-dir>/classifiers/<name>/` is this instance's cache:
/// the meta is fetched when the instance learns of a classifier (``synchronize()``: at start, and
/// when a request names one it does not know), the model and labels on first use. A cached folder
/// marked `.published` mirrors the blob store (gone there → removed here); one without the mark was
/// made by an older Visor and is uploaded at start, so file-based classifiers keep working.
struct CustomClassifiers {
  let directory: URL
  let registry: ModelRegistry
  let logger: Logger
  let blobs: any BlobStore
  /// Bumped after every change to the classifiers in the blob store, by any instance (decision 029).
  var counters: (any ChangeCounterStore)?
  /// The counter's value this instance last synchronised at.
  let seen = SeenCount()

  /// The change counter's value as this instance last saw it, shared by every copy of the struct.
  final class SeenCount: Sendable {
    private let value = Mutex<Int64?>(nil)
    var current: Int64? { value.withLock { $0 } }
    func set(_ count: Int64) { value.withLock { $0 = count } }
  }

  /// The blob key of a classifier's `file`.
  static func key(_ name: String, _ file: String) -> String { "classifiers/\(name)/\(file)" }
  /// The blob keys under this prefix belong to the classifiers, not to records (maintenance keeps them).
  static let blobPrefix = "classifiers/"
  static let publishedMark = ".published"

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
    let cache = self
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
        warm: {
          try await cache.ensureLocal(meta.name)
          try await classifier.warm()
        }))
  }

  /// Fetches the classifier's model and labels from the blob store into the cache unless they are
  /// there (its first use on this instance).
  func ensureLocal(_ name: String) async throws {
    let dir = folder(name)
    let fm = FileManager.default
    if fm.fileExists(atPath: dir.appendingPathComponent("model.onnx").path),
      fm.fileExists(atPath: dir.appendingPathComponent("labels.txt").path)
    {
      return
    }
    for file in ["labels.txt", "model.onnx"] {
      guard let data = try await blobs.get(Self.key(name, file)) else {
        throw VisorError(
          .fileMissing,
          Message("error.classifier.fileMissing", ["name": .text(name), "file": .text(file)]))
      }
      // Written beside, then renamed: a reader never sees half a file.
      let partial = dir.appendingPathComponent(".\(file).\(UUID().uuidString.lowercased())")
      try data.write(to: partial)
      _ = try? fm.removeItem(at: dir.appendingPathComponent(file))
      try fm.moveItem(at: partial, to: dir.appendingPathComponent(file))
    }
    logger.info("custom classifier fetched from the blob store", ["name": name])
  }

  /// Makes the cache and the registry agree with the blob store: uploads classifiers an older Visor
  /// kept only in files, fetches the metas of classifiers added on other instances, and drops the
  /// ones removed elsewhere.
  func synchronize() async {
    await synchronize(counted: try? await counters?.changeCount(ChangeCounter.classifiers))
  }

  /// ``synchronize()`` only when an instance changed the classifiers since this one last looked: one
  /// indexed read of the change counter instead of listing the bucket on every `GET /api/v1/models`
  /// (decision 029). Without a counter store (or when it cannot be read) it synchronises.
  func synchronizeIfChanged() async {
    guard let counters, let count = try? await counters.changeCount(ChangeCounter.classifiers) else {
      return await synchronize()
    }
    if seen.current == count { return }
    await synchronize(counted: count)
  }

  /// Synchronises; `counted` is the change counter read before looking, recorded when everything was
  /// brought in line (a change made meanwhile bumped it past `counted`, so the next call looks again).
  private func synchronize(counted: Int64?) async {
    var complete = true
    let remote: Set<String>
    do {
      remote = Set(
        try await blobs.list(prefix: Self.blobPrefix).compactMap { entry -> String? in
          let parts = entry.key.split(separator: "/")
          return parts.count == 3 && parts[2] == "meta.json" ? String(parts[1]) : nil
        })
    } catch {
      logger.warning("custom classifiers not synchronised with the blob store", ["error": "\(error)"])
      return
    }
    let fm = FileManager.default
    let local = ((try? fm.contentsOfDirectory(atPath: directory.path)) ?? []).filter {
      $0.range(of: Self.namePattern, options: .regularExpression) != nil
        && fm.fileExists(atPath: folder($0).appendingPathComponent("meta.json").path)
    }
    for name in local where !remote.contains(name) {
      let dir = folder(name)
      if fm.fileExists(atPath: dir.appendingPathComponent(Self.publishedMark).path) {
        // Removed on another instance.
        try? fm.removeItem(at: dir)
        registry.remove(id: "custom/\(name)")
        logger.info("custom classifier removed elsewhere; dropped here", ["name": name])
      } else {
        do {
          try await publish(name)
          logger.info("file-based custom classifier moved into the blob store", ["name": name])
        } catch {
          complete = false
          logger.warning("custom classifier not uploaded", ["name": name, "error": "\(error)"])
        }
      }
    }
    for name in remote.subtracting(local).sorted() {
      do {
        guard let data = try await blobs.get(Self.key(name, "meta.json")) else { continue }
        let dir = folder(name)
        try fm.createDirectory(at: dir, withIntermediateDirectories: true)
        try data.write(to: dir.appendingPathComponent("meta.json"), options: .atomic)
        try Data().write(to: dir.appendingPathComponent(Self.publishedMark))
        if registry.entry(id: "custom/\(name)") == nil { register(try meta(name)) }
      } catch {
        complete = false
        logger.warning("custom classifier not fetched", ["name": name, "error": "\(error)"])
      }
    }
    if complete, let counted { seen.set(counted) }
  }

  /// Uploads a cached classifier (meta last) and marks the cache as mirroring the blob store.
  func publish(_ name: String) async throws {
    let dir = folder(name)
    for file in ["model.onnx", "labels.txt", "meta.json"] {
      try await blobs.put(try Data(contentsOf: dir.appendingPathComponent(file)), key: Self.key(name, file))
    }
    try Data().write(to: dir.appendingPathComponent(Self.publishedMark))
    try await counters?.bumpChangeCount(ChangeCounter.classifiers)
  }

  /// True when the classifier is (still) in the blob store.
  func isPublished(_ name: String) async throws -> Bool {
    try await blobs.exists(Self.key(name, "meta.json"))
  }

  /// Validates (a forward pass on a dummy input), stores and registers a classifier.
  func add(_ new: NewClassifier) async throws -> CustomClassifierMeta {
    guard new.name.range(of: Self.namePattern, options: .regularExpression) != nil else {
      throw VisorError(
        .invalidField,
        Message("error.classifier.name")
      )
    }
    guard (16...1024).contains(new.inputSize) else {
      throw VisorError(.invalidField, Message("error.classifier.inputSize", ["size": .number(new.inputSize)]))
    }
    let resize = new.resize ?? new.inputSize
    guard resize == 0 || resize >= new.inputSize, resize <= 4096 else {
      throw VisorError(
        .invalidField,
        Message("error.classifier.resize", ["size": .number(new.inputSize), "resize": .number(resize)]))
    }
    guard new.mean.count == 3, new.std.count == 3, new.std.allSatisfy({ $0 != 0 && $0.isFinite }) else {
      throw VisorError(.invalidField, Message("error.classifier.meanStd"))
    }
    let labels = new.labels.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    guard !labels.isEmpty else {
      throw VisorError(.invalidLabels, Message("error.classifier.labelsEmpty"))
    }
    guard !new.model.isEmpty else {
      throw VisorError(.notONNX, Message("error.classifier.modelEmpty"))
    }
    let fm = FileManager.default
    let target = folder(new.name)
    if fm.fileExists(atPath: target.path) || registry.entry(id: "custom/\(new.name)") != nil {
      throw VisorError(
        .classifierExists,
        Message("error.classifier.exists", ["name": .text(new.name)])
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
          Message("error.classifier.notONNX"))
      }
      throw error
    } catch let error as VisorError where error.code == .modelUnrunnable {
      throw VisorError(
        .wrongInputShape,
        Message("error.classifier.wrongShape", ["size": .number(new.inputSize), "reason": error.argument]))
    }
    let meta = CustomClassifierMeta(
      name: new.name, inputSize: new.inputSize, resize: resize, mean: new.mean, std: new.std, labels: labels,
      createdAt: Date())
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    encoder.dateEncodingStrategy = .iso8601
    try encoder.encode(meta).write(to: staging.appendingPathComponent("meta.json"))
    try fm.moveItem(at: staging, to: target)
    do {
      try await publish(new.name)
    } catch {
      try? fm.removeItem(at: target)
      throw error
    }
    register(meta)
    logger.info("custom classifier added", ["name": new.name, "labels": String(labels.count)])
    return meta
  }

  /// Removes a custom classifier from the blob store (its meta at once, so no instance finds it any
  /// more; the model and labels through the outbox), the cache and the registry; 404 when there is none.
  func remove(_ name: String, outbox: (store: any Store, processor: OutboxProcessor)?) async throws {
    let target = folder(name)
    guard name.range(of: Self.namePattern, options: .regularExpression) != nil,
      FileManager.default.fileExists(atPath: target.path)
    else {
      throw VisorError(
        .notFound,
        Message("error.classifier.notFound", ["name": .text(name)])
      )
    }
    try await blobs.delete(Self.key(name, "meta.json"))
    try await counters?.bumpChangeCount(ChangeCounter.classifiers)
    if let outbox {
      try await outbox.store.enqueueOutbox(
        kind: OutboxKind.deleteBlob, payloads: [Self.key(name, "model.onnx"), Self.key(name, "labels.txt")])
      await outbox.processor.afterDelete()
    } else {
      try await blobs.delete(Self.key(name, "model.onnx"))
      try await blobs.delete(Self.key(name, "labels.txt"))
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
  let outbox: (store: any Store, processor: OutboxProcessor)?

  package init(
    directory: URL, models: ModelRegistry, photos: PhotoWork, logger: Logger, blobs: any BlobStore,
    outbox: (store: any Store, processor: OutboxProcessor)? = nil
  ) {
    classifiers = CustomClassifiers(
      directory: directory, registry: models, logger: logger, blobs: blobs, counters: outbox?.store)
    self.models = models
    self.photos = photos
    self.outbox = outbox
  }

  /// Brings this instance's custom classifiers in line with the blob store (at start, and before
  /// listing them).
  public func synchronize() async { await classifiers.synchronize() }

  /// Adds a custom classifier (admins only: 403 otherwise).
  public func addClassifier(_ new: NewClassifier, by user: User?) async throws -> CustomClassifierMeta {
    if let user, !user.isAdmin {
      throw VisorError(.forbidden, Message("error.classifier.adminOnly"))
    }
    return try await classifiers.add(new)
  }

  /// Removes a custom classifier (`custom/<name>` or `<name>`).
  public func removeClassifier(_ name: String) async throws {
    await classifiers.synchronize()
    try await classifiers.remove(name.hasPrefix("custom/") ? String(name.dropFirst(7)) : name, outbox: outbox)
  }

  /// The custom classifiers in the blob store (every instance lists the same).
  public func classifierList() async -> [CustomClassifierMeta] {
    await classifiers.synchronizeIfChanged()
    return classifiers.list()
  }

  /// A prediction's label as a person reads it in `language`: an ImageNet class in their words
  /// ("gato egipcio" for "Egyptian cat"), the cute detector's `cute` / `notcute` as the catalogue says
  /// them ("süß", "nicht süß"), a custom classifier's label as its author gave it.
  public static func displayName(
    of label: String, model: String, in language: Language = .current
  ) -> String {
    switch model {
    case "local/imagenet": return ImageNetLabels.spoken(label: label, in: language).bare
    case "local/cute" where label == "cute" || label == "notcute":
      return MessageCatalogue.for(language).text(
        label == "cute" ? "classify.label.cute" : "classify.label.notcute")
    default: return label
    }
  }

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
    var id = classifierID(model)
    if id.hasPrefix("custom/") || !id.contains("/") {
      let name = id.hasPrefix("custom/") ? String(id.dropFirst(7)) : id
      // Added or removed on another instance since this one last looked?
      var stale = models.entry(id: "custom/\(name)") == nil
      if !stale { stale = (try? await classifiers.isPublished(name)) == false }
      if stale {
        await classifiers.synchronize()
        id = classifierID(model)
      }
      if models.entry(id: "custom/\(name)") != nil { try await classifiers.ensureLocal(name) }
    }
    let entry = try models.resolve(id, for: .classification)
    guard let classifier = entry.classifier else {
      throw VisorError(.notConfigured, Message("error.classifier.none", ["id": .text(id)]))
    }
    let jpeg = try await photos.ingest(image).jpeg
    let predictions = try await classifier.classify(jpeg: jpeg, top: 5)
    return (entry.descriptor.id, predictions)
  }
}
