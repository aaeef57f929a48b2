import Foundation
import Synchronization
import VisorCore

#if canImport(Glibc)
  import Glibc
#endif

/// One of Visor's own shared libraries (`lib<Name>.so`, built by `swift build` beside the `visor`
/// executable), opened on first use.
///
/// The engines that link large C++ libraries — OpenCV and tesseract for scene analysis, FFmpeg and
/// flite for audio — live in plugins instead of the executable, so an idle server maps none of them
/// and stays small (docs/decisions/007-lazy-native-plugins.md). Each plugin exports one C function
/// returning a table of function pointers; Swift calls through that table.
///
/// Search order: `$VISOR_PLUGIN_DIR`, then the directory of the running executable (the `visor`
/// binary, or the test bundle in `.build/<config>/`). Opening is cached per name and thread-safe.
public final class NativePlugin: Sendable {
  /// The library's file name, e.g. `libVisorVision.so`.
  public let fileName: String
  /// Where it was found.
  public let path: String
  // A dlopen handle is an opaque token valid for the process' lifetime (plugins are never closed).
  nonisolated(unsafe) private let handle: UnsafeMutableRawPointer

  private init(fileName: String, path: String, handle: UnsafeMutableRawPointer) {
    self.fileName = fileName
    self.path = path
    self.handle = handle
  }

  private static let opened = Mutex<[String: NativePlugin]>([:])

  /// Opens (once) the plugin `lib<name>.so`. Throws a `VisorError` `.unavailable` naming the file and how to
  /// build it when it is missing or cannot be loaded (e.g. a system library it needs is not installed).
  public static func open(_ name: String) throws -> NativePlugin {
    try opened.withLock { cache in
      if let plugin = cache[name] { return plugin }
      let fileName = "lib\(name).so"
      var tried: [String] = []
      var loadError: String?
      for directory in searchDirectories() {
        let path = (directory as NSString).appendingPathComponent(fileName)
        tried.append(path)
        guard FileManager.default.fileExists(atPath: path) else { continue }
        // RTLD_LOCAL: the plugin's symbols (and OpenCV's, FFmpeg's …) stay out of the global scope.
        if let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) {
          let plugin = NativePlugin(fileName: fileName, path: path, handle: handle)
          cache[name] = plugin
          return plugin
        }
        loadError = dlerror().map { String(cString: $0) }
        break
      }
      if let loadError {
        throw VisorError(
          .unavailable,
          Message("error.plugin.load", ["file": .text(fileName), "reason": .text(loadError)]))
      }
      throw VisorError(
        .unavailable,
        Message(
          "error.plugin.notFound", ["file": .text(fileName), "places": .text(tried.joined(separator: ", "))]))
    }
  }

  /// The address of an exported C symbol, cast to a `@convention(c)` function type.
  public func function<Function>(_ symbol: String, as type: Function.Type) throws -> Function {
    guard let address = dlsym(handle, symbol) else {
      throw VisorError(
        .unavailable,
        Message("error.plugin.symbol", ["file": .text(fileName), "symbol": .text(symbol)]))
    }
    return unsafeBitCast(address, to: type)
  }

  /// Whether the plugin has been opened in this process (for tests and memory reports).
  public static func isOpen(_ name: String) -> Bool {
    opened.withLock { $0[name] != nil }
  }

  static func searchDirectories() -> [String] {
    var directories: [String] = []
    if let override = ProcessInfo.processInfo.environment["VISOR_PLUGIN_DIR"], !override.isEmpty {
      directories.append(override)
    }
    if let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
      directories.append((executable as NSString).deletingLastPathComponent)
    }
    return directories
  }
}

/// A plugin's table of C functions (the one symbol it exports), looked up on first use.
///
/// Failures are not cached, so installing a missing library and retrying works without a restart.
/// The table lives in the plugin's static storage and plugins are never closed, so the pointer stays
/// valid for the process' lifetime.
public final class PluginTable<API>: Sendable {
  /// The plugin's name for `NativePlugin.open` (`lib<name>.so`).
  public let name: String
  private let symbol: String
  private let accepts: @Sendable (UnsafePointer<API>) -> Bool

  private struct Pointer: @unchecked Sendable { let value: UnsafePointer<API> }
  private let cached = Mutex<Pointer?>(nil)

  /// - Parameters:
  ///   - symbol: the exported function returning the table.
  ///   - accepts: whether the table is of this build's version (and size).
  public init(name: String, symbol: String, accepts: @escaping @Sendable (UnsafePointer<API>) -> Bool) {
    self.name = name
    self.symbol = symbol
    self.accepts = accepts
  }

  /// The table, opening the plugin on the first call.
  public func api() throws -> UnsafePointer<API> {
    try cached.withLock { cached in
      if let cached { return cached.value }
      let plugin = try NativePlugin.open(name)
      let get = try plugin.function(symbol, as: (@convention(c) () -> UnsafeRawPointer?).self)
      guard let raw = get() else { throw mismatch(plugin) }
      let pointer = raw.assumingMemoryBound(to: API.self)
      guard accepts(pointer) else { throw mismatch(plugin) }
      cached = Pointer(value: pointer)
      return pointer
    }
  }

  /// Whether this process has opened the plugin (memory reports, tests).
  public var isOpen: Bool { NativePlugin.isOpen(name) }

  private func mismatch(_ plugin: NativePlugin) -> VisorError {
    VisorError(
      .unavailable,
      Message("error.plugin.version", ["file": .text(plugin.fileName)]))
  }
}
