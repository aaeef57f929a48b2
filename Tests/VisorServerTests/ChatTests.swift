import Foundation
import Testing
import VisorAPI
import VisorCore
import VisorFeatures
import VisorHTTP
import VisorStore
import VisorTestSupport

@testable import VisorServer

/// `/api/v1/chats` over real loopback HTTP, with scripted models registered in the app's registry and
/// the real local SmolLM2 where installed.
@Suite struct ChatTests {
  @Test func aChatRoundTripRepliesSavesBothMessagesAndTitlesTheChat() async throws {
    try await withApp { t in
      let model = try t.registerScripted(ScriptedChatModel())
      let (_, token) = try await t.user("alice")
      let created = try await t.request("POST", "/api/v1/chats", token: token, json: [:])
      #expect(created.status == 201)
      #expect(created.json["model"] as? String == "test/scripted")
      #expect(created.json["title"] is NSNull)
      #expect(created.json["favorite"] as? Bool == false)
      #expect(created.json["messageCount"] as? Int == 0)
      #expect(created.json["lastMessagePreview"] is NSNull)
      let id = try #require(created.json["id"] as? String)
      #expect(id == id.lowercased())

      let reply = try await t.request(
        "POST", "/api/v1/chats/\(id)/messages", token: token,
        json: ["content": "what's the BEST way to learn Swift concurrency, really?"])
      #expect(reply.status == 200, "\(reply.text)")
      let body = try reply.decode(ChatReplyResponse.self)
      #expect(body.message.role == "user")
      #expect(body.message.content == "what's the BEST way to learn Swift concurrency, really?")
      #expect(body.message.imageUrl == nil)
      #expect(body.reply.role == "assistant")
      #expect(body.reply.content == "Hello there!")
      #expect(body.reply.model == "test/scripted")

      // The model got the system note and the user's message, and a reply budget.
      let sent = try #require(model.received.first)
      #expect(sent.first?.role == .system)
      #expect(
        sent.last == ChatMessage(role: .user, text: "what's the BEST way to learn Swift concurrency, really?")
      )
      #expect(model.options.first?.maxTokens == ChatContextBudget.remoteDefault.replyTokens)

      let detail = try await t.request("GET", "/api/v1/chats/\(id)", token: token)
      #expect(detail.status == 200)
      let chat = try detail.decode(ChatDetailResponse.self)
      #expect(chat.title == "What's the BEST way to learn")
      #expect(chat.messageCount == 2)
      #expect(chat.lastMessagePreview == "Hello there!")
      #expect(chat.messages.map(\.role) == ["user", "assistant"])
      #expect(chat.messages.map(\.id) == [body.message.id, body.reply.id])

      // The second exchange sends the whole conversation and keeps the title.
      _ = try await t.request(
        "POST", "/api/v1/chats/\(id)/messages", token: token, json: ["content": "and then?"])
      #expect(model.received.last?.count == 4)
      #expect(model.received.last?[2] == ChatMessage(role: .assistant, text: "Hello there!"))
      let export = try await t.request("GET", "/api/v1/me/export", token: token).decode(ExportResponse.self)
      #expect(export.chats.map(\.id) == [id])
      #expect(export.chats.first?.messages.count == 4)
      let again = try await t.request("GET", "/api/v1/chats/\(id)", token: token)
      #expect(again.json["title"] as? String == "What's the BEST way to learn")
      #expect(again.json["messageCount"] as? Int == 4)
    }
  }

  @Test func aGivenTitleIsKeptAndTheModelMustExist() async throws {
    try await withApp { t in
      try t.registerScripted(ScriptedChatModel())
      let (_, token) = try await t.user("alice")
      let id = try await t.createChat(token, model: "test/scripted", title: "  My plans  ")
      _ = try await t.request(
        "POST", "/api/v1/chats/\(id)/messages", token: token, json: ["content": "hello"])
      #expect(
        try await t.request("GET", "/api/v1/chats/\(id)", token: token).json["title"] as? String == "My plans"
      )

      let unknown = try await t.request(
        "POST", "/api/v1/chats", token: token, json: ["model": "nope/nothing"])
      #expect(unknown.status == 400)
      #expect(unknown.errorCode == "unknown_model")
      #expect(unknown.errorMessage?.contains("test/scripted") == true)

      // A model without chat (a speech voice) is not a chat model.
      let voice = try await t.request("POST", "/api/v1/chats", token: token, json: ["model": "local/flite"])
      #expect(voice.status == 400)
      let extra = try await t.request("POST", "/api/v1/chats", token: token, json: ["titel": "typo"])
      #expect(extra.status == 400)
      #expect(extra.errorMessage?.contains("titel") == true)
    }
  }

  @Test func withoutAnyChatModelCreatingAChatSaysHowToConfigureOne() async throws {
    try await withApp { t in
      let (_, token) = try await t.user("alice")
      let reply = try await t.request("POST", "/api/v1/chats", token: token, json: [:])
      #expect(reply.status == 501)
      #expect(reply.errorCode == "not_configured")
    }
  }

  @Test func repliesStreamAsServerSentEventsAndAreSaved() async throws {
    try await withApp { t in
      try t.registerScripted(
        ScriptedChatModel(delay: .milliseconds(20)) { _ in ["One", ", two", ", three."] })
      let (_, token) = try await t.user("alice")
      let id = try await t.createChat(token)
      let reply = try await t.request(
        "POST", "/api/v1/chats/\(id)/messages", token: token, json: ["content": "count for me"],
        headers: ["Accept": "text/event-stream"])
      #expect(reply.status == 200)
      #expect(reply.header("Content-Type")?.hasPrefix("text/event-stream") == true)
      let events = ParsedEvents(reply.text)
      #expect(events.names == ["text", "text", "text", "done"])
      #expect(events.text == "One, two, three.")
      let done = try #require(events.first("done"))
      let messageID = try #require(done["messageId"] as? String)
      #expect(done["id"] as? String == messageID)
      #expect(done["title"] as? String == "Count for me")
      let timings = try #require(done["timings"] as? [String: Any])
      #expect((timings["totalMs"] as? Int ?? -1) >= 40)
      #expect(timings["firstTokenMs"] is Int)

      let chat = try await t.request("GET", "/api/v1/chats/\(id)", token: token).decode(
        ChatDetailResponse.self)
      #expect(chat.messages.map(\.content) == ["count for me", "One, two, three."])
      #expect(chat.messages.last?.id == messageID)
    }
  }

  @Test func aModelFailureMidStreamEndsWithAnErrorEventAndSavesNoReply() async throws {
    try await withApp { t in
      try t.registerScripted(
        ScriptedChatModel(failure: VisorError(.providerUnavailable, "The provider broke; try again.")) { _ in
          ["Half"]
        })
      let (_, token) = try await t.user("alice")
      let id = try await t.createChat(token)
      let reply = try await t.request(
        "POST", "/api/v1/chats/\(id)/messages", token: token, json: ["content": "hi"],
        headers: ["Accept": "text/event-stream"])
      let events = ParsedEvents(reply.text)
      #expect(events.names == ["text", "error"])
      #expect(events.first("error")?["code"] as? String == "provider_unavailable")

      let json = try await t.request(
        "POST", "/api/v1/chats/\(id)/messages", token: token, json: ["content": "hi"])
      #expect(json.status == 502)
      #expect(json.errorCode == "provider_unavailable")
      let chat = try await t.request("GET", "/api/v1/chats/\(id)", token: token).decode(
        ChatDetailResponse.self)
      #expect(chat.messages.map(\.role) == ["user", "user"])
    }
  }

  @Test(.live) func aClientThatHangsUpMidStreamCancelsTheModelAndSavesNoHalfReply() async throws {
    try await withApp { t in
      let model = try t.registerScripted(
        ScriptedChatModel(delay: .milliseconds(300)) { _ in (0..<40).map { "word\($0) " } })
      let (_, token) = try await t.user("alice")
      let id = try await t.createChat(token)
      let body = #"{"content":"tell me a long story"}"#
      let request =
        "POST /api/v1/chats/\(id)/messages HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer \(token)\r\n"
        + "Accept: text/event-stream\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n\r\n"
        + body
      let seen = try await HangUpClient.readUntil(port: t.app.port, request: request, marker: "word1 ")
      #expect(seen.contains("event: text"))

      #expect(await eventually { model.cancelled == 1 })
      try await Task.sleep(for: .milliseconds(400))
      let chat = try await t.request("GET", "/api/v1/chats/\(id)", token: token).decode(
        ChatDetailResponse.self)
      #expect(chat.messages.map(\.role) == ["user"])
      #expect(chat.messages.first?.content == "tell me a long story")
    }
  }

  @Test(arguments: ["", "   ", "\n\t  \n"])
  func emptyOrWhitespaceMessagesAreRefused(_ content: String) async throws {
    try await withApp { t in
      let model = try t.registerScripted(ScriptedChatModel())
      let (_, token) = try await t.user("alice")
      let id = try await t.createChat(token)
      let reply = try await t.request(
        "POST", "/api/v1/chats/\(id)/messages", token: token, json: ["content": content])
      #expect(reply.status == 400)
      #expect(reply.errorCode == "empty_message")
      let (multipart, type) = TestApp.multipart([("content", nil, nil, Data(content.utf8))])
      let viaForm = try await t.request(
        "POST", "/api/v1/chats/\(id)/messages", token: token, body: multipart, contentType: type)
      #expect(viaForm.errorCode == "empty_message")
      #expect(model.received.isEmpty)
      #expect(
        try await t.request("GET", "/api/v1/chats/\(id)", token: token).json["messageCount"] as? Int == 0)
    }
  }

  @Test func messagesOverTheLimitAndBadBodiesAreRefused() async throws {
    try await withApp { t in
      try t.registerScripted(ScriptedChatModel())
      let (_, token) = try await t.user("alice")
      let id = try await t.createChat(token)
      let long = String(repeating: "a", count: ChatService.maxMessageLength + 1)
      let tooLong = try await t.request(
        "POST", "/api/v1/chats/\(id)/messages", token: token, json: ["content": long])
      #expect(tooLong.status == 400)
      #expect(tooLong.errorCode == "message_too_long")
      #expect(tooLong.errorMessage?.contains("8000") == true)

      let missing = try await t.request("POST", "/api/v1/chats/\(id)/messages", token: token, json: [:])
      #expect(missing.status == 400)
      #expect(missing.errorMessage?.contains("content") == true)
      let unknown = try await t.request(
        "POST", "/api/v1/chats/\(id)/messages", token: token, json: ["content": "hi", "stream": true])
      #expect(unknown.status == 400)
      let text = try await t.request(
        "POST", "/api/v1/chats/\(id)/messages", token: token, body: Data("hi".utf8), contentType: "text/plain"
      )
      #expect(text.status == 415)
    }
  }

  @Test func everyBadMessageIsTheSame4xxStreamedOrNot() async throws {
    try await withApp { t in
      let model = try t.registerScripted(ScriptedChatModel())
      let (_, token) = try await t.user("alice")
      let id = try await t.createChat(token)
      let png = try PNGMaker.solid(width: 16, height: 16).base64EncodedString()
      let cases: [(what: String, body: [String: Any], status: Int, code: String)] = [
        ("empty", ["content": "  \n "], 400, "empty_message"),
        (
          "too long", ["content": String(repeating: "a", count: ChatService.maxMessageLength + 1)], 400,
          "message_too_long"
        ),
        (
          "an image for a model that cannot see", ["content": "what?", "imageBase64": png], 400,
          "model_cannot_see"
        ),
        ("an unknown field", ["content": "hi", "stream": true], 400, "unknown_field"),
        ("no content", [:], 400, "invalid_field"),
      ]
      for c in cases {
        let json = try await t.request("POST", "/api/v1/chats/\(id)/messages", token: token, json: c.body)
        let sse = try await t.request(
          "POST", "/api/v1/chats/\(id)/messages", token: token, json: c.body,
          headers: ["Accept": "text/event-stream"])
        #expect(json.status == c.status, "\(c.what): \(json.text.prefix(200))")
        #expect(json.errorCode == c.code, "\(c.what): \(json.text.prefix(200))")
        #expect(sse.status == json.status, "\(c.what) (SSE): \(sse.text.prefix(200))")
        #expect(sse.errorCode == json.errorCode, "\(c.what) (SSE)")
        #expect(sse.errorMessage == json.errorMessage, "\(c.what) (SSE)")
      }
      let unknown = "00000000-0000-0000-0000-000000000001"
      for accept in ["application/json", "text/event-stream"] {
        let missing = try await t.request(
          "POST", "/api/v1/chats/\(unknown)/messages", token: token, json: ["content": "hi"],
          headers: ["Accept": accept])
        #expect(missing.status == 404, "\(accept)")
      }
      #expect(model.received.isEmpty)
      #expect(
        try await t.request("GET", "/api/v1/chats/\(id)", token: token).json["messageCount"] as? Int == 0)
    }
  }

  @Test func chatFramesAreThePureMappingOfTheReplyEvents() throws {
    let chatID = UUID()
    let user = User(id: UUID(), username: "a", isAdmin: false, createdAt: Date())
    let message = ChatMessageRecord(
      id: UUID(uuidString: "00000000-0000-0000-0000-00000000000A")!, chatID: chatID, userID: user.id,
      role: .user,
      content: "hi", createdAt: Date())
    let turn = ChatService.Turn(
      chat: Chat(userID: user.id, title: nil, model: "test/scripted", createdAt: Date()), user: user,
      message: message,
      model: .init(descriptor: ModelDescriptor(id: "test/scripted", capabilities: [.chat], state: .remote)),
      context: [], droppedMessages: 0, budget: .remoteDefault)
    #expect(
      ChatRoutes.frame(.text("Hel"), turn: turn) == ServerSentEvent(event: "text", data: #"{"delta":"Hel"}"#))
    let reply = ChatMessageRecord(
      id: UUID(uuidString: "00000000-0000-0000-0000-00000000000B")!, chatID: chatID, userID: user.id,
      role: .assistant, content: "Hello", createdAt: Date())
    let done = ChatRoutes.frame(.done(reply: reply, title: "Hi", timings: Timings(totalMs: 5)), turn: turn)
    #expect(done.event == "done")
    #expect(
      done.data
        == #"{"id":"00000000-0000-0000-0000-00000000000b","messageId":"00000000-0000-0000-0000-00000000000b","timings":{"firstAudioMs":null,"firstTokenMs":null,"ingestMs":null,"totalMs":5,"transcriptionMs":null},"title":"Hi","userMessageId":"00000000-0000-0000-0000-00000000000a"}"#
    )
    let failure = ChatRoutes.failureFrame(
      VisorError(.providerUnavailable, "The model failed; try again."), logger: Logger(label: "test"))
    #expect(
      failure
        == ServerSentEvent(
          event: "error", data: #"{"code":"provider_unavailable","message":"The model failed; try again."}"#))
  }

  @Test func anImageIsRefusedForAModelThatCannotSeeAndKeptForOneThatCan() async throws {
    try await withApp { t in
      try t.registerScripted(ScriptedChatModel())
      let seeing = try t.registerScripted(
        ScriptedChatModel(id: "test/vision") { messages in
          [messages.last?.hasImage == true ? "I see a red square." : "No image."]
        }, capabilities: [.vision, .chat], makeDefault: false)
      let (alice, token) = try await t.user("alice")
      let png = try PNGMaker.solid(width: 64, height: 48)

      let blind = try await t.createChat(token)
      let refused = try await t.request(
        "POST", "/api/v1/chats/\(blind)/messages", token: token,
        json: ["content": "what is this?", "imageBase64": png.base64EncodedString()])
      #expect(refused.status == 400)
      #expect(refused.errorCode == "model_cannot_see")
      #expect(refused.errorMessage?.contains("test/vision") == true)
      #expect(
        try await t.request("GET", "/api/v1/chats/\(blind)", token: token).json["messageCount"] as? Int == 0)

      let id = try await t.createChat(token, model: "test/vision")
      let garbage = try await t.request(
        "POST", "/api/v1/chats/\(id)/messages", token: token,
        json: [
          "content": "what is this?", "imageBase64": Data("not a picture at all".utf8).base64EncodedString(),
        ])
      #expect(garbage.status == 422)
      let notBase64 = try await t.request(
        "POST", "/api/v1/chats/\(id)/messages", token: token,
        json: ["content": "what?", "imageBase64": "%%%"])
      #expect(notBase64.status == 400)
      #expect(
        try await t.request("GET", "/api/v1/chats/\(id)", token: token).json["messageCount"] as? Int == 0)
      let (body, type) = TestApp.multipart([
        ("content", nil, nil, Data("what is this?".utf8)), ("image", "red.png", "image/png", png),
      ])
      let reply = try await t.request(
        "POST", "/api/v1/chats/\(id)/messages", token: token, body: body, contentType: type)
      #expect(reply.status == 200, "\(reply.text)")
      let answer = try reply.decode(ChatReplyResponse.self)
      #expect(answer.reply.content == "I see a red square.")
      let imageURL = try #require(answer.message.imageUrl)
      let sentImage = try #require(seeing.received.last?.last?.parts.first)
      if case .image(let bytes, let mime) = sentImage {
        #expect(mime == "image/jpeg")
        #expect(bytes.starts(with: [0xFF, 0xD8]))
      } else {
        Issue.record("the model was not sent the image first")
      }

      let image = try await t.request("GET", imageURL, token: token)
      #expect(image.status == 200)
      #expect(image.header("Content-Type") == "image/jpeg")
      let key = "chats/\(alice.id.uuidString.lowercased())/\(answer.message.id).jpg"
      #expect(try await t.app.blobs.exists(key))

      // The next question still shows the model the photo from earlier in the chat.
      _ = try await t.request(
        "POST", "/api/v1/chats/\(id)/messages", token: token, json: ["content": "sure?"])
      #expect(seeing.received.last?.contains { $0.hasImage } == true)

      // Deleting the chat deletes the image.
      #expect(try await t.request("DELETE", "/api/v1/chats/\(id)", token: token).status == 204)
      #expect(try await t.app.blobs.exists(key) == false)
      #expect(try await t.request("GET", imageURL, token: token).status == 404)
      #expect(try await t.request("DELETE", "/api/v1/chats/\(id)", token: token).status == 404)
    }
  }

  @Test func searchFavouriteRenameAndDelete() async throws {
    try await withApp { t in
      try t.registerScripted(ScriptedChatModel { messages in ["Noted: \(messages.last?.text ?? "")"] })
      let (_, token) = try await t.user("alice")
      let penguins = try await t.createChat(token)
      _ = try await t.request(
        "POST", "/api/v1/chats/\(penguins)/messages", token: token,
        json: ["content": "Where do emperor penguins live?"])
      let bread = try await t.createChat(token, title: "Baking")
      _ = try await t.request(
        "POST", "/api/v1/chats/\(bread)/messages", token: token, json: ["content": "sourdough starter tips"])

      let list = try await t.request("GET", "/api/v1/chats", token: token)
      let items = try #require(list.json["items"] as? [[String: Any]])
      #expect(items.compactMap { $0["id"] as? String } == [bread, penguins])
      #expect(list.json["nextCursor"] is NSNull)

      let found = try await t.request("GET", "/api/v1/chats?q=emperor%20pengu", token: token)
      let hits = try #require(found.json["items"] as? [[String: Any]])
      #expect(hits.compactMap { $0["id"] as? String } == [penguins])
      #expect((hits.first?["snippet"] as? String)?.contains("emperor penguins") == true)
      let byTitle = try await t.request("GET", "/api/v1/chats?q=baking", token: token)
      #expect((byTitle.json["items"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == [bread])
      let nothing = try await t.request("GET", "/api/v1/chats?q=%22NEAR(%2A", token: token)
      #expect(nothing.status == 200)
      #expect((nothing.json["items"] as? [Any])?.isEmpty == true)

      let favourite = try await t.request(
        "PATCH", "/api/v1/chats/\(penguins)", token: token, json: ["favorite": true, "title": "Penguins"])
      #expect(favourite.status == 200)
      #expect(favourite.json["favorite"] as? Bool == true)
      #expect(favourite.json["title"] as? String == "Penguins")
      let favourites = try await t.request("GET", "/api/v1/chats?favorite=true", token: token)
      #expect(
        (favourites.json["items"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == [penguins])
      let paged = try await t.request("GET", "/api/v1/chats?limit=1", token: token)
      #expect((paged.json["items"] as? [Any])?.count == 1)
      let cursor = try #require(paged.json["nextCursor"] as? String)
      let next = try await t.request("GET", "/api/v1/chats?limit=1&cursor=\(cursor)", token: token)
      #expect((next.json["items"] as? [Any])?.count == 1)
      #expect(
        try await t.request("GET", "/api/v1/chats?cursor=bogus", token: token).errorCode == "invalid_cursor")
      #expect(try await t.request("GET", "/api/v1/chats?limit=0", token: token).status == 400)

      let strict = try await t.request(
        "PATCH", "/api/v1/chats/\(penguins)", token: token, json: ["colour": "red"])
      #expect(strict.status == 400)
      let badModel = try await t.request(
        "PATCH", "/api/v1/chats/\(penguins)", token: token, json: ["model": "x/y"])
      #expect(badModel.errorCode == "unknown_model")
      let cleared = try await t.request(
        "PATCH", "/api/v1/chats/\(penguins)", token: token, json: ["title": NSNull()])
      #expect(cleared.json["title"] is NSNull)

      #expect(try await t.request("DELETE", "/api/v1/chats/\(penguins)", token: token).status == 204)
      #expect(try await t.request("GET", "/api/v1/chats/\(penguins)", token: token).status == 404)
      #expect(try await t.request("DELETE", "/api/v1/chats/\(penguins)", token: token).status == 404)
      let afterDelete = try await t.request("GET", "/api/v1/chats?q=penguins", token: token)
      #expect((afterDelete.json["items"] as? [Any])?.isEmpty == true)
    }
  }

  @Test func anotherUsersChatIsNotFoundOnEveryEndpoint() async throws {
    try await withApp { t in
      let model = try t.registerScripted(ScriptedChatModel())
      let (_, alice) = try await t.user("alice")
      let (_, bob) = try await t.user("bob")
      let id = try await t.createChat(alice, title: "Alice's secrets")
      let sent = try await t.request(
        "POST", "/api/v1/chats/\(id)/messages", token: alice, json: ["content": "my pin"])
      let messageID = try sent.decode(ChatReplyResponse.self).message.id

      #expect(try await t.request("GET", "/api/v1/chats/\(id)", token: bob).status == 404)
      #expect(
        try await t.request("PATCH", "/api/v1/chats/\(id)", token: bob, json: ["favorite": true]).status
          == 404)
      #expect(
        try await t.request("POST", "/api/v1/chats/\(id)/messages", token: bob, json: ["content": "hi"])
          .status == 404)
      #expect(
        try await t.request("GET", "/api/v1/chats/\(id)/messages/\(messageID)/image", token: bob).status
          == 404)
      #expect(try await t.request("DELETE", "/api/v1/chats/\(id)", token: bob).status == 404)
      let bobs = try await t.request("GET", "/api/v1/chats?q=secrets", token: bob)
      #expect((bobs.json["items"] as? [Any])?.isEmpty == true)
      #expect(try await t.request("GET", "/api/v1/chats/not-a-uuid", token: bob).status == 404)
      #expect(try await t.request("GET", "/api/v1/chats", token: nil).status == 401)

      #expect(model.received.count == 1)
      let still = try await t.request("GET", "/api/v1/chats/\(id)", token: alice)
      #expect(still.json["favorite"] as? Bool == false)
      #expect(still.json["messageCount"] as? Int == 2)
    }
  }

  @Test func aLongConversationIsTrimmedOldestFirstWithANoteToFitASmallContext() async throws {
    try await withApp { t in
      // 300 tokens of context, 100 for the reply: 200 for the prompt.
      let model = try t.registerScripted(
        ScriptedChatModel(budget: ChatContextBudget(contextTokens: 300, replyTokens: 100)) { _ in ["ok"] })
      let (_, token) = try await t.user("alice")
      let id = try await t.createChat(token)
      for index in 0..<8 {
        let content = "Message number \(index): " + String(repeating: "lorem ipsum ", count: 12)
        let reply = try await t.request(
          "POST", "/api/v1/chats/\(id)/messages", token: token, json: ["content": content])
        #expect(reply.status == 200, "\(reply.text)")
      }
      let last = try #require(model.received.last)
      #expect(last.first?.role == .system)
      #expect(last.first?.text.contains(ChatContext.trimmedNote) == true)
      #expect(last.last?.text.hasPrefix("Message number 7:") == true)
      #expect(!last.contains { $0.text.hasPrefix("Message number 0:") })
      #expect(last.dropFirst().first?.role == .user)
      let estimated = last.reduce(0) { $0 + ChatContext.estimate($1) }
      #expect(estimated <= 200)
      #expect(model.options.last?.maxTokens == 100)
      // The first turns were sent whole, without a note.
      #expect(model.received.first?.first?.text.contains(ChatContext.trimmedNote) == false)
      // Everything is still stored.
      #expect(
        try await t.request("GET", "/api/v1/chats/\(id)", token: token).json["messageCount"] as? Int == 16)

      // A single message bigger than the whole window is refused, not sent to fail.
      let huge = String(repeating: "word ", count: 400)
      let refused = try await t.request(
        "POST", "/api/v1/chats/\(id)/messages", token: token, json: ["content": huge])
      #expect(refused.status == 400)
      #expect(refused.errorCode == "message_too_long")
      #expect(model.received.count == 8)
    }
  }

  @Test(.enabled(if: LocalModels.runChatTests), .timeLimit(.minutes(3)))
  func theLocalSmolLM2ChatsForRealOverJSONAndSSE() async throws {
    try #require(
      LocalModels.chatModelInstalled,
      "SmolLM2 is not installed at \(LocalModels.smolLM2.path); run scripts/setup-models.sh")
    try await withApp(configure: { $0.localWorkers = true }) { t in
      let (_, token) = try await t.user("alice")
      let models = try await t.request("GET", "/api/v1/models", token: token)
      let local = (models.json["items"] as? [[String: Any]])?.first {
        $0["id"] as? String == "local/smollm2-135m"
      }
      #expect((local?["capabilities"] as? [String])?.contains("chat") == true)

      let id = try await t.createChat(token, model: "local/smollm2-135m")
      let started = ContinuousClock.now
      let reply = try await t.request(
        "POST", "/api/v1/chats/\(id)/messages", token: token,
        json: ["content": "Say hello in one short sentence."])
      #expect(reply.status == 200, "\(reply.text)")
      let answer = try reply.decode(ChatReplyResponse.self)
      #expect(answer.reply.content.contains { $0.isLetter })
      #expect(answer.reply.model == "local/smollm2-135m")
      print("local chat, first reply incl. worker start: \(ContinuousClock.now - started)")

      let streamStart = ContinuousClock.now
      let streamed = try await t.request(
        "POST", "/api/v1/chats/\(id)/messages", token: token, json: ["content": "Name a colour."],
        headers: ["Accept": "text/event-stream"])
      let events = ParsedEvents(streamed.text)
      #expect(events.names.last == "done", "\(streamed.text)")
      #expect(events.names.filter { $0 == "text" }.count >= 1)
      #expect(!events.text.isEmpty)
      print(
        "local chat, streamed reply: \(ContinuousClock.now - streamStart), timings \(events.first("done")?["timings"] ?? "")"
      )
      let chat = try await t.request("GET", "/api/v1/chats/\(id)", token: token).decode(
        ChatDetailResponse.self)
      #expect(chat.messageCount == 4)
      #expect(chat.title == "Say hello in one short sentence")
    }
  }
}

/// The context-fitting and automatic-title functions, without I/O.
@Suite struct ChatContextTests {
  func turn(_ index: Int, _ role: ChatMessage.Role, words: Int = 10) -> ChatMessage {
    ChatMessage(role: role, text: "m\(index) " + String(repeating: "abc ", count: words))
  }

  @Test func aConversationThatFitsIsSentWholeWithoutANote() throws {
    let history = (0..<4).map { turn($0, $0 % 2 == 0 ? .user : .assistant) }
    let fitted = try ChatContext.fit(
      system: "Be brief.", history: history, budget: .init(contextTokens: 1000, replyTokens: 100))
    #expect(fitted.dropped == 0)
    #expect(fitted.messages == [ChatMessage(role: .system, text: "Be brief.")] + history)
  }

  @Test func theOldestMessagesGoFirstAndTheNoteSaysSo() throws {
    let history = (0..<10).map { turn($0, $0 % 2 == 0 ? .user : .assistant) }  // ~19 tokens each
    let budget = ChatContextBudget(contextTokens: 150, replyTokens: 50)
    let fitted = try ChatContext.fit(system: "Be brief.", history: history, budget: budget)
    #expect(fitted.dropped > 0)
    #expect(fitted.messages.first?.role == .system)
    #expect(fitted.messages.first?.text == "Be brief.\n\n" + ChatContext.trimmedNote)
    #expect(fitted.messages.last == history.last)
    #expect(Array(fitted.messages.dropFirst()) == Array(history.suffix(history.count - fitted.dropped)))
    #expect(fitted.messages.reduce(0) { $0 + ChatContext.estimate($1) } <= budget.promptTokens)
    #expect(fitted.estimatedTokens <= budget.promptTokens)
    // After the note the conversation starts with a user turn.
    #expect(fitted.messages.dropFirst().first?.role == .user)
  }

  @Test func imagesCountAgainstTheBudget() throws {
    let photo = ChatMessage(
      role: .user, parts: [.image(Data([1, 2, 3]), mimeType: "image/jpeg"), .text("what?")])
    #expect(ChatContext.estimate(photo) >= ChatContext.imageTokens)
    let history = [
      photo, ChatMessage(role: .assistant, text: "A cat."), ChatMessage(role: .user, text: "sure?"),
    ]
    let fitted = try ChatContext.fit(
      system: nil, history: history, budget: .init(contextTokens: 600, replyTokens: 100))
    #expect(fitted.messages.map(\.role) == [.system, .user])
    #expect(fitted.messages.last?.text == "sure?")
  }

  @Test func aNewestMessageBiggerThanTheWindowIsRefused() {
    let history = [ChatMessage(role: .user, text: String(repeating: "x", count: 2000))]
    #expect(throws: VisorError.self) {
      try ChatContext.fit(
        system: "Be brief.", history: history, budget: .init(contextTokens: 300, replyTokens: 100))
    }
  }

  @Test(
    arguments: [
      ("what's the BEST way to learn Swift concurrency, really?", "What's the BEST way to learn"),
      ("  hello  ", "Hello"),
      ("¿qué tal?", "Qué tal"),
      ("Tell me about Paris.", "Tell me about Paris"),
      ("WHY IS THE SKY BLUE", "Why is the sky blue"),
      ("...", nil),
      ("🙂🙂", nil),
    ] as [(String, String?)])
  func automaticTitlesAreTheFirstWordsSentenceCased(_ text: String, _ expected: String?) {
    #expect(ChatTitle.automatic(from: text) == expected)
  }
}

/// Maintenance knows the chat and gallery blob columns: their files survive a restart and a pass,
/// files nobody refers to go once older than the grace period.
@Suite struct ChatBlobReconciliationTests {
  @Test func chatAndGalleryImagesSurviveMaintenanceAndOldOrphansGo() async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "visor-chat-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    var configuration = VisorConfiguration()
    configuration.port = 0
    configuration.dataDirectory = directory
    configuration.passwordStrength = .minimal
    configuration.localWorkers = false
    let silent = Logger(label: "test", minimumLevel: .error)

    let first = try await buildApplication(configuration: configuration, logger: silent)
    first.models.register(
      .init(
        descriptor: ModelDescriptor(id: "test/vision", capabilities: [.vision, .chat], state: .remote),
        chat: ScriptedChatModel(id: "test/vision")))
    let ada = try await first.accounts.createUser(username: "ada", password: nil, isAdmin: true)
    let chats = first.features.chats
    let chat = try await chats.createChat(user: ada, title: nil, model: "test/vision")
    let turn = try await chats.prepare(
      chat: chat, user: ada, content: "look", image: try PNGMaker.solid(width: 16, height: 16))
    for try await _ in chats.reply(turn) {}
    let chatImage = try #require(turn.message.imageKey)
    let galleryKey = "images/\(ada.id.uuidString.lowercased())/\(UUID().uuidString.lowercased()).png"
    try await first.blobs.put(Data([1, 2, 3]), key: galleryKey)
    try await first.store.saveGalleryImage(
      GalleryImage(
        userID: ada.id, prompt: "p", size: "256x256", model: "m", imageKey: galleryKey, mimeType: "image/png")
    )
    let orphan = "chats/\(ada.id.uuidString.lowercased())/\(UUID().uuidString.lowercased()).jpg"
    try await first.blobs.put(Data([4, 5, 6]), key: orphan)
    await first.shutdown()
    // Every file is older than the grace period, as after a crash an hour ago.
    for key in [chatImage, galleryKey, orphan] {
      try FileManager.default.setAttributes(
        [.modificationDate: Date().addingTimeInterval(-7200)],
        ofItemAtPath: directory.appendingPathComponent("blobs/\(key)").path)
    }

    let second = try await buildApplication(configuration: configuration, logger: silent)
    #expect(try await second.blobs.exists(orphan))  // building the application deletes nothing
    let report = try await second.features.maintenance.run()
    #expect(report.orphansRemoved == 1)
    #expect(try await second.blobs.exists(chatImage))
    #expect(try await second.blobs.exists(galleryKey))
    #expect(try await second.blobs.exists(orphan) == false)
    await second.shutdown()
  }
}
