import Foundation
import Synchronization
import Testing
import VisorCore
import VisorMedia
import VisorStore
import VisorTestSupport

@testable import VisorFeatures

/// What the OpenAI surface now asks of the native services instead of doing itself (issue 22 item 3):
/// speech cleaned for the ear, transcription's language, decoding and silence rules with the
/// catalogue's sentences, a conversation the caller keeps, and the model listing.
@Suite struct SpeechAndCompletionTests {
  static let photos = PhotoWork(
    work: BlockingWork(label: "test.media", width: 1), maxLongSide: 1600, maxMegapixels: 40)

  /// Says back a tone per chunk and remembers the words it was given.
  final class RecordingSynthesizer: SpeechSynthesizer {
    let id = "test/recording-voice"
    let voices = ["plain"]
    let silent: Bool
    private let heard = Mutex<[String]>([])
    var said: String { heard.withLock { $0.joined(separator: " ") } }
    init(silent: Bool = false) { self.silent = silent }
    func synthesize(_ text: String, voice: String?) async throws -> PCMAudio {
      heard.withLock { $0.append(text) }
      return PCMAudio(samples: silent ? [] : SpeechAndCompletionTests.tone(seconds: 0.2), sampleRate: 16_000)
    }
  }

  /// Hears only English; says what it was asked for and how long the audio was.
  final class EnglishOnlyRecognizer: SpeechRecognizer {
    let id = "test/english-ears"
    let languages: [String]? = ["en"]
    private let calls = Mutex(0)
    var count: Int { calls.withLock { $0 } }
    func transcribe(_ audio: PCMAudio) async throws -> String {
      calls.withLock { $0 += 1 }
      return "heard \(Int((audio.durationSeconds * 10).rounded())) tenths"
    }
  }

  /// Answers with the text parts it was sent, reversed, and counts the images.
  struct EchoModel: ChatModel {
    let id = "test/echo"
    func stream(_ messages: [ChatMessage], options: ChatOptions) -> AsyncThrowingStream<String, Error> {
      let words = messages.flatMap(\.parts).compactMap { part -> String? in
        if case .text(let text) = part { return text }
        return nil
      }
      let images = messages.flatMap(\.parts).filter {
        if case .image = $0 { return true }
        return false
      }.count
      return AsyncThrowingStream { continuation in
        for word in words.reversed() { continuation.yield(word + " ") }
        continuation.yield("images: \(images)")
        continuation.finish()
      }
    }
  }

  static func tone(seconds: Double, amplitude: Float = 0.4) -> [Float] {
    (0..<Int(seconds * 16_000)).map { amplitude * sin(Float($0) * 2 * .pi * 440 / 16_000) }
  }

  static func wav(_ samples: [Float]) throws -> Data {
    try AudioEncoder.encode(PCMAudio(samples: samples, sampleRate: 16_000), format: .wav).data
  }

  @Test func speechIsCleanedForTheEarOnEveryPath() async throws {
    let text = "Open Settings → Models; it drove at 20 km/h, said local/imagenet."
    let cleaned = SpokenText.forEar(text, language: .english)
    #expect(cleaned != text, "the example must be one the cleaning changes")

    // The path OpenAI's /v1/audio/speech takes: a synthesizer it chose, the service's words.
    let direct = RecordingSynthesizer()
    let pcm = try await Language.$current.withValue(.english) {
      try await SpeechService(models: ModelRegistry(), photos: Self.photos).synthesize(
        text, voice: nil, with: direct)
    }
    #expect(direct.said == cleaned)
    #expect(direct.said.contains("then Models") && direct.said.contains("kilometres per hour"))
    #expect(!direct.said.contains("local/imagenet"))
    #expect(pcm.durationSeconds > 0.1)

    // The native path (/api/v1/speech) says the same words.
    let registered = RecordingSynthesizer()
    let registry = ModelRegistry()
    registry.register(
      .init(
        descriptor: ModelDescriptor(id: registered.id, capabilities: [.speech], state: .remote),
        synthesizer: registered))
    let clip = try await Language.$current.withValue(.english) {
      try await SpeechService(models: registry, photos: Self.photos).speak(
        text, voice: nil, profileVoice: nil, format: "wav", model: nil)
    }
    #expect(registered.said == direct.said)
    #expect(clip.data.prefix(4) == Data("RIFF".utf8))

    // A model that gives back no sound is an error, not an empty file.
    do {
      _ = try await SpeechService(models: ModelRegistry(), photos: Self.photos).synthesize(
        "Hello.", voice: nil, with: RecordingSynthesizer(silent: true))
      Issue.record("no audio was returned as audio")
    } catch let error as VisorError {
      #expect(error.code == .synthesisFailed)
    }
  }

  @Test func transcriptionHasOneSetOfRulesAndSentences() async throws {
    let ears = EnglishOnlyRecognizer()
    let entry = ModelRegistry.Entry(
      descriptor: ModelDescriptor(id: ears.id, capabilities: [.transcription], state: .remote),
      recognizer: ears)
    let speech = SpeechService(models: ModelRegistry(), photos: Self.photos)

    // Heard: 1.5 s of tone, in English (asked, detected or the person's).
    for language in [HearingLanguage.code("en"), .detect, nil] {
      let heard = try await Language.$current.withValue(.english) {
        try await speech.transcribe(try Self.wav(Self.tone(seconds: 1.5)), with: entry, language: language)
      }
      #expect(heard.text == "heard 15 tenths")
      #expect(heard.model == ears.id)
      #expect(abs(heard.durationSeconds - 1.5) < 0.05)
    }

    // German asked of an English-only model: refused before decoding (the bytes are not audio at
    // all), in the person's language, from the catalogue.
    let german = try Language.parse("de")
    do {
      _ = try await Language.$current.withValue(german) {
        try await speech.transcribe(Data("not audio".utf8), with: entry, language: .code("de"))
      }
      Issue.record("an English-only model took German")
    } catch let error as VisorError {
      #expect(error.code == .unsupportedLanguage)
      #expect(
        error.message
          == MessageCatalogue.for(german).text(
            "speech.languageUnheard",
            ["model": .text(ears.id), "languages": .text("en"), "language": .text("de")]))
      #expect(error.message.contains("versteht nur en"), "\(error.message)")
    }

    // Silence is never sent to the model, and says so in the person's language.
    let before = ears.count
    do {
      _ = try await Language.$current.withValue(german) {
        try await speech.transcribe(
          try Self.wav(Array(repeating: 0, count: 16_000)), with: entry, language: .detect)
      }
      Issue.record("silence was transcribed")
    } catch let error as VisorError {
      #expect(error.code == .audioSilent)
      #expect(error.message == MessageCatalogue.for(german).text("speech.silent"))
      #expect(error.message != MessageCatalogue.english.text("speech.silent"))
    }
    #expect(ears.count == before)

    // Bytes that are no recording.
    await #expect(throws: VisorError.self) {
      try await speech.transcribe(Data("not audio".utf8), with: entry, language: .detect)
    }
    #expect(ears.count == before)
  }

  @Test func aConversationTheCallerKeepsIsAnsweredAndItsPhotosMadeReady() async throws {
    let store = try SQLiteStore(path: ":memory:", logger: .silent)
    let directory = FileManager.default.temporaryDirectory.appending(
      path: "visor-complete-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let blobs = try FileBlobStore(root: directory)
    let chats = ChatService(
      models: ModelRegistry(), store: store, blobs: blobs, photos: Self.photos, logger: .silent,
      outbox: OutboxProcessor(store: store, blobs: blobs, logger: .silent))

    let png = try PNGMaker.solid(width: 3000, height: 2000)
    let jpeg = try await chats.ingestImage(png)
    #expect(jpeg.prefix(2) == Data([0xFF, 0xD8]), "a chat's photo is a JPEG")
    #expect(jpeg != png)

    let echo = ModelRegistry.Entry(
      descriptor: ModelDescriptor(id: "test/echo", capabilities: [.chat, .vision], state: .remote),
      chat: EchoModel())
    let messages = [
      ChatMessage(role: .system, text: "Be brief."),
      ChatMessage(role: .user, parts: [.image(jpeg, mimeType: "image/jpeg"), .text("What is it?")]),
    ]
    var reply = ""
    for try await delta in try chats.complete(messages, with: echo, options: ChatOptions()) { reply += delta }
    #expect(reply == "What is it? Be brief. images: 1")
    // Saved nowhere.
    #expect(try await store.userCount() == 0)

    let mute = ModelRegistry.Entry(
      descriptor: ModelDescriptor(id: "test/mute", capabilities: [.speech], state: .remote))
    #expect(throws: VisorError.self) { _ = try chats.complete(messages, with: mute, options: ChatOptions()) }
  }

  @Test func theModelListingSaysWhatCanRunAndTheDefaults() throws {
    let registry = ModelRegistry()
    registry.register(
      .init(
        descriptor: ModelDescriptor(id: "test/echo", capabilities: [.chat], state: .remote), chat: EchoModel()
      ))
    registry.register(
      .init(
        descriptor: ModelDescriptor(id: "test/absent", capabilities: [.chat], state: .remote),
        chat: EchoModel(),
        available: false))
    let none = FileManager.default.temporaryDirectory.appending(path: "visor-none-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: none) }
    let service = ModelService(
      registry: registry,
      files: RegisteredModels(
        directory: none, registry: registry, configuration: VisorConfiguration(),
        workers: ModelSetup.Workers(),
        supportDirectory: nil, logger: .silent),
      classifiers: CustomClassifiers(
        directory: none, registry: registry, logger: .silent, blobs: try FileBlobStore(root: none),
        counters: nil),
      workers: ModelSetup.Workers())
    #expect(service.availableIDs() == ["test/echo"])
    #expect(service.defaultModel(for: .chat)?.id == "test/echo")
    #expect(service.defaultModel(for: .chat)?.available == true)
    #expect(service.defaultModel(for: .speech) == nil)
  }
}
