import Foundation
import VisorCore

/// Text to speech with Festival (Debian `festival`, `festvox-italp16k`, `festvox-ru`) for the two of
/// Visor's languages Debian has Festival voices for, where they are far clearer than espeak-ng:
/// Whisper base heard 92 % of the Italian voice's words (espeak-ng 48 %) and 67 % of the Russian
/// voice's (espeak-ng 7 %).
///
/// Festival is free software under a BSD-style licence, but like espeak-ng it runs as a separate
/// program per chunk (`text2wave -eval '(voice_…)'`, text on stdin, WAV on stdout), bounded the same
/// way: 400 characters, 30 s (the Russian voice loads 240 MB of recordings at each start: about 2 s),
/// 16 MB of audio, two runs at once (shared with espeak-ng).
///
/// ```swift
/// let festival = FestivalSpeechSynthesizer()
/// let audio = try await festival.synthesize("Собака лежит на диване.", voice: "ru-nsh")  // 16 kHz
/// ```
public struct FestivalSpeechSynthesizer: SpeechSynthesizer {
  public let id = "local/festival"
  public let executable: URL
  public let maxCharacters: Int

  /// A Festival voice: Visor's id, the Scheme call that selects it, its languages and text encoding.
  public struct Voice: Sendable, Equatable {
    public var id: String
    public var languages: [String]
    public var name: String
    var selector: String
    /// The diphone voices of Festival 2.5 read ISO-8859-1; the Russian voice reads UTF-8.
    var latin1: Bool
    /// Where Debian puts it: the voice counts as installed when this folder exists.
    var directory: String
  }

  public static let catalogue: [Voice] = [
    Voice(
      id: "it-lp", languages: ["it", "it-IT"], name: "Italian (lp, diphone)", selector: "(voice_lp_diphone)",
      latin1: true, directory: "/usr/share/festival/voices/italian/lp_diphone"),
    Voice(
      id: "ru-nsh", languages: ["ru", "ru-RU"], name: "Russian (nsh, unit selection)",
      selector: "(voice_msu_ru_nsh_clunits)", latin1: false,
      directory: "/usr/share/festival/voices/russian/msu_ru_nsh_clunits"),
  ]

  public static let defaultExecutable = URL(fileURLWithPath: "/usr/bin/text2wave")

  /// The voices installed here (Debian packages present).
  public let installed: [Voice]
  public var voices: [String] { installed.map(\.id) }

  public init(executable: URL = Self.defaultExecutable, maxCharacters: Int = 400) {
    self.executable = executable
    self.maxCharacters = maxCharacters
    let program = FileManager.default.isExecutableFile(atPath: executable.path)
    installed = program ? Self.catalogue.filter { FileManager.default.fileExists(atPath: $0.directory) } : []
  }

  /// Whether Festival and at least one of its voices are installed.
  public var isInstalled: Bool { !installed.isEmpty }

  /// The installed voice for a language, if any.
  public func voice(for language: Language) -> String? {
    installed.first {
      $0.languages.contains { $0.split(separator: "-").first?.lowercased() == language.code }
    }?.id
  }

  /// - Throws: `.emptyText`, `.unknownVoice`, `.synthesisFailed`.
  public func synthesize(_ text: String, voice: String?) async throws -> PCMAudio {
    guard !installed.isEmpty else {
      throw VisorError(
        .synthesisFailed, "Festival's voices are not installed; install them with scripts/setup.sh.")
    }
    let name = try SpeechVoices.resolve(voice ?? self.voice(for: Language.current), among: voices, model: id)
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else {
      throw VisorError(.emptyText, "The text is empty. Send some words to speak.")
    }
    if trimmed.count > maxCharacters {
      return try await SpeechText.synthesize(trimmed, voice: name, with: self, maxCharacters: maxCharacters)
    }
    guard let chosen = installed.first(where: { $0.id == name }) else {
      throw VisorError(.unknownVoice, "The voice '\(name)' is not installed for \(id).")
    }
    let line = trimmed.replacingOccurrences(of: "\n", with: " ") + "\n"
    let input =
      chosen.latin1
      ? (line.data(using: .isoLatin1, allowLossyConversion: true) ?? Data(line.utf8)) : Data(line.utf8)
    let wav: Data
    do {
      wav = try await OneShotProcess.run(
        executable, ["-eval", chosen.selector], input: input, timeout: .seconds(30),
        maxOutputBytes: 16 << 20, limiter: EspeakSpeechSynthesizer.limiter)
    } catch let failure as OneShotProcess.Failure {
      throw VisorError(
        .synthesisFailed, "The \(chosen.name) voice could not speak this text (\(failure)); try shorter text."
      )
    }
    guard let audio = SpeechPCM.pcm(wav: wav), !audio.samples.isEmpty else {
      throw VisorError(.synthesisFailed, "Festival answered with audio Visor could not read; try again.")
    }
    return audio
  }
}
