package import CVisorAudioAPI
import VisorCore

/// The VisorAudio plugin's function table (FFmpeg decoding, flite speech), looked up once on first use.
///
/// `libVisorAudio.so` is opened only when audio is first decoded or flite first speaks, so an idle
/// server maps neither FFmpeg nor flite. A missing or foreign plugin gives NativePlugin's `.unavailable`.
package enum AudioPlugin {
  /// The plugin's name for `NativePlugin.open`.
  package static let name = "VisorAudio"

  private static let table = PluginTable<visor_audio_api>(
    name: name, symbol: "visor_audio_get_api", accepts: { $0.pointee.version == VISOR_AUDIO_API_VERSION })

  /// The table, opening the plugin on the first call. Failures are not cached, so installing a
  /// missing library and retrying works without a restart.
  package static func api() throws -> UnsafePointer<visor_audio_api> { try table.api() }

  /// The plugin's detail text for a failed call (for logs; never holds audio).
  package static func message(_ buffer: [CChar]) -> String {
    let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    return String(decoding: bytes, as: UTF8.self)
  }
}
