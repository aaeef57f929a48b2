import Foundation
import VisorCore

/// Text to speech with espeak-ng (Debian `espeak-ng`) for the languages Piper has no voice for here.
///
/// espeak-ng is GPL-3.0: it runs as a separate program for each chunk of text (`espeak-ng -v de
/// --stdout`, the text on stdin), never linked into Visor (docs/decisions/044-voice-languages-heard-and-spoken.md). Each run is bounded (400
/// characters per chunk, 20 s, 16 MB of audio) and at most two run at once. Its formant voices are
/// robotic but clear, and they speak every language Visor has a catalogue for.
///
/// ```swift
/// let espeak = EspeakSpeechSynthesizer()
/// let audio = try await espeak.synthesize("Der Zug fährt ab.", voice: "de")   // 22 050 Hz
/// EspeakSpeechSynthesizer.voice(for: try Language.parse("pt-BR"))           // "pt-br"
/// ```
public struct EspeakSpeechSynthesizer: SpeechSynthesizer {
  public let id = "local/espeak-ng"
  public let executable: URL
  /// Longer text is split into chunks of at most this many characters.
  public let maxCharacters: Int
  /// How fast a voice speaks, and the pause espeak-ng leaves between words.
  public struct Pace: Sendable, Equatable {
    public var wordsPerMinute: Int
    /// espeak-ng's `-g`, in units of 10 ms.
    public var wordGap: Int

    /// 150 words a minute rather than espeak's 175 is easier to follow (and Whisper heard it as well).
    public static let standard = Pace(wordsPerMinute: 150, wordGap: 0)
    /// A little slower with 30 ms between words, for German, whose words espeak-ng runs together:
    /// Whisper base heard 86 % of `LanguageSpeechTests`' German words this way (72 % at `standard`)
    /// and 60 % of eight other sentences (49 %). Spanish, French and Turkish lost words with it, and
    /// Portuguese and Polish gained in one set but not in the other, so those keep `standard`.
    public static let spaced = Pace(wordsPerMinute: 140, wordGap: 3)
  }

  /// A voice: its Visor id (also espeak-ng's name for it), the BCP 47 tags it speaks, its name.
  public struct Voice: Sendable, Equatable {
    public var id: String
    public var languages: [String]
    public var name: String
    public var pace: Pace = .standard
    /// An espeak-ng voice variant (`klatt4`: `-v fr+klatt4`), which changes how the voice is made, not
    /// its language; nil for the voice as it is. French uses `klatt4` (Klatt formant synthesis):
    /// Whisper base heard 67 % of `LanguageSpeechTests`' French words (64 % without) and 44 % of 16
    /// held-out sentences (38 %). Klatt variants lost words in Portuguese, Turkish and Arabic, and
    /// helped Polish only on the held-out sentences, so those keep the plain voice (docs/speech.md).
    public var variant: String? = nil
    /// The MBROLA diphone voice espeak-ng speaks through when it is installed (`pl1`: `-v mb-pl1`;
    /// Debian's contrib/non-free `mbrola-pl1`, which setup installs unless told not to): far clearer
    /// than the formant voice for these languages (docs/speech.md; decision 067). nil: none.
    public var mbrola: String? = nil
  }

  /// One voice per language Visor speaks other than English (Piper's), and the regional ones espeak
  /// has for them. Every one is in Debian 12's espeak-ng 1.51 (`espeak-ng --voices`).
  public static let catalogue: [Voice] = [
    Voice(id: "es", languages: ["es", "es-ES"], name: "Spanish (Spain)"),
    Voice(
      id: "es-419", languages: ["es-419", "es-MX", "es-AR", "es-CO", "es-CL", "es-US"],
      name: "Spanish (Latin America)"),
    Voice(
      id: "fr", languages: ["fr", "fr-FR", "fr-BE", "fr-CH", "fr-CA"], name: "French", variant: "klatt4",
      mbrola: "fr4"),
    Voice(id: "de", languages: ["de", "de-DE", "de-AT", "de-CH"], name: "German", pace: .spaced),
    // European Portuguese keeps the formant voice: MBROLA's pt1 helped on one sentence set, not on
    // the other (docs/speech.md).
    Voice(id: "pt", languages: ["pt", "pt-PT"], name: "Portuguese (Portugal)"),
    Voice(id: "pt-br", languages: ["pt-BR"], name: "Portuguese (Brazil)", mbrola: "br1"),
    Voice(id: "it", languages: ["it", "it-IT"], name: "Italian"),
    Voice(id: "pl", languages: ["pl", "pl-PL"], name: "Polish", mbrola: "pl1"),
    Voice(id: "tr", languages: ["tr", "tr-TR"], name: "Turkish", mbrola: "tr1"),
    Voice(id: "ru", languages: ["ru", "ru-RU"], name: "Russian"),
    Voice(id: "ar", languages: ["ar"], name: "Arabic", mbrola: "ar2"),
  ]

  public var voices: [String] { Self.catalogue.map(\.id) }

  /// The program's usual place on Debian.
  public static let defaultExecutable = URL(fileURLWithPath: "/usr/bin/espeak-ng")
  /// Shared by every instance: two espeak-ng processes at most, whatever the number of requests.
  static let limiter = OneShotProcess.Limiter(concurrency: 2)

  /// Where Debian's `mbrola-*` packages put their voices (`pl1/pl1`), and the `mbrola` program
  /// espeak-ng runs for them.
  public static let defaultMBROLADirectory = URL(fileURLWithPath: "/usr/share/mbrola", isDirectory: true)
  public static let defaultMBROLAExecutable = URL(fileURLWithPath: "/usr/bin/mbrola")
  public let mbrolaDirectory: URL
  public let mbrolaExecutable: URL

  public init(
    executable: URL = Self.defaultExecutable, maxCharacters: Int = 400,
    mbrolaDirectory: URL = Self.defaultMBROLADirectory, mbrolaExecutable: URL = Self.defaultMBROLAExecutable
  ) {
    self.executable = executable
    self.maxCharacters = maxCharacters
    self.mbrolaDirectory = mbrolaDirectory
    self.mbrolaExecutable = mbrolaExecutable
  }

  /// The MBROLA voice `voice` speaks through here, or nil when it has none or it is not installed.
  public func mbrolaVoice(for voice: Voice) -> String? {
    guard let name = voice.mbrola, FileManager.default.isExecutableFile(atPath: mbrolaExecutable.path),
      FileManager.default.fileExists(atPath: mbrolaDirectory.appending(path: "\(name)/\(name)").path)
    else { return nil }
    return name
  }

  /// What espeak-ng is told to speak with (`-v`): the MBROLA voice when installed, else the formant
  /// voice with its variant.
  func program(for voice: String) -> (name: String, pace: Pace) {
    guard let entry = Self.catalogue.first(where: { $0.id == voice }) else { return (voice, .standard) }
    if let mbrola = mbrolaVoice(for: entry) { return ("mb-" + mbrola, .standard) }
    return (entry.variant.map { voice + "+" + $0 } ?? voice, entry.pace)
  }

  /// Whether espeak-ng is installed (setup's apt step puts it at /usr/bin/espeak-ng).
  public var isInstalled: Bool { FileManager.default.isExecutableFile(atPath: executable.path) }

  /// The voice for a language: the one whose tags name its region (`es-MX` → `es-419`), else its
  /// main voice; `nil` when espeak has none here (English is Piper's).
  public static func voice(for language: Language) -> String? {
    let tag = language.tag.lowercased()
    if let regional = catalogue.first(where: { $0.languages.contains { $0.lowercased() == tag } }) {
      return regional.id
    }
    return catalogue.first { $0.id == language.code }?.id
  }

  /// - Throws: `.emptyText`, `.unknownVoice`, `.synthesisFailed` (espeak-ng missing, failing or too slow).
  public func synthesize(_ text: String, voice: String?) async throws -> PCMAudio {
    let voice = try SpeechVoices.resolve(
      voice ?? Self.voice(for: Language.current), among: voices, model: id)
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else {
      throw VisorError(.emptyText, Message("error.speech.textEmpty"))
    }
    if trimmed.count > maxCharacters {
      return try await SpeechText.synthesize(trimmed, voice: voice, with: self, maxCharacters: maxCharacters)
    }
    let (program, pace) = self.program(for: voice)
    let wav: Data
    do {
      // Text on stdin, one line: a leading "-" stays text, and a newline can't end it early.
      let line = trimmed.replacingOccurrences(of: "\n", with: " ")
      wav = try await OneShotProcess.run(
        executable,
        ["-v", program, "-s", String(pace.wordsPerMinute), "-g", String(pace.wordGap), "--stdout"],
        input: Data((line + "\n").utf8),
        timeout: .seconds(20), maxOutputBytes: 16 << 20, limiter: Self.limiter)
    } catch let failure as OneShotProcess.Failure {
      throw VisorError(
        .synthesisFailed,
        Message(
          isInstalled ? "error.speech.voiceFailed.retry" : "error.speech.voiceFailed.install",
          ["voice": .text(voice), "reason": .text("\(failure)"), "engine": .text("espeak-ng")]))
    }
    guard let audio = SpeechPCM.pcm(wav: wav) else {
      throw VisorError(
        .synthesisFailed, Message("error.speech.unreadableAudio", ["engine": .text("espeak-ng")]))
    }
    return audio
  }
}
