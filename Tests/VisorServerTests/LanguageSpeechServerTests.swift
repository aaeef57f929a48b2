import Foundation
import Testing
import VisorAPI
import VisorCore
import VisorFeatures
import VisorMedia
import VisorServer

/// Issue 27 over HTTP: `/v1/audio/transcriptions` and `/api/v1/transcriptions` honour `language`,
/// `/api/v1/models` lists each voice's languages and quality, and speech speaks the person's
/// language — with the real Whisper base, espeak-ng and Piper (scripts/setup.sh).
@Suite(.serialized, .enabled(if: LanguageSpeechModels.run))
struct LanguageSpeechServerTests {
  static let german = "Vorsicht, der Boden ist nass. Bitte benutzen Sie den Eingang auf der linken Seite."
  static let spanish = "Cuidado, el suelo está mojado. Por favor, use la entrada de la izquierda."

  /// A sentence spoken by the espeak-ng voice `voice`, as a WAV upload.
  static func recording(_ text: String, voice: String, app: VisorApplication) async throws -> Data {
    let espeak = try #require(app.models.entry(id: "local/espeak-ng")?.synthesizer)
    return try AudioEncoder.encode(try await espeak.synthesize(text, voice: voice), format: .wav).data
  }

  /// Lower-case words; "ß" as "ss", the way Whisper often writes German (Swiss spelling, same word).
  static func words(_ text: String) -> [String] {
    let folded = text.lowercased().replacingOccurrences(of: "ß", with: "ss")
    return String(folded.map { $0.isLetter ? $0 : " " }).split(separator: " ").map(String.init)
  }

  /// The share of `reference`'s words found in `heard` (order ignored: a coarse check here; the
  /// ordered word match and its figures are LanguageSpeechTests').
  static func share(_ reference: String, _ heard: String) -> Double {
    let said = Set(words(heard))
    let wanted = words(reference)
    return Double(wanted.filter(said.contains).count) / Double(max(wanted.count, 1))
  }

  @Test(.live, .timeLimit(.minutes(5)))
  func openAITranscriptionsHonourLanguageOverRealHTTP() async throws {
    try LanguageSpeechModels.require()
    try await withApp(configure: OpenAILocalModels.configure) { t in
      let (_, token) = try await t.user("lena")
      try await t.app.models.entry(id: "local/whisper-base")?.warm?()
      let german = try await Self.recording(Self.german, voice: "de", app: t.app)
      func transcribe(_ audio: Data, _ fields: [String: String]) async throws -> TestApp.Reply {
        let (body, type) = TestApp.multipart(
          [("file", "speech.wav", "audio/wav", audio)]
            + fields.sorted { $0.key < $1.key }.map { ($0.key, nil, nil, Data($0.value.utf8)) })
        return try await t.request(
          "POST", "/v1/audio/transcriptions", token: token, body: body, contentType: type)
      }
      let told = try await transcribe(
        german, ["model": "whisper-1", "language": "de", "response_format": "verbose_json"])
      #expect(told.status == 200, "\(told.text)")
      #expect(told.json["language"] as? String == "german")
      let text = told.json["text"] as? String ?? ""
      print("/v1/audio/transcriptions language=de: \(text)")
      #expect(Self.share(Self.german, text) >= 0.6, "\(text)")

      // No language: detected (OpenAI's rule), and said in verbose_json.
      let spanish = try await Self.recording(Self.spanish, voice: "es", app: t.app)
      let detected = try await transcribe(spanish, ["model": "whisper-1", "response_format": "verbose_json"])
      #expect(detected.status == 200, "\(detected.text)")
      #expect(detected.json["language"] as? String == "spanish")

      // A tag Whisper does not know: 400 naming what is accepted.
      let garbage = try await transcribe(german, ["model": "whisper-1", "language": "klingon!"])
      #expect(garbage.status == 400)
      #expect(garbage.errorParam == "language")
      #expect(garbage.openAIError?["code"] as? String == "unsupported_language")
      let message = garbage.openAIError?["message"] as? String ?? ""
      #expect(message.contains("de (Deutsch)") && message.contains("uk"), "\(message)")

      // tiny.en asked for Spanish: 400 that says to use whisper-base.
      let tiny = try await transcribe(spanish, ["model": "local/whisper-tiny-en", "language": "es"])
      #expect(tiny.status == 400)
      #expect(tiny.openAIError?["code"] as? String == "unsupported_language")
      let tinyMessage = (tiny.openAIError?["message"] as? String) ?? ""
      #expect(tinyMessage.contains("local/whisper-base"), "\(tinyMessage)")
      // …and tiny.en with English (or none) still works.
      let english = try await transcribe(
        german, ["model": "local/whisper-tiny-en", "language": "en-GB", "response_format": "verbose_json"])
      #expect(english.status == 200, "\(english.text)")
      #expect(english.json["language"] as? String == "english")
    }
  }

  @Test(.timeLimit(.minutes(5)))
  func nativeTranscriptionsReportTheRealLanguage() async throws {
    try LanguageSpeechModels.require()
    try await withApp(configure: OpenAILocalModels.configure) { t in
      let (_, token) = try await t.user("mateo")
      let spanish = try await Self.recording(Self.spanish, voice: "es", app: t.app)
      func transcribe(_ fields: [String: String]) async throws -> TestApp.Reply {
        let (body, type) = TestApp.multipart(
          [("audio", "speech.wav", "audio/wav", spanish)]
            + fields.sorted { $0.key < $1.key }.map { ($0.key, nil, nil, Data($0.value.utf8)) })
        return try await t.request(
          "POST", "/api/v1/transcriptions", token: token, body: body, contentType: type)
      }
      let told = try await transcribe(["language": "es-MX"])
      #expect(told.status == 200, "\(told.text)")
      let response = try told.decode(TranscriptionResponse.self)
      #expect(response.language == "es")
      #expect(response.model == "local/whisper-base")
      #expect(response.languageProbability == nil)
      #expect(Self.share(Self.spanish, response.text) >= 0.7, "\(response.text)")

      let auto = try await transcribe(["language": "auto"])
      let detected = try auto.decode(TranscriptionResponse.self)
      #expect(detected.language == "es")
      #expect((detected.languageProbability ?? 0) > 0.5)

      let bad = try await transcribe(["language": "xx-notalanguage"])
      #expect(bad.status == 400)
      #expect(bad.errorCode == "unsupported_language")
      #expect(bad.errorMessage?.contains("es (Español)") == true)
      let tiny = try await transcribe(["language": "es", "model": "local/whisper-tiny-en"])
      #expect(tiny.status == 400)
      #expect(tiny.errorCode == "unsupported_language")
      #expect(tiny.errorMessage?.contains("local/whisper-base") == true)
    }
  }

  @Test func modelsListTheVoicesWithTheirLanguagesAndQuality() async throws {
    try LanguageSpeechModels.require()
    try await withApp(configure: OpenAILocalModels.configure) { t in
      let (_, token) = try await t.user("noor")
      let list = try await t.request("GET", "/api/v1/models", token: token).decode(ModelListResponse.self)
      let espeak = try #require(list.items.first { $0.id == "local/espeak-ng" })
      let german = try #require(espeak.voiceDetails?.first { $0.id == "de" })
      #expect(german.languages.contains("de"))
      #expect(german.quality == "robotic")
      #expect(german.note?.contains("Robotic") == true)
      for code in Language.supportedCodes where code != "en" {
        #expect(espeak.voiceDetails?.contains { $0.languages.contains(code) } == true, "no voice for \(code)")
      }
      let joe = try #require(list.items.first { $0.id == "local/piper-joe" }?.voiceDetails?.first)
      #expect(joe.quality == "natural" && joe.languages.contains("en"))
      let base = try #require(list.items.first { $0.id == "local/whisper-base" })
      #expect(base.defaultFor.contains("transcription"))
      #expect(list.items.contains { $0.id == "local/whisper-tiny-en" && $0.state != "missing" })
    }
  }

  /// Settings → Models reads in the person's language: each model's and each voice's note, with the
  /// voice's language named in it; English is what it always was.
  @Test func modelAndVoiceNotesAreInThePersonsLanguage() async throws {
    try LanguageSpeechModels.require()
    try await withApp(configure: OpenAILocalModels.configure) { t in
      let (_, token) = try await t.user("zoe")
      func list(_ language: String) async throws -> ModelListResponse {
        #expect(
          try await t.request("PATCH", "/api/v1/me", token: token, json: ["language": language]).status == 200
        )
        return try await t.request("GET", "/api/v1/models", token: token).decode(ModelListResponse.self)
      }
      func voice(_ list: ModelListResponse, _ model: String, _ id: String) -> VoiceResponse? {
        list.items.first { $0.id == model }?.voiceDetails?.first { $0.id == id }
      }
      let expected = [
        (
          "en", "Piper neural voice \"joe\": English only.",
          "Robotic voice (espeak-ng formant synthesis), Spanish (Latin America): clear, but plainly a machine."
        ),
        (
          "fr", "Voix neuronale Piper « joe » : anglais seulement.",
          "Voix robotique (synthèse par formants d'espeak-ng), espagnol (Amérique latine) : claire, mais on entend que c'est une machine."
        ),
      ]
      var inFrench: ModelListResponse?
      for (language, piper, espeak) in expected {
        let models = try await list(language)
        #expect(models.items.first { $0.id == "local/piper-joe" }?.note == piper)
        #expect(voice(models, "local/espeak-ng", "es-419")?.note == espeak)
        if language == "fr" { inFrench = models }
      }
      let french = try #require(inFrench)
      #expect(
        french.items.first { $0.id == "local/scene" }?.note?.hasPrefix("Faits sur la photo, hors ligne")
          == true)
      let russian = try await list("ru")
      if let ru = voice(russian, "local/festival", "ru-nsh") {  // Festival's Russian voice, where installed
        #expect(ru.note?.contains("русский (nsh, выбор единиц)") == true, "\(ru.note ?? "")")
      }
      // Every note Visor writes itself is in Russian: no English sentence left in the list.
      for item in russian.items where item.id.hasPrefix("local/") {
        let notes = [item.note] + (item.voiceDetails ?? []).map(\.note)
        for note in notes.compactMap({ $0 }) {
          #expect(!note.contains(" the ") && !note.contains("voice"), "\(item.id): \(note)")
        }
      }
    }
  }

  @Test(.timeLimit(.minutes(5)))
  func speechSpeaksThePersonsLanguageAndFallsBackToEnglish() async throws {
    try LanguageSpeechModels.require()
    try await withApp(configure: OpenAILocalModels.configure) { t in
      let german = try Language.parse("de-AT")
      // No voice named: the German voice; a named voice still wins.
      let choice = try Language.$current.withValue(german) {
        try t.app.models.speechVoice(requested: nil, profile: nil)
      }
      // Pico's German when installed (the clearest, registered first), else espeak-ng's.
      let pico = t.app.models.entry(id: "local/pico")?.available == true
      let (germanModel, germanVoice) = pico ? ("local/pico", "de-de") : ("local/espeak-ng", "de")
      #expect(choice.entry.descriptor.id == germanModel && choice.voice == germanVoice && choice.note == nil)
      let named = try Language.$current.withValue(german) {
        try t.app.models.speechVoice(requested: "joe", profile: nil)
      }
      #expect(named.entry.descriptor.id == "local/piper-joe")
      let profile = try Language.$current.withValue(german) {
        try t.app.models.speechVoice(requested: nil, profile: "joe")
      }
      #expect(profile.voice == germanVoice, "an English profile voice does not read German")
      // Italian: Pico, else Festival; Russian: Festival (both clearer than espeak-ng, registered before it).
      if t.app.models.entry(id: "local/festival")?.available == true {
        for (code, model, voice) in [
          ("it", pico ? "local/pico" : "local/festival", pico ? "it-it" : "it-lp"),
          ("ru", "local/festival", "ru-nsh"),
        ] {
          let choice = try Language.$current.withValue(try Language.parse(code)) {
            try t.app.models.speechVoice(requested: nil, profile: nil)
          }
          #expect(choice.entry.descriptor.id == model && choice.voice == voice, "\(code)")
        }
      }
      let english = try t.app.models.speechVoice(requested: nil, profile: nil)
      #expect(english.entry.descriptor.id == "local/piper-joe")

      // The German voice, heard back by Whisper base told the language.
      let sentence = "Die Apotheke ist heute geschlossen."
      let clip = try await Language.$current.withValue(german) {
        try await t.app.features.speech.speak(
          sentence, voice: nil, profileVoice: nil, format: "wav", model: nil)
      }
      let heard = try await t.app.features.speech.transcribe(clip.data, model: nil, language: .code("de"))
      print("German voice → Whisper base: \(heard.text)")
      #expect(heard.language == "de")
      #expect(Self.share(sentence, heard.text) >= 0.5, "\(heard.text)")

      // Without Pico and espeak-ng nothing speaks German: the English voice speaks, with a note, never
      // a failure.
      t.app.models.remove(id: "local/pico")
      t.app.models.remove(id: "local/espeak-ng")
      let fallback = try Language.$current.withValue(german) {
        try t.app.models.speechVoice(requested: nil, profile: nil)
      }
      #expect(fallback.entry.descriptor.id == "local/piper-joe")
      #expect(fallback.note?.code == "voice_missing_for_language")
      #expect(fallback.note?.message.contains("Deutsch") == true)
      let spoken = try await Language.$current.withValue(german) {
        try await t.app.features.speech.speak(
          "Hallo.", voice: nil, profileVoice: nil, format: "wav", model: nil)
      }
      #expect(spoken.data.count > 1000)
    }
  }
}

/// Whisper base, tiny.en, Piper and espeak-ng installed, or required (VISOR_REQUIRE_MODELS=1).
enum LanguageSpeechModels {
  static var installed: Bool {
    OpenAILocalModels.speech && OpenAILocalModels.exists("whisper-base/model.bin")
      && FileManager.default.isExecutableFile(atPath: "/usr/bin/espeak-ng")
  }
  static var run: Bool { installed || OpenAILocalModels.required }
  static func require() throws { try OpenAILocalModels.require(installed, "Whisper base and espeak-ng") }
}
