import Foundation
import Testing
import VisorAPI
import VisorKit
import VisorKitTesting

/// The garage, chat, imagine, cute-o-meter, home and settings models against a real server.
@MainActor
@Suite(.tags(.live), .serialized) struct FeatureModelTests {
  @Test func theGarageIdentifiesWithACropListsWithImagesAndDeletes() async throws {
    try await withServer { server in
      let client = try await server.client("alice")
      let garage = GarageModel(client: client)
      await garage.load()
      #expect(garage.cars.isEmpty && !garage.isLoading)
      await garage.identify(
        Photo(try Fixtures.jpeg()), crop: CropBoxRequest(x: 0.55, y: 0.08, width: 0.43, height: 0.32))
      let car = try #require(garage.cars.first)
      #expect(garage.lastResult?.found == true && car.brand == "Porsche" && !garage.isIdentifying)
      await garage.load()
      #expect(garage.cars.map(\.id) == [car.id] && !garage.hasMore)
      await garage.loadImage(of: car)
      #expect(garage.images[car.id]?.starts(with: [0xFF, 0xD8]) == true)
      await garage.delete(car)
      #expect(garage.cars.isEmpty && garage.images.isEmpty)
      #expect(try await client.cars().items.isEmpty, "deleted on the server")
      await garage.delete(car)
      #expect(garage.errorMessage?.isEmpty == false, "deleting twice says why it failed")
    }
  }

  @Test func chatsStreamRenameFavouriteSearchAndDelete() async throws {
    try await withServer { server in
      let client = try await server.client("bob")
      let list = ChatListModel(client: client)
      let created = try #require(await list.newChat())
      let conversation = ConversationModel(client: client, chatID: created.id)
      await conversation.load()
      await conversation.loadModels()
      #expect(conversation.availableModels.contains("test/chat") && conversation.model == "test/chat")
      await conversation.choose(model: "test/eyes")
      #expect(conversation.model == "test/eyes")
      #expect(!conversation.canSend, "an empty draft cannot be sent")
      conversation.draft = "   "
      await conversation.send()
      #expect(conversation.messages.isEmpty && server.vision.calls == 0)
      conversation.draft = "Tell me about red cars"
      conversation.attachment = Photo(try Fixtures.jpeg())
      await conversation.send()
      #expect(
        conversation.messages.map(\.content) == [
          "Tell me about red cars", "A red car. It is parked. The sky is blue.",
        ])
      #expect(
        conversation.messages.first?.imageUrl != nil && conversation.streamingReply == nil
          && conversation.draft.isEmpty)

      await list.load()
      let chat = try #require(list.chats.first)
      await list.rename(chat, to: "  Red cars ")
      #expect(list.chats.first?.title == "Red cars")
      await list.toggleFavorite(try #require(list.chats.first))
      list.favoritesOnly = true
      await list.load()
      #expect(list.chats.map(\.id) == [chat.id])
      list.favoritesOnly = false
      list.searchText = "parked"
      await list.load()
      #expect(list.chats.map(\.id) == [chat.id])
      list.searchText = "giraffe"
      await list.load()
      #expect(list.chats.isEmpty)
      list.searchText = ""
      await list.load()
      await list.delete(try #require(list.chats.first))
      #expect(list.chats.isEmpty)
      #expect(try await client.chats().items.isEmpty)
    }
  }

  @Test func imagineRefusesEmptyPromptsAndKeepsAGallery() async throws {
    try await withServer { server in
      let client = try await server.client("carol")
      let imagine = ImagineModel(client: client)
      imagine.prompt = "  "
      #expect(!imagine.canGenerate)
      await imagine.generate()
      #expect(imagine.gallery.isEmpty)
      #expect(try await client.images().items.isEmpty, "nothing was submitted")
      imagine.prompt = "a red fox in snow"
      await imagine.generate()
      let image = try #require(imagine.gallery.first)
      #expect(image.prompt == "a red fox in snow" && imagine.prompt.isEmpty && imagine.errorMessage == nil)
      await imagine.loadContent(of: image)
      #expect(imagine.contents[image.id]?.starts(with: [0x89, 0x50]) == true)
      await imagine.toggleFavorite(image)
      #expect(imagine.gallery.first?.favorite == true)
      await imagine.load(favoritesOnly: true)
      #expect(imagine.gallery.map(\.id) == [image.id])
      await imagine.delete(image)
      #expect(imagine.gallery.isEmpty)
      #expect(try await client.images().items.isEmpty)
    }
  }

  @Test func theCuteOMeterScoresAPhotoAndSaysWhyItCannot() async throws {
    try await withServer { server in
      let meter = CuteOMeterModel(client: try await server.client("dave"))
      await meter.measure(Photo(try Fixtures.jpeg()))
      let score = try #require(meter.score, "\(meter.errorMessage ?? "")")
      #expect((0...100).contains(score) && meter.verdict != nil && !meter.isMeasuring)
      await meter.measure(Photo(Data("not a photo".utf8)))
      #expect(meter.score == nil && meter.verdict == nil && meter.errorMessage?.isEmpty == false)
    }
  }

  @Test func homeAndSettingsShowAndSaveTheProfileAndTokens() async throws {
    try await withServer { server in
      let client = try await server.client("erin")
      _ = try await client.analyze(Photo(try Fixtures.jpeg()))
      let home = HomeModel(client: client)
      await home.load()
      #expect(home.name == "erin" && home.stats?.counts.analyses == 1 && home.stats?.recent.count == 1)

      let settings = SettingsModel(client: client)
      await settings.load()
      #expect(
        settings.user?.username == "erin" && settings.voices.contains("tone") && settings.tokens.count == 1)
      #expect(!settings.hasChanges)
      settings.displayName = "Erin"
      settings.accentColor = "#30d158"
      settings.voice = "tone"
      settings.speakByDefault = true
      #expect(settings.hasChanges)
      await settings.save()
      #expect(!settings.hasChanges && settings.errorMessage == nil)
      let me = try await client.me()
      #expect(
        me.displayName == "Erin" && me.accentColor == "#30d158" && me.voice == "tone" && me.speakByDefault)
      await home.load()
      #expect(home.name == "Erin")
      settings.accentColor = "red"
      await settings.save()
      #expect(settings.errorMessage?.isEmpty == false, "the server's sentence about the colour")
      settings.accentColor = "#30d158"

      await settings.createToken(named: "iPad")
      let secret = try #require(settings.newTokenSecret)
      #expect(try VisorClient(baseURL: server.url, token: secret).token == secret)
      #expect(settings.tokens.map(\.name).sorted() == ["iPad", "test"])
      settings.dismissNewToken()
      #expect(settings.newTokenSecret == nil)
      await settings.revoke(try #require(settings.tokens.first { $0.name == "iPad" }))
      #expect(settings.tokens.map(\.name) == ["test"])
      let revoked = await #expect(throws: VisorClientError.self) {
        try await VisorClient(baseURL: server.url, token: secret).me()
      }
      #expect(revoked?.status == 401)
    }
  }
}
