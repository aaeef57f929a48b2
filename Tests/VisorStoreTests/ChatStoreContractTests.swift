import Foundation
import Testing
import VisorCore
import VisorStore

/// The `ChatStore` contract, run against every store in `StoreFactory.all`.
@Suite struct ChatStoreContractTests {
  func message(
    _ chat: Chat, _ role: ChatMessage.Role, _ content: String, at offset: Int, imageKey: String? = nil
  ) -> ChatMessageRecord {
    ChatMessageRecord(
      chatID: chat.id, userID: chat.userID, role: role, content: content, imageKey: imageKey,
      model: role == .assistant ? chat.model : nil, createdAt: fixedDate(offset))
  }

  @Test(arguments: StoreFactory.all)
  func messagesReadBackOldestFirstAndKeepTheChatsCountsCurrent(_ factory: StoreFactory) async throws {
    try await withStore(factory) { store in
      let ada = try await makeUser(store, "ada")
      let chat = Chat(userID: ada.id, model: "local/smollm2-135m", createdAt: fixedDate())
      try await store.createChat(chat)
      #expect(try await store.chat(id: chat.id, userID: ada.id) == chat)

      let first = message(chat, .user, "What is the capital of France?", at: 1000)
      let second = message(chat, .assistant, "Paris.\n\nIt is also   its largest city.", at: 2000)
      try await store.appendChatMessage(first)
      try await store.appendChatMessage(second)
      #expect(try await store.chatMessages(chatID: chat.id, userID: ada.id) == [first, second])
      #expect(try await store.chatMessage(id: second.id, userID: ada.id) == second)

      let updated = try #require(try await store.chat(id: chat.id, userID: ada.id))
      #expect(updated.messageCount == 2)
      #expect(updated.lastMessagePreview == "Paris. It is also its largest city.")
      #expect(updated.updatedAt == fixedDate(2000))
      #expect(updated.createdAt == fixedDate())
    }
  }

  @Test(arguments: StoreFactory.all)
  func anotherUsersChatIsInvisibleAndUntouchable(_ factory: StoreFactory) async throws {
    try await withStore(factory) { store in
      let ada = try await makeUser(store, "ada")
      let eve = try await makeUser(store, "eve")
      let chat = Chat(userID: ada.id, title: "Secret plans", model: "m", createdAt: fixedDate())
      try await store.createChat(chat)
      try await store.appendChatMessage(message(chat, .user, "the treasure is buried", at: 10))

      #expect(try await store.chat(id: chat.id, userID: eve.id) == nil)
      #expect(try await store.chatMessages(chatID: chat.id, userID: eve.id).isEmpty)
      #expect(
        try await store.chats(userID: eve.id, filter: ChatFilter(), limit: 10, cursor: nil).items.isEmpty)
      #expect(
        try await store.chats(userID: eve.id, filter: ChatFilter(query: "treasure"), limit: 10, cursor: nil)
          .items.isEmpty)
      #expect(
        try await store.updateChat(
          id: chat.id, userID: eve.id, changes: ChatChanges(favorite: true), at: Date())
          == nil)
      #expect(try await store.setAutomaticChatTitle(id: chat.id, userID: eve.id, title: "x") == false)
      #expect(try await store.deleteChat(id: chat.id, userID: eve.id) == nil)
      var intruder = message(chat, .user, "mine now", at: 20)
      intruder.userID = eve.id
      await #expect(throws: VisorError.self) { try await store.appendChatMessage(intruder) }
      #expect(try await store.chat(id: chat.id, userID: ada.id)?.messageCount == 1)
    }
  }

  @Test(arguments: StoreFactory.all)
  func searchFindsWordsInMessagesAndTitlesWithASnippet(_ factory: StoreFactory) async throws {
    try await withStore(factory) { store in
      let ada = try await makeUser(store, "ada")
      let cooking = Chat(userID: ada.id, title: "Cooking", model: "m", createdAt: fixedDate())
      let travel = Chat(userID: ada.id, title: "Holiday ideas", model: "m", createdAt: fixedDate(1))
      let untitled = Chat(userID: ada.id, model: "m", createdAt: fixedDate(2))
      for chat in [cooking, travel, untitled] { try await store.createChat(chat) }
      try await store.appendChatMessage(
        message(cooking, .user, "How long should I boil a soft egg for breakfast?", at: 100))
      try await store.appendChatMessage(
        message(travel, .user, "Where can I see penguins in Europe?", at: 200))
      try await store.appendChatMessage(
        message(untitled, .assistant, "Crème brûlée needs eggs too.", at: 300))

      func ids(_ query: String) async throws -> [UUID] {
        try await store.chats(userID: ada.id, filter: ChatFilter(query: query), limit: 10, cursor: nil).items
          .map(\.chat.id)
      }
      #expect(try await ids("penguins") == [travel.id])
      #expect(try await ids("holiday") == [travel.id])  // the title
      #expect(try await ids("egg") == [untitled.id, cooking.id])  // prefix: egg, eggs
      #expect(try await ids("creme brulee") == [untitled.id])  // diacritics folded
      #expect(try await ids("NEAR(\"boil") == [])  // syntax is matched as words, never parsed
      #expect(try await ids("boil egg") == [cooking.id])
      #expect(try await ids("***").isEmpty)

      let hit = try #require(
        try await store.chats(userID: ada.id, filter: ChatFilter(query: "boil"), limit: 10, cursor: nil).items
          .first)
      #expect(hit.snippet?.contains("boil a soft egg") == true)
      let titleOnly = try #require(
        try await store.chats(userID: ada.id, filter: ChatFilter(query: "cooking"), limit: 10, cursor: nil)
          .items.first)
      #expect(titleOnly.chat.id == cooking.id)
      #expect(titleOnly.snippet == nil)
      let plain = try await store.chats(userID: ada.id, filter: ChatFilter(), limit: 10, cursor: nil)
      #expect(plain.items.allSatisfy { $0.snippet == nil })

      // A renamed chat is found by its new title only.
      _ = try await store.updateChat(
        id: cooking.id, userID: ada.id, changes: ChatChanges(title: "Kitchen"), at: fixedDate(400))
      #expect(try await ids("kitchen") == [cooking.id])
      #expect(try await ids("cooking").isEmpty)
    }
  }

  @Test(arguments: StoreFactory.all)
  func listIsNewestUpdatedFirstAcrossPagesAndFiltersFavourites(_ factory: StoreFactory) async throws {
    try await withStore(factory) { store in
      let ada = try await makeUser(store, "ada")
      var chats: [Chat] = []
      for index in 0..<23 {
        let chat = Chat(userID: ada.id, model: "m", favorite: index % 5 == 0, createdAt: fixedDate(index / 2))
        chats.append(chat)
        try await store.createChat(chat)
      }
      // A new message moves the oldest chat to the top.
      try await store.appendChatMessage(message(chats[0], .user, "bump", at: 10_000))
      var seen: [UUID] = []
      var cursor: String?
      repeat {
        let page = try await store.chats(userID: ada.id, filter: ChatFilter(), limit: 4, cursor: cursor)
        seen += page.items.map(\.chat.id)
        cursor = page.nextCursor
      } while cursor != nil
      #expect(seen.count == 23)
      #expect(Set(seen).count == 23)
      #expect(seen.first == chats[0].id)

      let favourites = try await store.chats(
        userID: ada.id, filter: ChatFilter(favoritesOnly: true), limit: 50, cursor: nil)
      #expect(Set(favourites.items.map(\.chat.id)) == Set(chats.filter(\.favorite).map(\.id)))
      await #expect(throws: VisorError.self) {
        _ = try await store.chats(userID: ada.id, filter: ChatFilter(), limit: 4, cursor: "garbage!")
      }
    }
  }

  @Test(arguments: StoreFactory.all)
  func renameFavouriteAndAutomaticTitleNeverOverwritesTheUsers(_ factory: StoreFactory) async throws {
    try await withStore(factory) { store in
      let ada = try await makeUser(store, "ada")
      let chat = Chat(userID: ada.id, model: "m", createdAt: fixedDate())
      try await store.createChat(chat)
      #expect(try await store.setAutomaticChatTitle(id: chat.id, userID: ada.id, title: "Auto one"))
      #expect(try await store.setAutomaticChatTitle(id: chat.id, userID: ada.id, title: "Auto two") == false)
      #expect(try await store.chat(id: chat.id, userID: ada.id)?.title == "Auto one")

      let renamed = try #require(
        try await store.updateChat(
          id: chat.id, userID: ada.id, changes: ChatChanges(title: "Mine", favorite: true, model: "other"),
          at: fixedDate(5000)))
      #expect(renamed.title == "Mine")
      #expect(renamed.favorite)
      #expect(renamed.model == "other")
      #expect(renamed.updatedAt == fixedDate(5000))

      let cleared = try #require(
        try await store.updateChat(
          id: chat.id, userID: ada.id, changes: ChatChanges(title: .some(nil)), at: fixedDate(6000)))
      #expect(cleared.title == nil)
      #expect(cleared.favorite)
    }
  }

  @Test(arguments: StoreFactory.all)
  func deletingAChatReturnsItsImageKeysAndRemovesItsMessages(_ factory: StoreFactory) async throws {
    try await withStore(factory) { store in
      let ada = try await makeUser(store, "ada")
      let chat = Chat(userID: ada.id, model: "m", createdAt: fixedDate())
      let other = Chat(userID: ada.id, model: "m", createdAt: fixedDate())
      try await store.createChat(chat)
      try await store.createChat(other)
      let key = "chats/\(ada.id.uuidString.lowercased())/\(UUID().uuidString.lowercased()).jpg"
      let keep = "chats/\(ada.id.uuidString.lowercased())/\(UUID().uuidString.lowercased()).jpg"
      let withImage = message(chat, .user, "", at: 1, imageKey: key)
      try await store.appendChatMessage(withImage)
      try await store.appendChatMessage(message(chat, .assistant, "zebra crossing", at: 2))
      try await store.appendChatMessage(message(other, .user, "look", at: 3, imageKey: keep))
      #expect(try await store.chat(id: chat.id, userID: ada.id)?.lastMessagePreview == "zebra crossing")
      #expect(try await store.allImageKeys() == [key, keep])

      #expect(try await store.deleteChat(id: chat.id, userID: ada.id) == [key])
      #expect(try await store.deleteChat(id: chat.id, userID: ada.id) == nil)
      #expect(try await store.chat(id: chat.id, userID: ada.id) == nil)
      #expect(try await store.chatMessage(id: withImage.id, userID: ada.id) == nil)
      #expect(
        try await store.chats(userID: ada.id, filter: ChatFilter(query: "zebra"), limit: 10, cursor: nil)
          .items
          .isEmpty)
      #expect(try await store.allImageKeys() == [keep])

      // Deleting the user hands back the remaining chat images.
      #expect(try await store.deleteUser(id: ada.id) == [keep])
      #expect(try await store.allImageKeys().isEmpty)
    }
  }

  @Test(arguments: StoreFactory.all)
  func chatsOfUnknownUsersAndMessagesOfUnknownChatsAreRefused(_ factory: StoreFactory) async throws {
    try await withStore(factory) { store in
      await #expect(throws: VisorError.self) {
        try await store.createChat(Chat(userID: UUID(), model: "m"))
      }
      let ada = try await makeUser(store, "ada")
      await #expect(throws: VisorError.self) {
        try await store.appendChatMessage(
          ChatMessageRecord(chatID: UUID(), userID: ada.id, role: .user, content: "hello"))
      }
    }
  }
}

/// The `GalleryStore` contract, run against every store in `StoreFactory.all`.
@Suite struct GalleryStoreContractTests {
  func image(_ user: User, at offset: Int, prompt: String = "a red fox in snow") -> GalleryImage {
    let id = UUID()
    return GalleryImage(
      id: id, userID: user.id, prompt: prompt, size: "1024x1024", model: "openai/gpt-image-1",
      imageKey: "images/\(user.id.uuidString.lowercased())/\(id.uuidString.lowercased()).png",
      mimeType: "image/png", createdAt: fixedDate(offset))
  }

  @Test(arguments: StoreFactory.all)
  func savedImagesListNewestFirstFavouriteAndDelete(_ factory: StoreFactory) async throws {
    try await withStore(factory) { store in
      let ada = try await makeUser(store, "ada")
      let images = (0..<9).map { image(ada, at: $0 / 2) }
      for image in images.shuffled() { try await store.saveGalleryImage(image) }
      #expect(try await store.galleryImage(id: images[3].id, userID: ada.id) == images[3])

      var seen: [GalleryImage] = []
      var cursor: String?
      repeat {
        let page = try await store.galleryImages(
          userID: ada.id, favoritesOnly: false, limit: 2, cursor: cursor)
        seen += page.items
        cursor = page.nextCursor
      } while cursor != nil
      let expected = images.sorted {
        ($0.createdAt, $0.id.uuidString.lowercased()) > ($1.createdAt, $1.id.uuidString.lowercased())
      }
      #expect(seen == expected)

      let favourite = try #require(
        try await store.setGalleryImageFavorite(id: images[1].id, userID: ada.id, favorite: true))
      #expect(favourite.favorite)
      #expect(
        try await store.galleryImages(userID: ada.id, favoritesOnly: true, limit: 10, cursor: nil).items.map(
          \.id)
          == [images[1].id])
      #expect(Set(try await store.allImageKeys()) == Set(images.map(\.imageKey)))

      #expect(
        try await store.deleteGalleryImage(id: images[1].id, userID: ada.id)?.imageKey == images[1].imageKey)
      #expect(try await store.deleteGalleryImage(id: images[1].id, userID: ada.id) == nil)
      #expect(try await store.galleryImage(id: images[1].id, userID: ada.id) == nil)
    }
  }

  @Test(arguments: StoreFactory.all)
  func anotherUsersImageIsInvisible(_ factory: StoreFactory) async throws {
    try await withStore(factory) { store in
      let ada = try await makeUser(store, "ada")
      let eve = try await makeUser(store, "eve")
      let picture = image(ada, at: 0)
      try await store.saveGalleryImage(picture)
      #expect(try await store.galleryImage(id: picture.id, userID: eve.id) == nil)
      #expect(
        try await store.galleryImages(userID: eve.id, favoritesOnly: false, limit: 10, cursor: nil).items
          .isEmpty)
      #expect(try await store.setGalleryImageFavorite(id: picture.id, userID: eve.id, favorite: true) == nil)
      #expect(try await store.deleteGalleryImage(id: picture.id, userID: eve.id) == nil)
      #expect(try await store.galleryImage(id: picture.id, userID: ada.id)?.favorite == false)
      #expect(try await store.deleteUser(id: ada.id) == [picture.imageKey])
      await #expect(throws: VisorError.self) { try await store.saveGalleryImage(image(ada, at: 1)) }
    }
  }
}

/// The activity summary's chats and generated images (analyses and records:
/// `RecognizerStoreContractTests`), run against every store in `StoreFactory.all`.
@Suite struct ActivityContractTests {
  @Test(arguments: StoreFactory.all)
  func activityCountsChatsAndImagesAndTheirFavouritesAndListsThemByTime(_ factory: StoreFactory) async throws
  {
    try await withStore(factory) { store in
      let ada = try await makeUser(store, "ada")
      let eve = try await makeUser(store, "eve")
      let longTitle = String(repeating: "é", count: 130)
      let plain = Chat(userID: ada.id, title: "Trip to Porto", model: "m", createdAt: fixedDate(1))
      let favourite = Chat(
        userID: ada.id, title: longTitle, model: "m", favorite: true, createdAt: fixedDate(3))
      try await store.createChat(plain)
      try await store.createChat(favourite)
      try await store.createChat(Chat(userID: eve.id, title: "Eve's", model: "m", createdAt: fixedDate(5)))
      let gallery = GalleryStoreContractTests()
      let fox = gallery.image(ada, at: 2)
      try await store.saveGalleryImage(fox)
      try await store.saveGalleryImage(gallery.image(ada, at: 4, prompt: "a blue heron"))
      _ = try await store.setGalleryImageFavorite(id: fox.id, userID: ada.id, favorite: true)
      try await store.saveAnalysis(makeAnalysis(ada, createdAt: fixedDate(0), message: "A red bicycle."))

      let activity = try await store.activity(userID: ada.id, recentLimit: 10)
      #expect(activity.counts["chats"] == 2 && activity.favorites["chats"] == 1)
      #expect(activity.counts["images"] == 2 && activity.favorites["images"] == 1)
      #expect(activity.counts["analyses"] == 1)
      #expect(activity.recent.map(\.type) == ["image", "chat", "image", "chat", "analysis"])
      #expect(
        activity.recent.map(\.title) == [
          "a blue heron", String(repeating: "é", count: 120), "a red fox in snow", "Trip to Porto",
          "A red bicycle.",
        ])
      #expect(activity.recent[1].id == favourite.id)
      let three = try await store.activity(userID: ada.id, recentLimit: 3)
      #expect(three.recent.map(\.type) == ["image", "chat", "image"])
      let none = try await store.activity(userID: UUID(), recentLimit: 10)
      #expect(none.counts["chats"] == 0 && none.favorites["images"] == 0 && none.recent.isEmpty)
    }
  }
}
