import Dispatch
import Foundation
import Synchronization
import VisorCore

/// Runs blocking, CPU-bound work (OpenCV, tesseract) off the cooperative thread pool.
func offload<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
  try await withCheckedThrowingContinuation { continuation in
    DispatchQueue.global(qos: .userInitiated).async {
      continuation.resume(with: Result { try work() })
    }
  }
}

/// A resource that is loaded on first use, once, and reports its state to the model registry.
///
/// `isInstalled` is checked without loading (e.g. "does the model file exist"), so the registry can
/// say `missing` before anything is loaded. A failed load is retried on the next use (an operator may
/// have run the setup script meanwhile).
final class LazyResource<Value: Sendable>: Sendable {
  private enum Phase {
    case idle
    case loading
    case loaded(Value, memoryBytes: Int?)
    case failed
  }

  private let phase = Mutex<Phase>(.idle)
  private let loadLock = NSLock()
  private let isInstalled: @Sendable () -> Bool
  private let load: @Sendable () throws -> (Value, Int?)

  init(isInstalled: @escaping @Sendable () -> Bool, load: @escaping @Sendable () throws -> (Value, Int?)) {
    self.isInstalled = isInstalled
    self.load = load
  }

  var state: ModelState {
    let current = phase.withLock { phase -> ModelState? in
      switch phase {
      case .idle: nil
      case .loading: .loading
      case .loaded: .loaded
      case .failed: .failed
      }
    }
    if let current, current != .failed { return current }
    if !isInstalled() { return .missing }
    return current ?? .notLoaded
  }

  var memoryBytes: Int? {
    phase.withLock { if case .loaded(_, let bytes) = $0 { bytes } else { nil } }
  }

  /// The loaded value; loads it (blocking) on first use.
  func get() throws -> Value {
    if let value = loadedValue() { return value }
    loadLock.lock()
    defer { loadLock.unlock() }
    if let value = loadedValue() { return value }
    phase.withLock { $0 = .loading }
    do {
      let (value, bytes) = try load()
      phase.withLock { $0 = .loaded(value, memoryBytes: bytes) }
      return value
    } catch {
      phase.withLock { $0 = .failed }
      throw error
    }
  }

  private func loadedValue() -> Value? {
    phase.withLock { if case .loaded(let value, _) = $0 { value } else { nil } }
  }
}

extension VisorError {
  static func modelMissing(_ what: String, path: String) -> VisorError {
    VisorError(
      .modelNotInstalled,
      Message("error.scene.notInstalled", ["what": .text(what), "path": .text(path)]))
  }

  static func imageUnreadable(_ detail: String) -> VisorError {
    VisorError(
      .imageUnreadable, Message("error.scene.imageUnreadable", ["detail": .text(detail)]))
  }
}

/// Copies a C error buffer into a Swift string.
func errorText(_ buffer: [CChar]) -> String {
  let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
  let text = String(decoding: bytes, as: UTF8.self)
  return text.isEmpty ? "unknown error" : text
}
