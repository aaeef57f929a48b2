import Foundation
import Testing
import VisorAPI
import VisorKit
import VisorKitTesting

/// The camera assistant's state machine, driven by the device doubles and a manual clock, answered by
/// a real server (or, for the playback order, by a canned stream whose sentences arrive out of order).
@MainActor
@Suite(.tags(.live), .serialized) struct CameraAssistantModelTests {
  @MainActor struct Rig {
    let log = DeviceLog()
    let clock = ManualClock()
    let camera: FakeCamera
    let microphone: FakeMicrophone
    let player: FakePlayer
    let model: CameraAssistantModel

    init(client: VisorClient, speaks: Bool = false, playFor: Duration = .zero) throws {
      camera = FakeCamera(photo: Photo(try Fixtures.jpeg()), log: log)
      microphone = FakeMicrophone(
        recording: Recording(data: try Fixtures.question(), contentType: "audio/wav"), log: log)
      player = FakePlayer(duration: playFor, log: log)
      model = CameraAssistantModel(
        client: client, camera: camera, microphone: microphone, player: player, speaksAnswers: speaks,
        clock: clock)
    }

    /// Presses, lets `held` pass on the clock, releases.
    func press(for held: Duration) async {
      model.shutterPressed()
      #expect(await clock.waitForSleepers(), "the hold timer is waiting on the clock")
      await clock.advance(by: held)
      if held >= CameraAssistantModel.holdThreshold {
        #expect(await eventually { model.isRecording }, "a hold starts recording")
      }
      model.shutterReleased()
    }
  }

  @Test func aTapTakesThePhotoAndAsksTheDefaultPrompt() async throws {
    try await withServer { server in
      let client = try await server.client("alice")
      let rig = try Rig(client: client)
      #expect(rig.model.prompt == "Describe exactly what you see.")
      await rig.press(for: .milliseconds(199))
      await rig.model.answered()
      #expect(rig.log.entries == [.photoCaptured], "a tap never records")
      #expect(rig.model.answer == "A red car. It is parked. The sky is blue.")
      #expect(rig.model.phase == .idle && rig.model.errorMessage == nil)
      let id = try #require(rig.model.lastAnalysisID)
      #expect(try await client.analysis(id: id).prompt == CameraAssistantModel.defaultPrompt)
    }
  }

  @Test func aHoldRecordsThenTranscribesThenTakesThePhotoInThatOrder() async throws {
    try await withServer { server in
      let client = try await server.client("bob")
      let rig = try Rig(client: client)
      var transcriptWhenCaptured: String?
      rig.camera.onCapture = { transcriptWhenCaptured = rig.model.transcript }
      await rig.press(for: .milliseconds(200))
      await rig.model.answered()
      #expect(rig.log.entries == [.recordingStarted, .recordingStopped, .photoCaptured])
      #expect(
        transcriptWhenCaptured == FixedEars.text, "the question was written down before the photo was taken")
      #expect(rig.model.transcript == FixedEars.text)
      let analysis = try await client.analysis(id: try #require(rig.model.lastAnalysisID))
      #expect(analysis.prompt == FixedEars.text, "the spoken question is what was asked")
    }
  }

  @Test func theThresholdIsMeasuredOnTheInjectedClock() async throws {
    try await withServer { server in
      let rig = try Rig(client: try await server.client("carol"))
      rig.model.shutterPressed()
      #expect(await rig.clock.waitForSleepers())
      await rig.clock.advance(by: .milliseconds(150))
      try await Task.sleep(for: .milliseconds(300))  // real time passes; the clock does not
      #expect(rig.model.phase == .pressed && rig.log.entries.isEmpty)
      await rig.clock.advance(by: .milliseconds(50))
      #expect(await eventually { rig.model.isRecording })
      rig.model.shutterReleased()
      await rig.model.answered()
      #expect(rig.log.entries.first == .recordingStarted)
    }
  }

  @Test func whileAnsweringTheShutterIsDisabledAndIgnored() async throws {
    try await withServer(visionDelay: .milliseconds(20), answer: (0..<40).map { "w\($0) " }) { server in
      let rig = try Rig(client: try await server.client("dave"))
      #expect(rig.model.isShutterEnabled)
      await rig.press(for: .milliseconds(50))
      #expect(await eventually { rig.model.phase == .answering && !rig.model.answer.isEmpty })
      #expect(!rig.model.isShutterEnabled && rig.model.isProcessing)
      rig.model.shutterPressed()
      rig.model.shutterReleased()
      rig.model.photoPicked(Photo(try Fixtures.png()))
      await rig.model.flipCameraTapped()
      #expect(rig.model.phase == .answering && rig.camera.captures == 1 && rig.camera.position == .back)
      await rig.model.answered()
      #expect(rig.model.isShutterEnabled && rig.model.answer.hasPrefix("w0 w1"))
      #expect(server.vision.calls == 1)
    }
  }

  @Test func aPhotoFromTheLibraryIsAskedAboutWithoutTheCamera() async throws {
    try await withServer { server in
      let client = try await server.client("erin")
      let rig = try Rig(client: client)
      rig.model.prompt = "  What does the sign say?  "
      let picked = Photo(try Fixtures.png())
      rig.model.photoPicked(picked)
      #expect(rig.model.isProcessing)
      await rig.model.answered()
      #expect(rig.camera.captures == 0 && rig.model.photo == picked)
      #expect(
        try await client.analysis(id: try #require(rig.model.lastAnalysisID)).prompt
          == "What does the sign say?")
      rig.model.prompt = ""
      rig.model.photoPicked(picked)
      await rig.model.answered()
      let second = try await client.analysis(id: try #require(rig.model.lastAnalysisID))
      #expect(second.prompt == CameraAssistantModel.defaultPrompt, "an empty prompt asks the default")
    }
  }

  @Test func flippingSwitchesCamerasBackAndForth() async throws {
    let rig = try Rig(client: try VisorClient(baseURL: "http://127.0.0.1:9"))
    await rig.model.flipCameraTapped()
    #expect(rig.model.cameraPosition == .front && rig.camera.position == .front)
    await rig.model.flipCameraTapped()
    #expect(rig.model.cameraPosition == .back)
    #expect(rig.log.entries == [.switchedTo(.front), .switchedTo(.back)])
  }

  @Test func failuresBecomeSentencesForTheUser() async throws {
    try await withServer { server in
      let rig = try Rig(client: try await server.client("frank"))
      rig.camera.failure = DeviceFailure("The camera is in use by another app.")
      await rig.press(for: .milliseconds(10))
      await rig.model.answered()
      #expect(rig.model.errorMessage == "The camera is in use by another app." && rig.model.phase == .idle)

      rig.microphone.startFailure = DeviceFailure("Allow the microphone in Settings to ask questions.")
      rig.model.shutterPressed()
      #expect(await rig.clock.waitForSleepers())
      await rig.clock.advance(by: .milliseconds(250))
      #expect(
        await eventually { rig.model.errorMessage == "Allow the microphone in Settings to ask questions." })
      rig.model.shutterReleased()
      await rig.model.answered()
      #expect(rig.model.phase == .idle && rig.camera.captures == 0, "no photo after a failed recording")

      rig.model.photoPicked(Photo(Data("not a photo".utf8)))
      await rig.model.answered()
      let message = try #require(rig.model.errorMessage)
      let direct = await #expect(throws: VisorClientError.self) {
        try await server.client("frank2").analyze(Photo(Data("not a photo".utf8)))
      }
      #expect(message == direct?.message, "the server's 422 sentence, unchanged")
      #expect(rig.model.isShutterEnabled)

      let offline = try Rig(client: try VisorClient(baseURL: "http://127.0.0.1:9", retryPolicy: .none))
      offline.model.photoPicked(Photo(try Fixtures.jpeg()))
      await offline.model.answered()
      #expect(
        offline.model.errorMessage?.contains("Cannot connect to the Visor server at http://127.0.0.1:9")
          == true)
    }
  }

  @Test func spokenSentencesPlayOneAfterAnotherInOrder() async throws {
    // Sentences 1 and 0 arrive swapped; each clip is its index as one byte.
    func audio(_ index: Int, _ text: String) -> String {
      let clip = Data([UInt8(index)]).base64EncodedString()
      return
        "event: audio\ndata: {\"index\":\(index),\"text\":\"\(text)\",\"audio\":\"\(clip)\",\"format\":\"mp3\"}\n\n"
    }
    let body =
      "event: text\ndata: {\"delta\":\"One. Two. Three.\"}\n\n" + audio(1, "Two.") + audio(0, "One.")
      + audio(2, "Three.")
      + "event: done\ndata: {\"id\":\"a1\",\"timings\":{},\"notes\":[{\"code\":\"voice_unavailable\",\"message\":\"Your voice was not available.\"}]}\n\n"
    let transport = RecordingTransport(answering: [
      RecordingTransport.events(body)
    ])
    let rig = try Rig(
      client: try VisorClient(baseURL: "http://127.0.0.1:9", transport: transport), speaks: true,
      playFor: .milliseconds(20))
    rig.model.photoPicked(Photo(try Fixtures.jpeg()))
    await rig.model.answered()
    await rig.model.playedAll()
    #expect(rig.player.played == [Data([0]), Data([1]), Data([2])])
    #expect(rig.model.sentences == ["Two.", "One.", "Three."], "shown as they arrived")
    #expect(rig.model.notes == ["Your voice was not available."] && rig.model.lastAnalysisID == "a1")
    let sent = try #require(transport.sent.first)
    let form = String(decoding: sent.body ?? Data(), as: UTF8.self)
    #expect(form.contains("name=\"speak\"\r\n\r\ntrue") && sent.headers["Accept"] == "text/event-stream")
  }

  @Test func aNewPressStopsTheAnswerPlaying() async throws {
    try await withServer { server in
      let rig = try Rig(client: try await server.client("gina"), speaks: true, playFor: .seconds(30))
      rig.model.photoPicked(Photo(try Fixtures.jpeg()))
      await rig.model.answered()
      #expect(rig.model.sentences.count == 3)
      #expect(await eventually { rig.model.playingSentence == 0 })
      rig.model.shutterPressed()
      #expect(rig.model.playingSentence == nil && rig.player.stops >= 1)
      await rig.model.playedAll()
      #expect(rig.player.played.count == 1, "the rest of the old answer is not played")
      await rig.clock.advance(by: .milliseconds(1))
      rig.model.shutterReleased()
      await rig.model.answered()
    }
  }

  @Test func stopCancelsTheAnswerOnTheServer() async throws {
    try await withServer(visionDelay: .milliseconds(30), answer: (0..<300).map { "w\($0) " }) { server in
      let rig = try Rig(client: try await server.client("hal"))
      rig.model.photoPicked(Photo(try Fixtures.jpeg()))
      #expect(await eventually { !rig.model.answer.isEmpty })
      rig.model.stopTapped()
      await rig.model.answered()
      #expect(rig.model.phase == .idle && rig.model.errorMessage == nil, "stopping is not an error")
      #expect(await eventually { server.vision.cancelled == 1 })
    }
  }
}
