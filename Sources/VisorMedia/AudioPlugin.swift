package import CVisorAudioAPI
import Synchronization
import VisorCore

/// The VisorAudio plugin's function table (FFmpeg decoding, flite speech), looked up once on first use.
///
/// `libVisorAudio.so` is opened only when audio is first decoded or flite first speaks, so an idle
/// server maps neither FFmpeg nor flite. A missing or foreign plugin gives NativePlugin's `.unavailable`.
package enum AudioPlugin {
  /// The plugin's name for `NativePlugin.open`.
  package static let name = "VisorAudio"

  private struct Table: @unchecked Sendable {
    // Points into the plugin's static storage; plugins are never closed.
    let pointer: UnsafePointer<visor_audio_api>
  }
  private static let table = Mutex<Table?>(nil)

  /// The table, opening the plugin on the first call. Failures are not cached, so installing a
  /// missing library and retrying works without a restart.
  package static func api() throws -> UnsafePointer<visor_audio_api> {
    try table.withLock { cached in
      if let cached { return cached.pointer }
      let plugin = try NativePlugin.open(name)
      let getAPI = try plugin.function(
        "visor_audio_get_api", as: (@convention(c) () -> UnsafePointer<visor_audio_api>?).self)
      guard let pointer = getAPI(), pointer.pointee.version == VISOR_AUDIO_API_VERSION else {
        throw VisorError(
          .unavailable,
          "Visor's native engine \(plugin.fileName) is from another build (audio API version "
            + "\(VISOR_AUDIO_API_VERSION) expected). Rebuild with `swift build -c release`.")
      }
      cached = Table(pointer: pointer)
      return pointer
    }
  }

  /// The plugin's detail text for a failed call (for logs; never holds audio).
  package static func message(_ buffer: [CChar]) -> String {
    let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    return String(decoding: bytes, as: UTF8.self)
  }
}
