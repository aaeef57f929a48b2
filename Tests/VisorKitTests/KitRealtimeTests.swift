import Foundation
import Testing
import VisorAPI
import VisorKit
import VisorKitCurl

/// ``RealtimeConversation`` against a real in-process server on loopback (VisorKitCurl's
/// `TCPLiveTransport`): its scripted chat model answers "Hello there!", its tone voice speaks.
@Suite(.serialized) struct KitRealtimeTests {
  @Test func aTypedQuestionIsAnsweredInTextThenAloud() async throws {
    try await withServer { server in
      let client = try await server.client("ada")
      let talk = try await RealtimeConversation.connect(client, transport: TCPLiveTransport())
      #expect(talk.sessionID.hasPrefix("sess_"))
      try await talk.send(
        .updateSession(instructions: "Be brief.", audio: false, serverVAD: false, createResponse: false))
      try await talk.send(.userText("Say hello."))
      try await talk.send(.createResponse)
      var text = ""
      var events = talk.makeAsyncIterator()
      var done: RealtimeServerEvent?
      while let event = try await events.next() {
        if event.type == "response.output_text.delta" { text += event.delta ?? "" }
        if event.type == "response.done" {
          done = event
          break
        }
      }
      #expect(done?.status == "completed")
      #expect(text == "Hello there!")
      try await talk.send(
        .updateSession(instructions: nil, audio: true, serverVAD: false, createResponse: false))
      try await talk.send(.createResponse)
      var audio = Data()
      var spoken: RealtimeServerEvent?
      while let event = try await events.next() {
        audio += event.audio ?? Data()
        if event.type == "response.done" {
          spoken = event
          break
        }
      }
      #expect(spoken?.status == "completed")
      #expect(audio.count > 1000 && audio.count % 2 == 0, "\(audio.count) bytes of PCM16")
      await talk.close()
    }
  }

  @Test func refusalsAreTheServersErrors() async throws {
    try await withServer { server in
      let client = try await server.client("bob")
      let unknown = await #expect(throws: VisorClientError.self) {
        _ = try await RealtimeConversation.connect(
          client, model: "no-such-model", transport: TCPLiveTransport())
      }
      #expect(unknown?.status == 404)
      #expect(unknown?.code == "model_not_found")
      let anonymous = try VisorClient(baseURL: server.url)
      let unauthorized = await #expect(throws: VisorClientError.self) {
        _ = try await RealtimeConversation.connect(anonymous, transport: TCPLiveTransport())
      }
      #expect(unauthorized?.status == 401)
    }
  }
}
