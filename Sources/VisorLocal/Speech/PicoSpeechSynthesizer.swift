import Foundation
import VisorCore

/// Text to speech with SVOX Pico (Debian `libttspico-utils`, `pico2wave`) for French, Spanish, German
/// and Italian, where it is far clearer than espeak-ng and Festival: Whisper base heard 87–98 % of its
/// words on `LanguageSpeechTests`' sentences and 77–95 % on held-out ones, against espeak-ng's 21–83 %
/// and Festival's Italian 80–88 % (docs/speech.md, `scripts/eval-voices.py`; decision 067).
///
/// Pico is in Debian's non-free component (its language data comes without source); it runs as a
/// separate program for each chunk of text (`pico2wave -l fr-FR -w FILE`, the text on stdin; it writes
/// only to a file, which is read and deleted), never linked. Bounded as espeak-ng is: 400 characters per chunk,
/// 20 s, 16 MB of audio, two at once. Setup installs it unless told not to (`VISOR_EXTRA_VOICES=0`);
/// without it espeak-ng speaks these languages.
///
/// ```swift
/// let pico = PicoSpeechSynthesizer()
/// let audio = try await pico.synthesize("Le magasin ouvre à neuf heures.", voice: "fr-fr")  // 16 kHz
/// ```
public struct PicoSpeechSynthesizer: SpeechSynthesizer {
  public let id = "local/pico"
  public let executable: URL
  public let maxCharacters: Int

  /// A Pico voice: Visor's id (lower case), Pico's language name, the BCP 47 tags it speaks.
  public struct Voice: Sendable, Equatable {
    public var id: String
    public var picoLanguage: String
    public var languages: [String]
    public var name: String
  }

  /// Pico's voices for Visor's languages (English is Piper's). Pico has one Spanish, Castilian; it
  /// speaks Latin American tags too, being far clearer than espeak-ng's `es-419` (the person can choose
  /// that voice in Settings to keep the regional accent).
  public static let catalogue: [Voice] = [
    Voice(
      id: "fr-fr", picoLanguage: "fr-FR", languages: ["fr", "fr-FR", "fr-BE", "fr-CH", "fr-CA"],
      name: "French"),
    Voice(
      id: "es-es", picoLanguage: "es-ES",
      languages: ["es", "es-ES", "es-419", "es-MX", "es-AR", "es-CO", "es-CL", "es-US"],
      name: "Spanish (Spain)"),
    Voice(id: "de-de", picoLanguage: "de-DE", languages: ["de", "de-DE", "de-AT", "de-CH"], name: "German"),
    Voice(id: "it-it", picoLanguage: "it-IT", languages: ["it", "it-IT"], name: "Italian"),
  ]

  public var voices: [String] { Self.catalogue.map(\.id) }

  /// The program's place on Debian.
  public static let defaultExecutable = URL(fileURLWithPath: "/usr/bin/pico2wave")
  static let limiter = OneShotProcess.Limiter(concurrency: 2)

  public init(executable: URL = Self.defaultExecutable, maxCharacters: Int = 400) {
    self.executable = executable
    self.maxCharacters = maxCharacters
  }

  /// Whether `pico2wave` is installed (setup's extra voices).
  public var isInstalled: Bool { FileManager.default.isExecutableFile(atPath: executable.path) }

  /// The voice for a language, or nil when Pico has none.
  public static func voice(for language: Language) -> String? {
    let tag = language.tag.lowercased()
    if let exact = catalogue.first(where: { $0.languages.contains { $0.lowercased() == tag } }) {
      return exact.id
    }
    return catalogue.first { $0.languages.contains(language.code) }?.id
  }

  /// - Throws: `.emptyText`, `.unknownVoice`, `.synthesisFailed` (pico2wave missing, failing or too slow).
  public func synthesize(_ text: String, voice: String?) async throws -> PCMAudio {
    let voice = try SpeechVoices.resolve(voice ?? Self.voice(for: Language.current), among: voices, model: id)
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else {
      throw VisorError(.emptyText, Message("error.speech.textEmpty"))
    }
    if trimmed.count > maxCharacters {
      return try await SpeechText.synthesize(trimmed, voice: voice, with: self, maxCharacters: maxCharacters)
    }
    guard let entry = Self.catalogue.first(where: { $0.id == voice }) else {
      throw VisorError(
        .unknownVoice, Message("error.speech.voiceUnknown", ["name": .text(voice), "model": .text(id)]))
    }
    // pico2wave writes only to a named .wav file: a private one, removed whatever happens.
    let file = FileManager.default.temporaryDirectory.appending(path: "visor-pico-\(UUID().uuidString).wav")
    defer { try? FileManager.default.removeItem(at: file) }
    let wav: Data
    do {
      // Text on stdin, one line (never an argument, so it cannot become an option).
      let line = trimmed.replacingOccurrences(of: "\n", with: " ")
      _ = try await OneShotProcess.run(
        executable, ["-l", entry.picoLanguage, "-w", file.path], input: Data((line + "\n").utf8),
        timeout: .seconds(20), maxOutputBytes: 1 << 16, limiter: Self.limiter)
      let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
      guard size > 0, size <= 16 << 20 else {
        throw VisorError(.synthesisFailed, Message("error.speech.picoSilent", ["voice": .text(voice)]))
      }
      wav = try Data(contentsOf: file)
    } catch let failure as OneShotProcess.Failure {
      throw VisorError(
        .synthesisFailed,
        Message(
          isInstalled ? "error.speech.voiceFailed.retry" : "error.speech.voiceFailed.install",
          ["voice": .text(voice), "reason": .text("\(failure)"), "engine": .text("Pico")]))
    }
    guard let audio = SpeechPCM.pcm(wav: wav) else {
      throw VisorError(
        .synthesisFailed, Message("error.speech.unreadableAudio", ["engine": .text("pico2wave")]))
    }
    return audio
  }
}
