import Foundation
import Testing
import VisorCore

@testable import VisorLocal

/// Issue 27, hearing and speaking: espeak-ng voices (a separate program) and Whisper base
/// (multilingual) in the speech worker, real models and real processes.
///
/// The round trips print the word-match figures the note and README quote. espeak-ng's formant
/// voices are robotic, and Whisper base hears some of their words wrongly ("Sofa" → "sauf er"):
/// the issue's 80 % bar is met for Spanish and German, not for French — those are known issues
/// (the test fails when they stop being true, so the figures get updated), with a floor below
/// which the test fails outright.
@Suite(.serialized, .enabled(if: LanguageSpeechEnvironment.run))
struct LanguageSpeechTests {
  /// Sentences of the kind Visor says: a sign read aloud, a notice, a description.
  static let sentences: [String: [String]] = [
    "de": [
      "Vorsicht, der Boden ist nass. Bitte benutzen Sie den Eingang auf der linken Seite.",
      "Die Apotheke ist heute geschlossen. Der Notdienst befindet sich in der Bahnhofstraße.",
      "Ein Hund liegt auf einem grünen Sofa neben dem Fenster.",
    ],
    "es": [
      "Cuidado, el suelo está mojado. Por favor, use la entrada de la izquierda.",
      "La farmacia está cerrada hoy. La farmacia de guardia está en la calle de la estación.",
      "Un perro está tumbado en un sofá verde junto a la ventana.",
    ],
    "fr": [
      "Attention, le sol est mouillé. Veuillez utiliser l'entrée de gauche.",
      "La pharmacie est fermée aujourd'hui. La pharmacie de garde se trouve rue de la gare.",
      "Un chien est couché sur un canapé vert près de la fenêtre.",
    ],
    "it": [
      "Attenzione, il pavimento è bagnato. Per favore, usate l'ingresso a sinistra.",
      "La farmacia oggi è chiusa. Un cane è sdraiato su un divano verde.",
    ],
    "ru": [
      "Осторожно, пол мокрый. Пожалуйста, используйте вход слева.",
      "Аптека сегодня закрыта. Собака лежит на зелёном диване.",
    ],
    "pt": [
      "Cuidado, o chão está molhado. Por favor, use a entrada da esquerda.",
      "A farmácia está fechada hoje. Um cão está deitado num sofá verde.",
    ],
    "pl": [
      "Uwaga, podłoga jest mokra. Proszę korzystać z wejścia po lewej stronie.",
      "Apteka jest dziś zamknięta. Pies leży na zielonej kanapie.",
    ],
    "tr": [
      "Dikkat, zemin ıslak. Lütfen soldaki girişi kullanın.",
      "Eczane bugün kapalı. Bir köpek yeşil bir kanepede yatıyor.",
    ],
    "ar": [
      "انتبه، الأرض مبللة. من فضلك استخدم المدخل على اليسار.",
      "الصيدلية مغلقة اليوم. كلب مستلق على أريكة خضراء.",
    ],
  ]

  func whisper(_ model: WhisperSpeechRecognizer.Model) async throws -> WhisperSpeechRecognizer {
    try LanguageSpeechEnvironment.require()
    return WhisperSpeechRecognizer(worker: await SharedSpeechWorker.shared.get(), model: model)
  }

  /// The voice of `code` speaks each sentence (chosen by `Language.current`, as the server does);
  /// Whisper base, told the language, writes it down. Returns the pooled word match.
  func roundTrip(_ code: String, with synthesizer: any SpeechSynthesizer = EspeakSpeechSynthesizer())
    async throws -> Double
  {
    let whisper = try await whisper(.base)
    try await whisper.warm()
    let espeak = synthesizer
    let language = try Language.parse(code)
    var matched = 0
    var total = 0
    for sentence in Self.sentences[code] ?? [] {
      let audio = try await Language.$current.withValue(language) {
        try await espeak.synthesize(SpokenText.forEar(sentence), voice: nil)
      }
      #expect(audio.durationSeconds > 2 && audio.durationSeconds < 12)
      let heard = try await whisper.transcribe(audio, language: code)
      #expect(heard.language == code)
      let match = WordMatch.matched(reference: sentence, heard: heard.text)
      matched += match.matched
      total += match.total
      print("[\(code)] \(match.matched)/\(match.total) words: \"\(sentence)\" → \"\(heard.text)\"")
    }
    let rate = Double(matched) / Double(max(total, 1))
    print(
      "[\(code)] \(synthesizer.id) → Whisper base: \(String(format: "%.1f", rate * 100)) % of \(total) words")
    return rate
  }

  @Test func germanVoiceHeardBackByWhisperBase() async throws {
    // 86 % at the German voice's spaced pace (72 % at espeak-ng's usual one).
    let rate = try await roundTrip("de")
    #expect(rate >= 0.8, "German word match \(rate)")
  }

  @Test func spanishVoiceHeardBackByWhisperBase() async throws {
    let rate = try await roundTrip("es")
    #expect(rate >= 0.8, "Spanish word match \(rate)")
  }

  @Test func frenchVoiceHeardBackByWhisperBase() async throws {
    // The French voice a person hears: Pico's (decision 067). espeak-ng's own (Klatt, 64 %) is below.
    try #require(
      LanguageSpeechEnvironment.extraVoices || !LanguageSpeechEnvironment.requiredExtras, "Pico missing")
    guard LanguageSpeechEnvironment.extraVoices else { return }
    let rate = try await roundTrip("fr", with: PicoSpeechSynthesizer())
    #expect(rate >= 0.8, "French word match \(rate)")
  }

  /// Pico's French, Spanish, German and Italian: above the 80 % bar and clearer than espeak-ng's
  /// (and than Festival's Italian), which is why they speak these languages when installed.
  @Test func picoSpeaksFrenchSpanishGermanAndItalianMoreClearly() async throws {
    try #require(
      LanguageSpeechEnvironment.extraVoices || !LanguageSpeechEnvironment.requiredExtras, "Pico missing")
    guard LanguageSpeechEnvironment.extraVoices else { return }
    for code in ["fr", "es", "de", "it"] {
      let pico = try await roundTrip(code, with: PicoSpeechSynthesizer())
      let espeak = try await roundTrip(code, with: EspeakSpeechSynthesizer(mbrolaDirectory: Self.noMBROLA))
      #expect(pico >= 0.8, "\(code): Pico \(pico)")
      #expect(pico >= espeak, "\(code): Pico \(pico), espeak-ng \(espeak)")
    }
  }

  /// A folder with no MBROLA voice: espeak-ng's formant voices, as without Debian's extra voices.
  static let noMBROLA = FileManager.default.temporaryDirectory.appending(path: "visor-no-mbrola")

  /// With the MBROLA voice of a language installed espeak-ng speaks through it; without it (hidden
  /// here), the formant voice speaks instead, never a failure.
  @Test func mbrolaVoicesAreUsedWhenInstalledAndMissedWithoutFailing() async throws {
    let formant = EspeakSpeechSynthesizer(mbrolaDirectory: Self.noMBROLA)
    #expect(formant.program(for: "pl").name == "pl")
    #expect(formant.program(for: "fr").name == "fr+klatt4")
    let audio = try await formant.synthesize("Apteka jest dziś zamknięta.", voice: "pl")
    #expect(audio.sampleRate == 22_050 && audio.durationSeconds > 0.5)
    guard LanguageSpeechEnvironment.extraVoices else { return }
    let espeak = EspeakSpeechSynthesizer()
    for (voice, mbrola) in [
      ("pl", "mb-pl1"), ("tr", "mb-tr1"), ("pt-br", "mb-br1"), ("ar", "mb-ar2"),
    ] {
      #expect(espeak.program(for: voice).name == mbrola)
    }
    let diphones = try await espeak.synthesize("Apteka jest dziś zamknięta.", voice: "pl")
    #expect(diphones.sampleRate == 16_000 && diphones.durationSeconds > 0.5)
  }

  /// Festival's Italian and Russian voices, and why they are used there: clearer than espeak-ng's.
  @Test func festivalSpeaksItalianAndRussianMoreClearlyThanEspeak() async throws {
    let festival = FestivalSpeechSynthesizer()
    try #require(festival.isInstalled || !LanguageSpeechEnvironment.required, "Festival voices missing")
    guard festival.isInstalled else { return }
    let italian = try await roundTrip("it", with: festival)
    let italianEspeak = try await roundTrip("it")
    #expect(italian >= 0.8, "Italian word match \(italian)")
    #expect(italian > italianEspeak)
    let russian = try await roundTrip("ru", with: festival)
    let russianEspeak = try await roundTrip("ru")
    #expect(russian >= 0.5, "Russian word match \(russian)")
    #expect(russian > russianEspeak + 0.2)
    withKnownIssue("Festival's Russian voice: Whisper base hears about 67 % of its words, under the 80 % bar")
    {
      #expect(russian >= 0.8)
    }
  }

  /// Polish, Turkish and Arabic: espeak-ng through MBROLA's diphone voices when installed (clearer
  /// than its formant voices); European Portuguese: the formant voice. Measured the same way; the
  /// figures are in docs/speech.md.
  @Test func theOtherEspeakVoicesAreHeardLessWell() async throws {
    var rates: [String: Double] = [:]
    for code in ["pt", "pl", "tr", "ar"] { rates[code] = try await roundTrip(code) }
    for code in ["pt", "pl", "tr"] { #expect((rates[code] ?? 0) >= 0.2, "\(code): \(rates[code] ?? 0)") }
    if LanguageSpeechEnvironment.extraVoices {
      let formant = EspeakSpeechSynthesizer(mbrolaDirectory: Self.noMBROLA)
      for code in ["pl", "tr", "ar"] {
        let plain = try await roundTrip(code, with: formant)
        #expect((rates[code] ?? 0) >= plain, "\(code): MBROLA \(rates[code] ?? 0), formant \(plain)")
      }
      for code in ["pl", "tr"] { #expect((rates[code] ?? 0) >= 0.5, "\(code): \(rates[code] ?? 0)") }
    }
    withKnownIssue(
      "Portuguese, Polish, Turkish and Arabic: Whisper base hears 23-70 % of their words, under the 80 % bar"
    ) {
      for code in ["pt", "pl", "tr", "ar"] { #expect((rates[code] ?? 0) >= 0.8, "\(code)") }
    }
  }

  @Test func baseDetectsTheLanguageWhenNotTold() async throws {
    let whisper = try await whisper(.base)
    let audio = try await EspeakSpeechSynthesizer().synthesize(
      "Cuidado, el suelo está mojado. Por favor, use la entrada de la izquierda.", voice: "es")
    let heard = try await whisper.transcribe(audio, language: nil)
    print("detected \(heard.language ?? "-") (p \(heard.languageProbability ?? -1)): \(heard.text)")
    #expect(heard.language == "es")
    #expect((heard.languageProbability ?? 0) > 0.5)
    #expect(WordMatch.matched(reference: "el suelo está mojado", heard: heard.text).rate >= 0.75)
  }

  @Test func baseHearsThePersonsLanguageWithoutBeingTold() async throws {
    let whisper = try await whisper(.base)
    let sentence = "Un perro está tumbado en un sofá verde junto a la ventana."
    let audio = try await EspeakSpeechSynthesizer().synthesize(sentence, voice: "es")
    let text = try await Language.$current.withValue(try Language.parse("es-MX")) {
      try await whisper.transcribe(audio)
    }
    // Heard as Spanish (not translated to English): espeak's "en un sofá verde" comes out as "y un sofáver".
    #expect(text.lowercased().contains("perro"), "\(text)")
    #expect(WordMatch.matched(reference: sentence, heard: text).rate >= 0.6, "\(text)")
  }

  @Test func tinyEnRefusesOtherLanguagesAndHearsEnglishForEveryoneElse() async throws {
    let tiny = try await whisper(.tinyEn)
    let audio = try await EspeakSpeechSynthesizer().synthesize("Hola", voice: "es")
    do {
      _ = try await tiny.transcribe(audio, language: "es")
      Issue.record("tiny.en accepted Spanish")
    } catch let error as VisorError {
      #expect(error.code == .unsupportedLanguage)
      #expect(error.message.contains("local/whisper-base"))
    }
    #expect(tiny.languages == ["en"])
    // A Spanish speaker whose admin chose tiny.en is heard in English, not refused.
    #expect(Language.$current.withValue(try Language.parse("es")) { tiny.expectedLanguage } == nil)
    let english = try await tiny.transcribe(
      try await FliteSpeechSynthesizer().synthesize("The dog is asleep on the sofa.", voice: nil),
      language: nil)
    #expect(english.language == "en")
    #expect(english.text.lowercased().contains("dog"))
  }

  /// Real-time factor of base and tiny.en on the same clips: human recordings (LibriVox) and Piper.
  @Test func baseCostsAboutAsMuchAsTinyEn() async throws {
    let base = try await whisper(.base)
    let tiny = try await whisper(.tinyEn)
    try await base.warm()
    try await tiny.warm()
    let librivox = URL(fileURLWithPath: "/usr/share/pocketsphinx/test/data/librivox")
    var clips: [PCMAudio] = []
    let names = (try? FileManager.default.contentsOfDirectory(atPath: librivox.path)) ?? []
    for name in names.sorted() where name.hasSuffix(".wav") {
      clips.append(try WAVFile.read(librivox.appending(path: name)))
    }
    let piper = PiperSpeechSynthesizer(worker: base.worker)
    clips.append(
      try await piper.synthesize("What colour is the car parked in front of the house?", voice: nil))
    var seconds: [WhisperSpeechRecognizer.Model: Double] = [:]
    var audioSeconds = 0.0
    for round in 0..<2 {  // alternated, twice, so a busy moment on the shared machine hits both
      for clip in clips {
        if round == 0 { audioSeconds += clip.durationSeconds }
        for whisper in [base, tiny] {
          let start = ContinuousClock.now
          _ = try await whisper.transcribe(clip, language: "en")
          let elapsed = ContinuousClock.now - start
          seconds[whisper.model, default: 0] +=
            Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        }
      }
    }
    let baseRTF = (seconds[.base] ?? 0) / (2 * audioSeconds)
    let tinyRTF = (seconds[.tinyEn] ?? 0) / (2 * audioSeconds)
    print(
      "RTF on \(clips.count) clips (\(String(format: "%.1f", audioSeconds)) s): base \(String(format: "%.3f", baseRTF)), tiny.en \(String(format: "%.3f", tinyRTF)), ratio \(String(format: "%.2f", baseRTF / tinyRTF))"
    )
    // Measured 0.08-0.18 for base, 2-4 times tiny.en's (beam 5 against greedy); a base that fell
    // back to the 30-s window on every clip would be several times slower than this.
    #expect(baseRTF < 0.6, "base RTF \(baseRTF)")
    #expect(baseRTF / tinyRTF < 6)
  }
}

/// espeak-ng on its own: voices, the WAV it writes, and the bounds around the program.
@Suite(.enabled(if: EspeakSpeechSynthesizer().isInstalled || LanguageSpeechEnvironment.required))
struct EspeakVoiceTests {
  @Test func everyVoiceExistsInEspeakNg() async throws {
    let listing = String(
      decoding: try await OneShotProcess.run(
        EspeakSpeechSynthesizer.defaultExecutable, ["--voices"], input: Data(), timeout: .seconds(20),
        maxOutputBytes: 1 << 20), as: UTF8.self)
    // "Pty Language Age/Gender VoiceName File Other Languages": the language column, and aliases.
    let names = Set(
      listing.split(separator: "\n").dropFirst().flatMap { line -> [String] in
        let fields = line.split(separator: " ")
        guard fields.count > 1 else { return [] }
        let aliases = line.matches(of: /\(([a-z-]+) \d+\)/).map { String($0.output.1) }
        return [String(fields[1])] + aliases
      })
    for voice in EspeakSpeechSynthesizer.catalogue {
      #expect(names.contains(voice.id), "espeak-ng has no voice \(voice.id)")
    }
    // Variants are files under `!v/` ("5  variant  --/M  Klatt4  !v/klatt4").
    let variants = String(
      decoding: try await OneShotProcess.run(
        EspeakSpeechSynthesizer.defaultExecutable, ["--voices=variant"], input: Data(), timeout: .seconds(20),
        maxOutputBytes: 1 << 20), as: UTF8.self)
    for voice in EspeakSpeechSynthesizer.catalogue {
      guard let variant = voice.variant else { continue }
      #expect(
        variants.contains("!v/\(variant)\n") || variants.contains("!v/\(variant) "), "no variant \(variant)")
    }
    for code in Language.supportedCodes where code != "en" {
      let language = try Language.parse(code)
      let voice = try #require(EspeakSpeechSynthesizer.voice(for: language), "no voice for \(code)")
      let audio = try await EspeakSpeechSynthesizer().synthesize("Visor", voice: voice)
      #expect(audio.durationSeconds > 0.2, "\(voice)")
    }
  }

  @Test func aRegionChoosesItsVoice() throws {
    #expect(EspeakSpeechSynthesizer.voice(for: try Language.parse("pt-BR")) == "pt-br")
    #expect(EspeakSpeechSynthesizer.voice(for: try Language.parse("pt")) == "pt")
    #expect(EspeakSpeechSynthesizer.voice(for: try Language.parse("es-MX")) == "es-419")
    #expect(EspeakSpeechSynthesizer.voice(for: try Language.parse("de-AT")) == "de")
    #expect(EspeakSpeechSynthesizer.voice(for: .english) == nil)
  }

  @Test func textIsNeverAnOptionAndLongTextIsSpokenWhole() async throws {
    let espeak = EspeakSpeechSynthesizer(maxCharacters: 80)
    // On the command line "--help" would print help instead of audio; on stdin it is a word.
    let dashes = try await espeak.synthesize("--help -v xx", voice: "de")
    #expect(dashes.durationSeconds > 0.5)
    let one = try await espeak.synthesize("Der Bus wartet an der Ecke.", voice: "de")
    let many = try await espeak.synthesize(
      Array(repeating: "Der Bus wartet an der Ecke.", count: 6).joined(separator: " "), voice: "de")
    #expect(many.durationSeconds > one.durationSeconds * 5)
    await #expect(throws: VisorError.self) { _ = try await espeak.synthesize("Hallo", voice: "joe") }
    await #expect(throws: VisorError.self) { _ = try await espeak.synthesize(" \n", voice: "de") }
  }

  @Test func concurrentCallsAllGetTheirOwnAudio() async throws {
    let espeak = EspeakSpeechSynthesizer()
    let durations = try await withThrowingTaskGroup(of: (Int, Double).self) { group in
      for index in 1...8 {
        group.addTask {
          let words = Array(repeating: "Wort", count: index).joined(separator: " ")
          return (index, try await espeak.synthesize(words, voice: "de").durationSeconds)
        }
      }
      return try await group.reduce(into: [Int: Double]()) { $0[$1.0] = $1.1 }
    }
    // Longer text, longer audio: no call got another's output.
    for index in 1..<8 { #expect(durations[index + 1]! > durations[index]!) }
  }

  @Test func aMissingProgramIsASentenceNotACrash() async throws {
    let missing = EspeakSpeechSynthesizer(executable: URL(fileURLWithPath: "/nonexistent/espeak-ng"))
    #expect(!missing.isInstalled)
    do {
      _ = try await missing.synthesize("Hallo", voice: "de")
      Issue.record("no error")
    } catch let error as VisorError {
      #expect(error.code == .synthesisFailed)
      #expect(error.message.contains("scripts/setup.sh"))
    }
  }
}

/// The bounds of ``OneShotProcess`` with ordinary programs.
@Suite struct OneShotProcessTests {
  @Test func aProgramPastItsTimeIsKilled() async throws {
    let start = ContinuousClock.now
    do {
      _ = try await OneShotProcess.run(
        URL(fileURLWithPath: "/bin/sleep"), ["30"], input: Data(), timeout: .milliseconds(300),
        maxOutputBytes: 10)
      Issue.record("no timeout")
    } catch let failure as OneShotProcess.Failure {
      #expect(failure.description.contains("took longer"))
    }
    #expect(ContinuousClock.now - start < .seconds(25), "sleep 30 ran to its end")
  }

  @Test func tooMuchOutputIsCut() async throws {
    do {
      _ = try await OneShotProcess.run(
        URL(fileURLWithPath: "/usr/bin/yes"), [], input: Data(), timeout: .seconds(10),
        maxOutputBytes: 100_000)
      Issue.record("no cap")
    } catch let failure as OneShotProcess.Failure {
      #expect(failure.description.contains("more than 100000 bytes"))
    }
  }

  @Test func inputGoesInAndOutputComesBack() async throws {
    let out = try await OneShotProcess.run(
      URL(fileURLWithPath: "/bin/cat"), [], input: Data("grüße\n".utf8), timeout: .seconds(10),
      maxOutputBytes: 100)
    #expect(String(decoding: out, as: UTF8.self) == "grüße\n")
    do {
      _ = try await OneShotProcess.run(
        URL(fileURLWithPath: "/bin/false"), [], input: Data(), timeout: .seconds(10), maxOutputBytes: 100)
      Issue.record("exit status ignored")
    } catch let failure as OneShotProcess.Failure {
      #expect(failure.description.contains("exit status 1"))
    }
  }

  @Test func theLimiterCapsHowManyRunAtOnce() async throws {
    let limiter = OneShotProcess.Limiter(concurrency: 2)
    let start = ContinuousClock.now
    try await withThrowingTaskGroup(of: Void.self) { group in
      for _ in 0..<4 {
        group.addTask {
          _ = try await OneShotProcess.run(
            URL(fileURLWithPath: "/bin/sleep"), ["0.4"], input: Data(), timeout: .seconds(20),
            maxOutputBytes: 10,
            limiter: limiter)
        }
      }
      try await group.waitForAll()
    }
    // Four 0.4-s programs two at a time take at least two rounds.
    #expect(ContinuousClock.now - start >= .milliseconds(800))
  }
}

/// The share of a reference's words heard, in order (longest common subsequence of words), after
/// lower-casing, dropping punctuation and writing ß as ss (Whisper writes Swiss spelling at times).
enum WordMatch {
  struct Result {
    var matched: Int
    var total: Int
    var rate: Double { Double(matched) / Double(max(total, 1)) }
  }

  static func words(_ text: String) -> [String] {
    let folded = text.lowercased().replacingOccurrences(of: "ß", with: "ss")
    return String(folded.map { $0.isLetter || $0.isNumber ? $0 : " " }).split(separator: " ").map(String.init)
  }

  static func matched(reference: String, heard: String) -> Result {
    let ref = words(reference)
    let hyp = words(heard)
    var previous = [Int](repeating: 0, count: hyp.count + 1)
    for word in ref {
      var current = [Int](repeating: 0, count: hyp.count + 1)
      for (j, other) in hyp.enumerated() {
        current[j + 1] = word == other ? previous[j] + 1 : max(previous[j + 1], current[j])
      }
      previous = current
    }
    return Result(matched: previous[hyp.count], total: ref.count)
  }
}

@Suite struct WordMatchTests {
  @Test func countsWordsHeardInOrder() {
    #expect(WordMatch.matched(reference: "Der Boden ist nass.", heard: "der Proven ist nass").matched == 3)
    #expect(WordMatch.matched(reference: "Bahnhofstraße", heard: "Bahnhofstrasse").rate == 1)
    #expect(WordMatch.matched(reference: "a b c", heard: "c b a").matched == 1)
    #expect(WordMatch.matched(reference: "l'entrée de gauche", heard: "").rate == 0)
  }
}

/// Whisper base and espeak-ng installed (scripts/setup.sh), or required (VISOR_REQUIRE_MODELS=1).
enum LanguageSpeechEnvironment {
  static var required: Bool { SpeechTestEnvironment.requireModels }
  static var installed: Bool {
    SpeechTestEnvironment.speechModelsAvailable && SpeechTestEnvironment.models.whisperBaseAvailable
      && EspeakSpeechSynthesizer().isInstalled
  }
  static var run: Bool { installed || required }
  /// Debian's extra voices (Pico, MBROLA; setup installs them unless `VISOR_EXTRA_VOICES=0`).
  static var extraVoices: Bool {
    // Setup's MBROLA voices (French's fr4 is only a fallback for a machine without Pico).
    PicoSpeechSynthesizer().isInstalled
      && EspeakSpeechSynthesizer.catalogue.filter { ["pl", "tr", "pt-br", "ar"].contains($0.id) }.allSatisfy {
        EspeakSpeechSynthesizer().mbrolaVoice(for: $0) != nil
      }
  }
  /// A full test run requires them unless the machine was set up without them.
  static var requiredExtras: Bool {
    required && ProcessInfo.processInfo.environment["VISOR_EXTRA_VOICES"] != "0"
  }
  static func require() throws {
    try #require(
      installed,
      "Whisper base, tiny.en, Piper or espeak-ng missing under \(SpeechTestEnvironment.cacheDirectory.path); run scripts/setup.sh"
    )
  }
}

/// Text cleaned for the ear in another language keeps its own words: no English units, currencies or
/// "then" inside a German or French sentence; the rules about layout apply to every language.
@Suite struct SpokenTextLanguageTests {
  @Test(arguments: [
    ("de", "Draußen sind 21 °C, die Fahrt kostet €3,50.", "Draußen sind 21 °C, die Fahrt kostet €3,50."),
    ("de", "Tempo 30 km/h", "Tempo 30 km/h"),
    ("fr", "Ouvrez Réglages → Modèles.", "Ouvrez Réglages, Modèles."),
    ("de", "Zeile eins\nZeile zwei", "Zeile eins, Zeile zwei"),
    ("de", "Bitte nicht stö-\nren.", "Bitte nicht stören."),
    ("es", "Código 4006381333931", "Código 4 0 0 6, 3 8 1 3, 3 3 9 3 1"),
    ("de", "Farbe #859fa9 erkannt", "Farbe erkannt"),
    ("en", "Temperature 21°C.", "Temperature 21 degrees Celsius."),
    ("en", "Open Settings → Models.", "Open Settings, then Models."),
  ])
  func onlyEnglishGetsEnglishWords(_ code: String, _ written: String, _ spoken: String) throws {
    let language = try Language.parse(code)
    #expect(SpokenText.forEar(written, language: language) == spoken)
    // The default is the person's language.
    #expect(Language.$current.withValue(language) { SpokenText.forEar(written) } == spoken)
  }
}
