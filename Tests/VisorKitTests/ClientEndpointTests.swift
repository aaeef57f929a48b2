import Foundation
import Testing
import VisorAPI
import VisorKit

/// Every endpoint of the catalogue through ``VisorClient`` against a real server on loopback; a
/// recording transport proves each declaration was called.
@Suite(.tags(.live), .serialized) struct ClientEndpointTests {
  /// The catalogue declaration a request went to, by method and path template.
  static func declaration(of request: TransportRequest) -> EndpointDeclaration? {
    let path = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.percentEncodedPath ?? ""
    let segments = path.split(separator: "/")
    return Endpoints.all.first { declaration in
      let template = declaration.path.split(separator: "/")
      guard declaration.method.rawValue == request.method, template.count == segments.count else {
        return false
      }
      return zip(template, segments).allSatisfy { $0.hasPrefix("{") || $0 == $1 }
    }
  }

  @Test func everyEndpointAnswersThroughTheClient() async throws {
    try await withServer { server in
      let transport = RecordingTransport()
      var admin = try await server.client("root", admin: true, transport: transport)
      let jpeg = Photo(try Fixtures.jpeg())
      #expect(jpeg.contentType == "image/jpeg")

      // Operations.
      #expect(try await admin.health().status == "ok")
      #expect(try await admin.readiness().ready)
      #expect(try await admin.metrics().contains("visor_"))
      let models = try await admin.models()
      #expect(models.contains { $0.id == "test/eyes" && $0.capabilities.contains("vision") })
      #expect(
        try await admin.record(events: [.init(name: "app_opened", properties: ["screen": "camera"])]) == 1)

      // Sign-in: a token for the app, and the web's cookie sign-in and sign-out.
      var app = try VisorClient(baseURL: server.url, transport: transport)
      let issued = try await app.signIn(username: "root", password: "correct horse", tokenName: "iPhone")
      #expect(issued.token.hasPrefix("vsr_") && app.token == issued.token)
      #expect(try await app.me().username == "root")
      let login = try await app.send(
        Endpoints.signIn, body: LoginRequest(username: "root", password: "correct horse"))
      #expect(login.user.username == "root" && !login.csrfToken.isEmpty)
      _ = try await app.send(Endpoints.signOut)

      // Profile, password, export, tokens.
      let me = try await admin.updateProfile(
        ProfilePatch(
          displayName: .value("Root"), accentColor: .value("#ff9f0a"), speakByDefault: .value(true)))
      #expect(me.displayName == "Root" && me.accentColor == "#ff9f0a" && me.speakByDefault)
      try await admin.changePassword(current: "correct horse", new: "battery staple")
      let tokens = try await admin.tokens()
      #expect(tokens.contains { $0.name == "iPhone" })
      let extra = try await admin.createToken(name: "spare")
      try await admin.revokeToken(id: extra.id)
      #expect(try await admin.tokens().contains { $0.id == extra.id } == false)

      // Admin: users.
      let bob = try await admin.createUser(username: "bob", password: "hunter22 hunter")
      #expect(try await admin.users().contains { $0.id == bob.id })
      let limited = try await admin.updateUser(
        id: bob.id, AdminUserPatch(requestsPerMinute: .value(30), analysesPerDay: .null))
      #expect(limited.limits?.requestsPerMinute.limit == 30)
      try await admin.deleteUser(id: bob.id)

      // Analysis, speech, transcription, ingest, the Firebase callable.
      let answer = try await admin.analyze(jpeg, prompt: "What is this?", speak: true, format: "mp3")
      #expect(answer.message == "A red car. It is parked. The sky is blue.")
      #expect(answer.audioFormat == "mp3" && (answer.audio?.isEmpty == false))
      let page = try await admin.analyses(matching: "parked")
      #expect(page.items.map(\.id) == [answer.id])
      #expect(try await admin.analysis(id: answer.id).prompt == "What is this?")
      let followUp = try await admin.askFollowUp(analysisID: answer.id, prompt: "And the colour?")
      #expect(followUp.id == answer.id && !followUp.message.isEmpty)
      #expect(try await admin.session().signedIn)
      guard case .object(let description) = try await admin.apiDescription() else {
        Issue.record("the API description is not a JSON object")
        return
      }
      #expect(description["openapi"] == .string("3.1.0"))
      #expect(try await admin.analysisImage(id: answer.id).starts(with: [0xFF, 0xD8]))
      let spoken = try await admin.speech("Hello there.", format: "wav")
      #expect(spoken.contentType == "audio/wav" && spoken.data.starts(with: Array("RIFF".utf8)))
      let heard = try await admin.transcribe(
        try Fixtures.question(), filename: "q.wav", contentType: "audio/wav")
      #expect(heard.text == FixedEars.text)
      let ingested = try await admin.ingest(Photo(try Fixtures.heic()))
      #expect(ingested.contentType == "image/jpeg" && ingested.headers["x-source-format"] != nil)
      let legacy = try await admin.processImageWithAI(
        jpegImageBase64: jpeg.data.base64EncodedString(), processingCommand: "Describe exactly what you see.",
        readResultOutLoud: true)
      #expect(legacy.message == answer.message && legacy.audioData?.isEmpty == false)
      try await admin.deleteAnalysis(id: answer.id)

      // Garage.
      let identified = try await admin.identifyCar(
        jpeg, crop: CropBoxRequest(x: 0.5, y: 0.1, width: 0.45, height: 0.35))
      let car = try #require(identified.car)
      #expect(identified.found && car.brand == "Porsche" && car.horsepowerHp == 450)
      #expect(try await admin.cars().items.map(\.id) == [car.id])
      #expect(try await admin.car(id: car.id).model == "911 Carrera S")
      #expect(try await admin.carImage(id: car.id).starts(with: [0xFF, 0xD8]))
      try await admin.deleteCar(id: car.id)

      // Recognisers and records.
      let plant = try await admin.createRecognizer(
        CreateRecognizerRequest(
          name: "plant", title: "Plant", prompt: "Identify the house plant.",
          jsonSchema:
            #"{"type":"object","properties":{"commonName":{"type":"string"},"latinName":{"type":["string","null"]}}}"#,
          titleField: "commonName"))
      #expect(try await admin.recognizers().contains { $0.name == plant.name })
      let found = try await admin.identify(Photo(try Fixtures.png()), with: "plant")
      let record = try #require(found.record)
      #expect(record.title == "Monstera")
      #expect(try await admin.records(recognizer: "plant").items.map(\.id) == [record.id])
      #expect(try await admin.record(id: record.id).fields["latinName"] == .string("Monstera deliciosa"))
      #expect(try await admin.recordImage(id: record.id).starts(with: [0xFF, 0xD8]))
      try await admin.deleteRecord(id: record.id)

      // Classification (the local cute classifier) and classifier administration.
      let cute = try await admin.classify(jpeg, model: "cute")
      #expect(Set(cute.predictions.map(\.label)) == ["cute", "notcute"])
      #expect(try await admin.classifiers().allSatisfy { !$0.labels.isEmpty })
      let badModel = await #expect(throws: VisorClientError.self) {
        try await admin.createClassifier(name: "junk", model: Data("not onnx".utf8), labels: ["a", "b"])
      }
      #expect(badModel?.kind == .server && (400..<500).contains(badModel?.status ?? 0))
      let noClassifier = await #expect(throws: VisorClientError.self) {
        try await admin.deleteClassifier(name: "junk")
      }
      #expect(noClassifier?.status == 404 && noClassifier?.kind == .server)

      // Registered model files.
      #expect(try await admin.modelFiles().isEmpty)
      let missing = await #expect(throws: VisorClientError.self) {
        try await admin.registerModelFile(RegisterModelRequest(path: "/nonexistent/model.gguf"))
      }
      #expect(missing?.kind == .server && missing?.status == 422)
      let notThere = await #expect(throws: VisorClientError.self) {
        try await admin.removeModelFile(id: "none")
      }
      #expect(notThere?.status == 404)

      // Chats.
      let chat = try await admin.createChat(title: "Cars", model: "test/eyes")
      let reply = try await admin.sendMessage("Hi, with a photo", photo: jpeg, toChat: chat.id)
      #expect(reply.reply.content == "A red car. It is parked. The sky is blue.")
      let detail = try await admin.chat(id: chat.id)
      #expect(detail.messages.map(\.role) == ["user", "assistant"])
      let attached = try #require(detail.messages.first?.id)
      #expect(
        try await admin.chatMessageImage(chatID: chat.id, messageID: attached).starts(with: [0xFF, 0xD8]))
      let renamed = try await admin.updateChat(
        id: chat.id, ChatPatchRequest(title: .value("Porsches"), favorite: .value(true)))
      #expect(renamed.title == "Porsches" && renamed.favorite)
      #expect(try await admin.chats(matching: "photo").items.map(\.id) == [chat.id])
      #expect(try await admin.chats(favoritesOnly: true).items.count == 1)
      try await admin.deleteChat(id: chat.id)

      // Images.
      let image = try await admin.generateImage(prompt: "a red fox in snow", size: "512x512")
      #expect(try await admin.images().items.map(\.id) == [image.id])
      #expect(try await admin.image(id: image.id).prompt == "a red fox in snow")
      #expect(try await admin.imageContent(id: image.id).contentType == "image/png")
      #expect(try await admin.setFavorite(true, imageID: image.id).favorite)
      #expect(try await admin.images(favoritesOnly: true).items.count == 1)
      try await admin.deleteImage(id: image.id)

      // Known people and things (decision 038): taught, listed, renamed, their photos, forgotten. The
      // test server may have no face worker (503): the calls still go over the wire and say why.
      for kind in [VisorClient.KnownKind.face, .thing] {
        let taught = try? await admin.teach(kind, name: "Ana", photos: [jpeg])
        let id = taught?.id ?? "00000000-0000-0000-0000-000000000000"
        _ = try await admin.known(kind)
        _ = try? await admin.renameKnown(kind, id: id, name: "Ana B")
        _ = try? await admin.knownPhoto(kind, id: id, photoID: taught?.photos.first?.id ?? id)
        _ = try? await admin.forget(kind, id: id)
      }

      // Helpers (issue 28): invited, accepted, asked about a photo, taken and answered, then ended.
      let helper = try await server.client("sister", transport: transport)
      let invited = try await admin.inviteHelper(username: "sister")
      #expect(invited.status == "invited")
      let accepted = try await helper.acceptHelper(
        id: try #require(try await helper.helpers().helping.first?.id ?? nil))
      #expect(accepted.status == "accepted")
      let letter = try await admin.analyze(jpeg, prompt: "What does the letter say?")
      let asked = try await admin.askHelpers(analysisID: letter.id, prompt: "What does the letter say?")
      let open = try await helper.send(Endpoints.helpRequests).items
      #expect(open.contains { $0.id == asked.id })
      _ = try await helper.download(Endpoints.helpRequestImage, path: ["id": asked.id])
      _ = try? await helper.download(Endpoints.helpRequestQuestion, path: ["id": asked.id])  // typed: 404
      _ = try await helper.send(Endpoints.takeHelpRequest, path: ["id": asked.id])
      _ = try await helper.send(
        Endpoints.answerHelpRequest, path: ["id": asked.id], body: HelpAnswerRequest(text: "It is a bill."))
      #expect(try await admin.helpRequest(id: asked.id).status == "answered")
      _ = try? await admin.helpAnswerAudio(id: asked.id)  // a typed answer has no recording: 404
      _ = try await admin.helpHistory()
      // The event stream never ends by itself: opened, then let go.
      let events = Task { _ = try? await helper.download(Endpoints.helpEvents) }
      while !transport.sent.contains(where: { Self.declaration(of: $0)?.name == "helpEvents" }) {
        try await Task.sleep(for: .milliseconds(10))
      }
      events.cancel()
      let call = try? await admin.send(Endpoints.startCall, body: CallCreateRequest(username: "sister"))
      _ = try? await admin.send(Endpoints.deleteCall, path: ["id": call?.id ?? asked.id])
      try await admin.deleteHelpRequest(id: asked.id)
      try await helper.endHelper(id: try #require(accepted.id))

      // Stats, export, and deleting an account.
      let stats = try await admin.stats()
      #expect(stats.counts.analyses == (try await admin.analyses().items.count) && stats.counts.images == 0)
      #expect(try await admin.exportAccount().user.username == "root")
      #expect(try await admin.exportArchive().prefix(4) == Data([0x50, 0x4B, 0x03, 0x04]))
      let leaving = try await server.client("leaving", transport: transport)
      try await leaving.deleteAccount()
      let gone = await #expect(throws: VisorClientError.self) { try await leaving.me() }
      #expect(gone?.status == 401)

      // Every declaration of the catalogue went over the wire — but WebSocket sessions (`/api/v1/live`),
      // which do not travel over this request transport; their clients have tests of their own.
      let called = Set(transport.sent.compactMap { Self.declaration(of: $0)?.name })
      let catalogue = Set(
        Endpoints.all.filter { if case .webSocket = $0.answers { false } else { true } }.map(\.name))
      #expect(catalogue.subtracting(called).isEmpty, "not called: \(catalogue.subtracting(called).sorted())")
      #expect(transport.sent.allSatisfy { Self.declaration(of: $0) != nil })
      _ = admin
      admin = try admin.authenticated(with: nil)
      #expect(admin.token == nil)
    }
  }
}
