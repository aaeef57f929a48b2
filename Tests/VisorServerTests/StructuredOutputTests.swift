import Foundation
import Testing
import VisorAPI
import VisorCore
import VisorFeatures
import VisorProviders

@testable import VisorServer

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Issue 23 item 6: `/v1/chat/completions` with `response_format` answers JSON that validates against
/// the schema, or a 502 that says so — validated, sent back once with its problems, streamed or not.
/// The validator and the asking are `ChatService.answer` (VisorFeaturesTests' `StructuredAnswerTests`).
@Suite struct StructuredOutputTests {
  static let greeting =
    #"{"type":"object","properties":{"greeting":{"type":"string"}},"required":["greeting"],"additionalProperties":false}"#

  // MARK: The route, against a real provider over loopback

  static func request(_ format: [String: Any], stream: Bool = false) -> [String: Any] {
    [
      "model": "remote/gpt-4o-mini", "messages": [["role": "user", "content": "Greet me as JSON."]],
      "response_format": format, "stream": stream,
    ]
  }

  static var schemaFormat: [String: Any] {
    [
      "type": "json_schema",
      "json_schema": [
        "name": "greeting", "strict": true,
        "schema": try! JSONSerialization.jsonObject(with: Data(greeting.utf8)),
      ] as [String: Any],
    ]
  }

  /// The streamed content, the finish reason and whether `[DONE]` ended the stream.
  static func streamed(_ text: String) -> (content: String, finish: String?, done: Bool) {
    var content = ""
    var finish: String?
    var done = false
    for line in text.split(separator: "\n") where line.hasPrefix("data: ") {
      let data = line.dropFirst(6)
      if data == "[DONE]" {
        done = true
        continue
      }
      guard let object = try? JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any],
        let choice = (object["choices"] as? [[String: Any]])?.first
      else { continue }
      content += ((choice["delta"] as? [String: Any])?["content"] as? String) ?? ""
      if let reason = choice["finish_reason"] as? String { finish = reason }
    }
    return (content, finish, done)
  }

  @Test func anAnswerThatDoesNotValidateIsSentBackOnceWithItsProblems() async throws {
    let provider = try FaultProvider()
    defer { provider.stop() }
    try await provider.set("json_fix_on_retry")
    try await withApp(configure: { FaultProviderTests.configure(&$0, provider: provider) }) { t in
      let (_, token) = try await t.user("structured")
      for stream in [false, true] {
        let before = try await provider.requests()
        let reply = try await t.request(
          "POST", "/v1/chat/completions", token: token, json: Self.request(Self.schemaFormat, stream: stream))
        #expect(reply.status == 200, "\(reply.text)")
        #expect(try await provider.requests() - before == 2, "asked twice")
        let content: String
        if stream {
          let parsed = Self.streamed(reply.text)
          #expect(parsed.finish == "stop" && parsed.done, "\(reply.text)")
          content = parsed.content
        } else {
          let choice = (reply.json["choices"] as? [[String: Any]])?.first
          #expect(choice?["finish_reason"] as? String == "stop")
          content = ((choice?["message"] as? [String: Any])?["content"] as? String) ?? ""
        }
        #expect(content == #"{"greeting": "Hello"}"#, "\(reply.text)")
        // The second request carried the first answer and what was wrong with it.
        let last = try await provider.lastRequest()
        let messages = (last["messages"] as? [[String: Any]])?.compactMap { $0["content"] as? String } ?? []
        #expect(
          messages.contains { $0.contains("$.greeting: expected a string, got the number 42") }, "\(messages)"
        )
      }
    }
  }

  @Test func aModelThatNeverAnswersInJSONIsA502InOpenAIsShape() async throws {
    let provider = try FaultProvider()
    defer { provider.stop() }
    try await provider.set("json_never")
    try await withApp(configure: { FaultProviderTests.configure(&$0, provider: provider) }) { t in
      let (_, token) = try await t.user("never")
      for (format, stream) in [(Self.schemaFormat, false), (["type": "json_object"], true)] {
        let reply = try await t.request(
          "POST", "/v1/chat/completions", token: token, json: Self.request(format, stream: stream))
        #expect(reply.status == 502, "\(reply.text)")
        let error = try #require(reply.json["error"] as? [String: Any], "\(reply.text)")
        #expect(error["code"] as? String == "invalid_model_output")
        #expect(error["type"] as? String == "api_error")
        #expect(error["param"] as? String == "response_format")
        let message = error["message"] as? String ?? ""
        #expect(message.contains("answered twice without JSON"), "\(message)")
        #expect(message.contains("remote/gpt-4o-mini"), "\(message)")
      }
    }
  }

  @Test func jsonObjectAcceptsAnyObjectAndStreams() async throws {
    let provider = try FaultProvider()
    defer { provider.stop() }
    try await provider.set("ok")  // answers {"found": false, "reason": "no car"} under response_format
    try await withApp(configure: { FaultProviderTests.configure(&$0, provider: provider) }) { t in
      let (_, token) = try await t.user("object")
      let reply = try await t.request(
        "POST", "/v1/chat/completions", token: token,
        json: Self.request(["type": "json_object"], stream: true).merging([
          "stream_options": ["include_usage": true]
        ]) { $1 })
      #expect(reply.status == 200, "\(reply.text)")
      let parsed = Self.streamed(reply.text)
      #expect(parsed.done && parsed.finish == "stop")
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(parsed.content.utf8)) as? [String: Any])
      #expect(object["found"] as? Bool == false)
      #expect(reply.text.contains("\"usage\""), "include_usage sends a usage chunk")
    }
  }
}

extension FaultProvider {
  /// The JSON body of the last request the provider answered.
  func lastRequest() async throws -> [String: Any] {
    let (data, _) = try await TestApp.session.data(
      from: URL(string: "http://127.0.0.1:\(port)/_control/last")!)
    return (try JSONSerialization.jsonObject(with: data) as? [String: Any]) ?? [:]
  }
}
