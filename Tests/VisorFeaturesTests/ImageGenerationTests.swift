import Foundation
import Synchronization
import Testing
import VisorCore
import VisorStore

@testable import VisorFeatures

/// Image generation owned by `ImageService` for both surfaces (issue 22 item 3): the gallery keeps
/// the image, OpenAI's path keeps nothing; one quota, one set of checks and sentences, one model
/// choice. Over SQLite `:memory:`, a real file blob store and a scripted generator; no HTTP.
@Suite struct ImageGenerationTests {
  /// Draws a few bytes that name the prompt and size it was asked for, or refuses as a provider does.
  final class ScriptedGenerator: ImageGenerator {
    let id = "test/painter"
    let refusal: VisorError?
    private let asked = Mutex<[(prompt: String, size: String)]>([])
    var calls: [(prompt: String, size: String)] { asked.withLock { $0 } }
    init(refusal: VisorError? = nil) { self.refusal = refusal }
    func generate(prompt: String, size: String) async throws -> GeneratedImage {
      asked.withLock { $0.append((prompt, size)) }
      if let refusal { throw refusal }
      return GeneratedImage(data: Data("PNG \(size) \(prompt)".utf8), mimeType: "image/png")
    }
  }

  struct Setup {
    let store: SQLiteStore
    let blobs: FileBlobStore
    let directory: URL
    let models = ModelRegistry()
    let images: ImageService
    let quotas: QuotaService

    init(requestsPerMinute: Int? = nil, generator: ScriptedGenerator?) throws {
      directory = FileManager.default.temporaryDirectory.appending(path: "visor-images-\(UUID().uuidString)")
      store = try SQLiteStore(path: ":memory:", logger: .silent)
      blobs = try FileBlobStore(root: directory)
      // A fixed instant mid-minute: the window cannot roll over between two calls of a test.
      quotas = QuotaService(
        store: store, defaults: QuotaOverrides(requestsPerMinute: requestsPerMinute),
        now: { Date(timeIntervalSince1970: 1_796_143_330) })
      if let generator {
        models.register(
          .init(
            descriptor: ModelDescriptor(id: generator.id, capabilities: [.imageGeneration], state: .remote),
            generator: generator))
      }
      images = ImageService(
        models: models, store: store, blobs: blobs, logger: .silent,
        outbox: OutboxProcessor(store: store, blobs: blobs, logger: .silent), quotas: quotas)
    }

    func user(_ name: String) async throws -> User {
      let user = User(username: name, isAdmin: false)
      try await store.createUser(user, passwordHash: "")
      return user
    }

    func gallery(of user: User) async throws -> [GalleryImage] {
      try await store.galleryImages(userID: user.id, favoritesOnly: false, limit: 100, cursor: nil).items
    }
  }

  static func withSetup(
    requestsPerMinute: Int? = nil, generator: ScriptedGenerator? = ScriptedGenerator(),
    _ body: (Setup) async throws -> Void
  ) async throws {
    let setup = try Setup(requestsPerMinute: requestsPerMinute, generator: generator)
    defer { try? FileManager.default.removeItem(at: setup.directory) }
    try await body(setup)
  }

  @Test func theGalleryKeepsItsImageAndTheOpenAIPathKeepsNone() async throws {
    let painter = ScriptedGenerator()
    try await Self.withSetup(generator: painter) { setup in
      let ada = try await setup.user("ada")
      let kept = try await setup.images.generate(user: ada, prompt: "  a red fox in snow \n", size: nil)
      #expect(kept.prompt == "a red fox in snow")
      #expect(kept.size == ImageService.defaultSize)
      #expect(kept.model == painter.id)
      #expect(try await setup.gallery(of: ada).map(\.id) == [kept.id])
      #expect(try await setup.images.content(of: kept) == Data("PNG 1024x1024 a red fox in snow".utf8))

      // OpenAI's "auto" is the default size; a listed size passes through as asked.
      let drawn = try await setup.images.draw(user: ada, prompt: "a blue boat", size: "auto")
      #expect(drawn.image.data == Data("PNG 1024x1024 a blue boat".utf8))
      #expect(drawn.model == painter.id)
      let tall = try await setup.images.draw(user: ada, prompt: "a tower", size: "1024x1536")
      #expect(tall.image.data == Data("PNG 1024x1536 a tower".utf8))
      #expect(painter.calls.map(\.size) == ["1024x1024", "1024x1024", "1024x1536"])
      // Nothing more was saved: still one gallery row and one file.
      #expect(try await setup.gallery(of: ada).count == 1)
      #expect(try await setup.blobs.list(prefix: "images/").count == 1)
    }
  }

  @Test func badPromptsAndSizesAreRefusedWithOneWordingBeforeTheGenerator() async throws {
    let painter = ScriptedGenerator()
    try await Self.withSetup(generator: painter) { setup in
      let ada = try await setup.user("ada")
      let long = String(repeating: "a", count: ImageService.maxPromptLength + 1)
      let cases: [(prompt: String, size: String?, code: ErrorCode, mention: String)] = [
        ("", nil, .missingField, "\"prompt\" is required"),
        (" \n\t", nil, .missingField, "\"prompt\" is required"),
        (long, nil, .promptTooLong, "\(long.count) characters; the limit is 4000"),
        ("a fox", "999x999", .invalidField, "1024x1024"),
        ("a fox", "huge", .invalidField, "got \"huge\""),
      ]
      for c in cases {
        let gallery = await refusal {
          _ = try await setup.images.generate(user: ada, prompt: c.prompt, size: c.size)
        }
        let openAI = await refusal {
          _ = try await setup.images.draw(user: ada, prompt: c.prompt, size: c.size)
        }
        #expect(gallery?.code == c.code, "\(c.code.name)")
        #expect(gallery?.message.contains(c.mention) == true, "\(gallery?.message ?? "")")
        // The same sentence on both surfaces.
        #expect(openAI?.code == gallery?.code)
        #expect(openAI?.message == gallery?.message)
      }
      #expect(painter.calls.isEmpty)
      #expect(try await setup.gallery(of: ada).isEmpty)
    }
  }

  @Test func aReachedQuotaRefusesBeforeTheGeneratorOnBothPaths() async throws {
    let painter = ScriptedGenerator()
    try await Self.withSetup(requestsPerMinute: 2, generator: painter) { setup in
      let ada = try await setup.user("ada")
      let bob = try await setup.user("bob")
      _ = try await setup.images.generate(user: ada, prompt: "one", size: nil)
      _ = try await setup.images.draw(user: ada, prompt: "two", size: nil)
      for path in ["gallery", "openai"] {
        let error = await refusal {
          if path == "gallery" {
            _ = try await setup.images.generate(user: ada, prompt: "three", size: nil)
          } else {
            _ = try await setup.images.draw(user: ada, prompt: "three", size: nil)
          }
        }
        #expect(error?.code == .rateLimited, "\(path)")
        #expect(error?.message.contains("2 requests a minute") == true, "\(error?.message ?? "")")
        #expect((error?.retryAfter ?? 0) >= 1)
      }
      #expect(painter.calls.map(\.prompt) == ["one", "two"])
      #expect(try await setup.gallery(of: ada).count == 1)
      #expect(try await setup.quotas.status(userID: ada.id)[.requestsPerMinute]?.remaining == 0)
      // Another account's quota is its own.
      _ = try await setup.images.generate(user: bob, prompt: "mine", size: nil)
      #expect(painter.calls.count == 3)
    }
  }

  @Test func withoutAGeneratorBothPathsSayHowToConfigureOne() async throws {
    try await Self.withSetup(generator: nil) { setup in
      let ada = try await setup.user("ada")
      let gallery = await refusal {
        _ = try await setup.images.generate(user: ada, prompt: "a fox", size: nil)
      }
      let openAI = await refusal {
        _ = try await setup.images.draw(user: ada, prompt: "a fox", size: nil)
      }
      for error in [gallery, openAI] {
        #expect(error?.code == .notConfigured)
        #expect(error?.message == ModelRegistry.howToConfigure(.imageGeneration))
      }
      // A surface's model choice that names a model without a generator gets the same sentence.
      setup.models.register(
        .init(descriptor: ModelDescriptor(id: "test/blind", capabilities: [.imageGeneration], state: .remote))
      )
      let chosen = await refusal {
        _ = try await setup.images.draw(
          user: ada, prompt: "a fox", size: nil,
          model: { try $0.resolve("test/blind", for: .imageGeneration) })
      }
      #expect(chosen?.code == .notConfigured)
      #expect(chosen?.message == ModelRegistry.howToConfigure(.imageGeneration))
      #expect(try await setup.gallery(of: ada).isEmpty)
      #expect(try await setup.blobs.list(prefix: "images/").isEmpty)
    }
  }

  @Test func aProviderRefusalIsPassedOnAndNothingIsKept() async throws {
    let moderation = VisorError(
      .providerBadRequest, "The image provider refused the prompt (moderation_blocked).")
    let painter = ScriptedGenerator(refusal: moderation)
    try await Self.withSetup(generator: painter) { setup in
      let ada = try await setup.user("ada")
      let error = await refusal {
        _ = try await setup.images.generate(user: ada, prompt: "something", size: nil)
      }
      #expect(error?.code == .providerBadRequest)
      #expect(error?.message == moderation.message)
      #expect(painter.calls.count == 1)
      #expect(try await setup.gallery(of: ada).isEmpty)
      #expect(try await setup.blobs.list(prefix: "images/").isEmpty)
    }
  }
}
