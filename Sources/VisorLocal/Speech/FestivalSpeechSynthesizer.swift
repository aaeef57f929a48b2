import Foundation
import Synchronization
import VisorCore

/// Text to speech with Festival (Debian `festival`, `festvox-italp16k`, `festvox-ru`) for the two of
/// Visor's languages Debian has Festival voices for, where they are far clearer than espeak-ng:
/// Whisper base heard 92 % of the Italian voice's words (espeak-ng 48 %) and 67 % of the Russian
/// voice's (espeak-ng 7 %).
///
/// Festival is free software under a BSD-style licence, but like espeak-ng it runs as a separate
/// program: one `festival --pipe` per voice kept running between sentences (``FestivalSession``; the
/// Russian voice loads 240 MB of recordings when it starts, about 2 s, then says a sentence in about
/// 0.1 s), ended after two idle minutes. Bounded as espeak-ng is: 400 characters per chunk, 30 s,
/// 16 MB of audio. Without the `festival` program it falls back to `text2wave` per chunk.
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

  /// The Russian voice's letter rules stop the whole sentence at a word they have no rule for: a
  /// dash, «quotes», "…", "%", "€", or punctuation standing alone ("Аптека , закрыта": "LTS_Ruleset
  /// russian_downcase: no rule matches"). Its text keeps letters, digits and the punctuation it reads,
  /// attached to the word before: dashes and ";" become commas, "…" a full stop, "%" the word,
  /// anything else a space.
  static func sayable(_ text: String) -> String {
    var mapped = ""
    for character in text {
      switch character {
      case "—", "–", ";": mapped += " ,"
      case "…": mapped += " ."
      case "%": mapped += " процентов"
      case ".", ",", "!", "?", ":", "-", "(", ")", "'": mapped.append(character)
      default:
        mapped += character.isLetter || character.isNumber ? String(character) : " "
      }
    }
    var words: [String] = []
    for word in mapped.split(whereSeparator: \.isWhitespace) {
      if word.contains(where: { $0.isLetter || $0.isNumber }) {
        words.append(String(word))
      } else if let mark = word.first(where: { ".,!?:".contains($0) }), let last = words.popLast() {
        words.append(last + String(mark))
      }
    }
    return words.joined(separator: " ")
  }

  /// The running Festival program of `voice` (``FestivalSession``: the voice is loaded once, not per
  /// sentence), shared by every synthesizer in this process; nil when `festival` itself is missing
  /// beside `text2wave` (then each chunk runs `text2wave`, as before).
  public func session(for voice: Voice) -> FestivalSession? {
    let festival = executable.deletingLastPathComponent().appendingPathComponent("festival")
    guard FileManager.default.isExecutableFile(atPath: festival.path) else { return nil }
    let key = festival.path + " " + voice.selector
    return Self.sessions.withLock { sessions in
      if let session = sessions[key] { return session }
      let session = FestivalSession(festival: festival, selector: voice.selector)
      sessions[key] = session
      return session
    }
  }

  private static let sessions = Mutex<[String: FestivalSession]>([:])

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
        .synthesisFailed, Message("error.speech.festivalMissing"))
    }
    let name = try SpeechVoices.resolve(voice ?? self.voice(for: Language.current), among: voices, model: id)
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else {
      throw VisorError(.emptyText, Message("error.speech.textEmpty"))
    }
    if trimmed.count > maxCharacters {
      return try await SpeechText.synthesize(trimmed, voice: name, with: self, maxCharacters: maxCharacters)
    }
    guard let chosen = installed.first(where: { $0.id == name }) else {
      throw VisorError(
        .unknownVoice, Message("error.speech.voiceNotInstalled", ["name": .text(name), "model": .text(id)]))
    }
    let line =
      (chosen.latin1 ? trimmed : Self.sayable(trimmed)).replacingOccurrences(of: "\n", with: " ") + "\n"
    let input =
      chosen.latin1
      ? (line.data(using: .isoLatin1, allowLossyConversion: true) ?? Data(line.utf8)) : Data(line.utf8)
    let wav: Data
    do {
      if let session = session(for: chosen) {
        wav = try await session.speak(input)
      } else {
        wav = try await OneShotProcess.run(
          executable, ["-eval", chosen.selector], input: input, timeout: .seconds(30),
          maxOutputBytes: 16 << 20, limiter: EspeakSpeechSynthesizer.limiter)
      }
    } catch let failure as OneShotProcess.Failure {
      throw VisorError(
        .synthesisFailed,
        Message(
          "error.speech.voiceFailed.shorter", ["voice": .text(chosen.name), "reason": .text("\(failure)")])
      )
    }
    guard let audio = SpeechPCM.pcm(wav: wav), !audio.samples.isEmpty else {
      throw VisorError(
        .synthesisFailed, Message("error.speech.unreadableAudio", ["engine": .text("Festival")]))
    }
    return audio
  }
}
