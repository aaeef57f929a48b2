import Foundation
import Testing
import VisorAPI
import VisorCore
import VisorFeatures
import VisorProviders
import VisorServer
import VisorTestSupport

/// `/api/v1/images` over real loopback HTTP: generation through an OpenAI-compatible image model whose
/// HTTP answers are recorded (RecordedTransport), the gallery, and the 501 without a provider.
@Suite struct ImageTests {
  /// Registers `openai/gpt-image-1` answering from `responses`; returns the transport to inspect.
  @discardableResult
  func registerRecordedGenerator(_ t: TestApp, _ responses: [RecordedResponse]) -> RecordedTransport {
    let transport = RecordedTransport(responses)
    let client = OpenAICompatibleClient(
      configuration: ProviderPresets.openAI(), apiKey: "sk-test", transport: transport,
      logger: Logger(label: "test", minimumLevel: .error),
      retryPolicy: ProviderRetryPolicy(maxRetries: 0))
    let generator = OpenAICompatibleImageGenerator(client: client, model: "gpt-image-1")
    t.app.models.register(
      .init(
        descriptor: ModelDescriptor(id: generator.id, capabilities: [.imageGeneration], state: .remote),
        generator: generator))
    return transport
  }

  /// What OpenAI's images API answers for gpt-image-1 (b64_json), with `png` as the image.
  func recordedImage(_ png: Data) -> RecordedResponse {
    .json(
      200,
      """
      {"created": 1750000000, "background": "opaque", "output_format": "png", "quality": "medium",
       "size": "1024x1024",
       "data": [{"b64_json": "\(png.base64EncodedString())"}],
       "usage": {"input_tokens": 12, "output_tokens": 1056, "total_tokens": 1068,
                 "input_tokens_details": {"image_tokens": 0, "text_tokens": 12}}}
      """)
  }

  @Test func withoutAnImageModelGeneratingAnswers501WithHowToConfigure() async throws {
    try await withApp { t in
      let (_, token) = try await t.user("alice")
      let reply = try await t.request(
        "POST", "/api/v1/images/generate", token: token, json: ["prompt": "a red fox in snow"])
      #expect(reply.status == 501)
      #expect(reply.errorCode == "not_configured")
      #expect(reply.errorMessage == ModelRegistry.howToConfigure(.imageGeneration))
      let list = try await t.request("GET", "/api/v1/images", token: token)
      #expect(list.status == 200)
      #expect((list.json["items"] as? [Any])?.isEmpty == true)
    }
  }

  @Test func aGeneratedImageRoundTripsThroughTheGallery() async throws {
    try await withApp { t in
      let png = try PNGMaker.solid(width: 32, height: 32, rgb: (250, 120, 10))
      let transport = registerRecordedGenerator(t, [recordedImage(png)])
      let (alice, token) = try await t.user("alice")

      let created = try await t.request(
        "POST", "/api/v1/images/generate", token: token,
        json: ["prompt": "  an orange square, flat colour  ", "size": "512x512"])
      #expect(created.status == 201, "\(created.text)")
      let image = try created.decode(GalleryImageResponse.self)
      #expect(image.prompt == "an orange square, flat colour")
      #expect(image.size == "512x512")
      #expect(image.model == "openai/gpt-image-1")
      #expect(image.mimeType == "image/png")
      #expect(image.favorite == false)
      #expect(image.contentUrl == "/api/v1/images/\(image.id)/content")

      // What was sent to the provider.
      let sent = try #require(transport.requests.first)
      #expect(sent.url.absoluteString == "https://api.openai.com/v1/images/generations")
      let body = try #require(try JSONSerialization.jsonObject(with: sent.body ?? Data()) as? [String: Any])
      #expect(body["prompt"] as? String == "an orange square, flat colour")
      #expect(body["size"] as? String == "512x512")
      #expect(body["model"] as? String == "gpt-image-1")

      let content = try await t.request("GET", image.contentUrl, token: token)
      #expect(content.status == 200)
      #expect(content.header("Content-Type") == "image/png")
      #expect(content.body == png)
      #expect(try await t.app.blobs.exists("images/\(alice.id.uuidString.lowercased())/\(image.id).png"))

      let fetched = try await t.request("GET", "/api/v1/images/\(image.id)", token: token)
      #expect(try fetched.decode(GalleryImageResponse.self) == image)
      let list = try await t.request("GET", "/api/v1/images", token: token)
      #expect(try list.decode(ListResponse<GalleryImageResponse>.self).items == [image])
      #expect(list.json["nextCursor"] is NSNull)

      let favourite = try await t.request(
        "PATCH", "/api/v1/images/\(image.id)", token: token, json: ["favorite": true])
      #expect(favourite.json["favorite"] as? Bool == true)
      let favourites = try await t.request("GET", "/api/v1/images?favorite=true", token: token)
      #expect((favourites.json["items"] as? [[String: Any]])?.count == 1)
      // Home's stats see the gallery.
      let stats = try await t.request("GET", "/api/v1/stats", token: token)
      #expect((stats.json["counts"] as? [String: Any])?["images"] as? Int == 1)
      #expect((stats.json["favorites"] as? [String: Any])?["images"] as? Int == 1)
      #expect((stats.json["recent"] as? [[String: Any]])?.first?["type"] as? String == "image")
      _ = try await t.request("PATCH", "/api/v1/images/\(image.id)", token: token, json: ["favorite": false])
      let none = try await t.request("GET", "/api/v1/images?favorite=true", token: token)
      #expect((none.json["items"] as? [Any])?.isEmpty == true)
      #expect(
        try await t.request("PATCH", "/api/v1/images/\(image.id)", token: token, json: ["prompt": "x"]).status
          == 400)

      #expect(try await t.request("DELETE", "/api/v1/images/\(image.id)", token: token).status == 204)
      #expect(try await t.request("DELETE", "/api/v1/images/\(image.id)", token: token).status == 404)
      #expect(try await t.request("GET", image.contentUrl, token: token).status == 404)
      #expect(try await t.app.blobs.list(prefix: "images/").isEmpty)
    }
  }

  @Test func badPromptsAndSizesAreRefusedBeforeTheProviderIsAsked() async throws {
    try await withApp { t in
      let transport = registerRecordedGenerator(t, [])
      let (_, token) = try await t.user("alice")
      let cases: [([String: Any], String)] = [
        ([:], "prompt"),
        (["prompt": "   "], "prompt"),
        (["prompt": String(repeating: "a", count: 4001)], "4000"),
        (["prompt": "a fox", "size": "999x999"], "1024x1024"),
        (["prompt": "a fox", "n": 2], "n"),
      ]
      for (body, mention) in cases {
        let reply = try await t.request("POST", "/api/v1/images/generate", token: token, json: body)
        #expect(reply.status == 400, "\(body)")
        #expect(reply.errorMessage?.contains(mention) == true, "\(reply.text)")
      }
      #expect(transport.requests.isEmpty)
    }
  }

  @Test func aProviderRefusalIsPassedOnAndNothingIsSaved() async throws {
    try await withApp { t in
      registerRecordedGenerator(
        t,
        [
          .json(
            400,
            #"{"error":{"message":"Your request was rejected as a result of our safety system.","type":"image_generation_user_error","param":null,"code":"moderation_blocked"}}"#
          )
        ])
      let (_, token) = try await t.user("alice")
      let reply = try await t.request(
        "POST", "/api/v1/images/generate", token: token, json: ["prompt": "something"])
      #expect((400..<600).contains(reply.status))
      #expect(reply.status != 500)
      #expect(reply.errorMessage?.isEmpty == false)
      #expect(
        (try await t.request("GET", "/api/v1/images", token: token).json["items"] as? [Any])?.isEmpty == true)
      #expect(try await t.app.blobs.list(prefix: "images/").isEmpty)
    }
  }

  /// One service under both surfaces: a generation counts one request against the quota on either
  /// (the route does not count it a second time), the gallery keeps its image, `/v1` keeps none.
  @Test func eachGenerationCountsOnceOnEitherSurfaceAndOnlyTheGalleryKeepsIt() async throws {
    try await withApp(configure: { $0.requestsPerMinute = 3 }) { t in
      QuotaTests.fixClock(t)
      let png = try PNGMaker.solid(width: 8, height: 8, rgb: (10, 200, 30))
      let transport = registerRecordedGenerator(t, [recordedImage(png), recordedImage(png)])
      let (alice, token) = try await t.user("alice")
      let kept = try await t.request(
        "POST", "/api/v1/images/generate", token: token, json: ["prompt": "a green square"])
      #expect(kept.status == 201, "\(kept.text)")
      let drawn = try await t.request(
        "POST", "/v1/images/generations", token: token,
        json: ["model": "dall-e-3", "prompt": "a green square", "size": "auto"])
      #expect(drawn.status == 200, "\(drawn.text)")
      let data = try #require(drawn.json["data"] as? [[String: Any]])
      #expect(data.first?["b64_json"] as? String == png.base64EncodedString())
      // "auto" reached the provider as the default size.
      let body = try #require(
        try JSONSerialization.jsonObject(with: transport.requests.last?.body ?? Data()) as? [String: Any])
      #expect(body["size"] as? String == "1024x1024")
      // Two generations and this read: the limit of 3 is used up, not exceeded.
      #expect(try await QuotaTests.limits(t, token).requestsPerMinute.remaining == 0)
      #expect(
        try await t.app.store.galleryImages(userID: alice.id, favoritesOnly: false, limit: 10, cursor: nil)
          .items.count == 1)
      #expect(try await t.app.blobs.list(prefix: "images/").count == 1)
      // Over the limit, both surfaces refuse before the provider is asked.
      let openAI = try await t.request(
        "POST", "/v1/images/generations", token: token, json: ["prompt": "one more"])
      #expect(openAI.status == 429)
      #expect(
        openAI.text.contains("rate_limit_error") && openAI.text.contains("rate_limited"), "\(openAI.text)")
      let native = try await t.request(
        "POST", "/api/v1/images/generate", token: token, json: ["prompt": "one more"])
      #expect(native.status == 429)
      #expect(native.errorCode == "rate_limited")
      #expect(native.header("Retry-After") != nil)
      #expect(transport.requests.count == 2)
    }
  }

  @Test func anotherUsersImageIsNotFoundOnEveryEndpoint() async throws {
    try await withApp { t in
      registerRecordedGenerator(t, [recordedImage(try PNGMaker.solid(width: 8, height: 8))])
      let (_, alice) = try await t.user("alice")
      let (_, bob) = try await t.user("bob")
      let created = try await t.request(
        "POST", "/api/v1/images/generate", token: alice, json: ["prompt": "mine"])
      let id = try #require(created.json["id"] as? String)

      #expect(try await t.request("GET", "/api/v1/images/\(id)", token: bob).status == 404)
      #expect(try await t.request("GET", "/api/v1/images/\(id)/content", token: bob).status == 404)
      #expect(
        try await t.request("PATCH", "/api/v1/images/\(id)", token: bob, json: ["favorite": true]).status
          == 404)
      #expect(try await t.request("DELETE", "/api/v1/images/\(id)", token: bob).status == 404)
      #expect(
        (try await t.request("GET", "/api/v1/images", token: bob).json["items"] as? [Any])?.isEmpty == true)
      #expect(try await t.request("GET", "/api/v1/images", token: nil).status == 401)

      let still = try await t.request("GET", "/api/v1/images/\(id)", token: alice)
      #expect(still.status == 200)
      #expect(still.json["favorite"] as? Bool == false)
    }
  }

  @Test func deletingTheAccountRemovesItsChatImagesAndGeneratedImages() async throws {
    try await withApp { t in
      registerRecordedGenerator(t, [recordedImage(try PNGMaker.solid(width: 8, height: 8))])
      try t.registerScripted(ScriptedChatModel(id: "test/vision"), capabilities: [.vision, .chat])
      let (carol, token) = try await t.user("carol")
      let (_, other) = try await t.user("dave")
      let generated = try await t.request(
        "POST", "/api/v1/images/generate", token: token, json: ["prompt": "mine"])
      #expect(generated.status == 201)
      let chat = try await t.createChat(token)
      let photo = try PNGMaker.solid(width: 16, height: 16).base64EncodedString()
      let sent = try await t.request(
        "POST", "/api/v1/chats/\(chat)/messages", token: token,
        json: ["content": "look", "imageBase64": photo])
      #expect(sent.status == 200)
      let daveChat = try await t.createChat(other)
      _ = try await t.request(
        "POST", "/api/v1/chats/\(daveChat)/messages", token: other,
        json: ["content": "mine", "imageBase64": photo])
      let prefix = carol.id.uuidString.lowercased()
      #expect(try await t.app.blobs.list(prefix: "").filter { $0.key.contains(prefix) }.count == 2)
      #expect(try await t.app.store.allImageKeys().count == 3)

      #expect(try await t.request("DELETE", "/api/v1/me", token: token).status == 204)
      let left = try await t.app.blobs.list(prefix: "").map(\.key)
      #expect(left.filter { $0.contains(prefix) }.isEmpty)
      #expect(left.count == 1)
      #expect(try await t.app.store.allImageKeys() == Set(left))
    }
  }
}
