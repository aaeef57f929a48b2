import Foundation
import Testing
import VisorCore
import VisorFeatures
import VisorProviders
import VisorServer
import VisorTestSupport

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Issue 23 item 7: a provider that repeats the credentials it was sent — in a 400, 401, 404, 429 and
/// 500 error body and in an `error` event in the middle of a stream — never makes Visor hand them
/// on: not in a JSON error, an SSE event or a `/v1` error, not in a log line, not in anything stored.
@Suite struct SecretLeakTests {
  static let scenarios = ["echo_400", "echo_401", "echo_404", "echo_429", "echo_500", "echo_midstream"]
  static let endpoints = [
    "analyze", "analyze-sse", "chat", "chat-sse", "openai", "openai-stream", "identify", "images",
  ]

  /// Random secrets for one run: none of them is known to the code beforehand.
  struct Secrets {
    let suffix = UUID().uuidString.replacingOccurrences(of: "-", with: "").prefix(12).lowercased()
    /// The provider key: deliberately shaped like nothing (only its configured value can catch it).
    var providerKey: String { "tulip-harbour-\(suffix)-lantern" }
    /// As if from `PGPASSWORD` and `AWS_SECRET_ACCESS_KEY` in the environment.
    var databasePassword: String { "pg.pass.\(suffix).word" }
    var awsSecret: String { "wJalr/XUtn+FEMI\(suffix)K7MDENG/bPxRfiCY" }
    /// Known to no configuration: only their shape gives them away.
    var strayOpenAIKey: String { "sk-proj-\(suffix)Zq81mWb27TnPvLx0aR" }
    var strayAWSKeyID: String { "AKIA" + String((suffix + "QWERTYUIOP").uppercased().prefix(16)) }
    var strayToken: String { "vsr_\(suffix)Yk3jH8sQ0pLm2NbV7cXz" }

    var all: [String] {
      [providerKey, databasePassword, awsSecret, strayOpenAIKey, strayAWSKeyID, strayToken]
    }

    /// The secrets found in `text` (also JSON-escaped: `/` as `\/`).
    func leaked(in text: String) -> [String] {
      let plain = text.replacingOccurrences(of: "\\/", with: "/")
      return all.filter { plain.contains($0) || text.contains($0) }
    }
  }

  @Test func aProviderThatEchoesItsCredentialsNeverMakesVisorRepeatThem() async throws {
    let secrets = Secrets()
    let provider = try FaultProvider()
    defer { provider.stop() }
    try await provider.setEcho([
      secrets.databasePassword, secrets.awsSecret, secrets.strayOpenAIKey, secrets.strayAWSKeyID,
      secrets.strayToken,
    ])
    try await withApp(configure: { c in
      FaultProviderTests.configure(&c, provider: provider)
      c.secrets.providerKey = secrets.providerKey
      // The one place the redactor learns configured secrets, fed as `visor serve` feeds it.
      c.registerSecrets(environment: [
        "PGPASSWORD": secrets.databasePassword, "AWS_SECRET_ACCESS_KEY": secrets.awsSecret, "HOME": "/root",
      ])
    }) { t in
      let (_, token) = try await t.user("echoed")
      let chat = try await t.createChat(token)
      for scenario in Self.scenarios {
        try await provider.set(scenario)
        for endpoint in Self.endpoints {
          let reply = try await Self.call(endpoint, t, token: token, chat: chat)
          let label = "\(scenario) on \(endpoint)"
          #expect(secrets.leaked(in: reply.text).isEmpty, "\(label) leaked: \(reply.text.prefix(600))")
          for (name, value) in reply.headers {
            #expect(secrets.leaked(in: value).isEmpty, "\(label) leaked in header \(name)")
          }
          // Still an error a person can act on: a sentence naming the provider.
          let message = Self.errorMessage(reply) ?? ""
          #expect(message.contains("provider"), "\(label): \(reply.status) \(reply.text.prefix(400))")
          // The provider's own words are still relayed, minus the secrets, where they are relayed at all.
          if ["echo_400", "echo_404"].contains(scenario) && !endpoint.hasPrefix("images") {
            #expect(message.contains("is not valid for this model"), "\(label): \(message)")
            #expect(message.contains(SecretRedactor.placeholder), "\(label): \(message)")
          }
          if scenario == "echo_midstream" && endpoint.hasSuffix("sse") {
            #expect(message.contains("reported an error while answering"), "\(label): \(message)")
          }
        }
      }
      // No log line carries a secret (the provider's sentences pass through the logger too).
      let logs = t.logs.all
      #expect(!logs.isEmpty)
      for line in logs {
        #expect(secrets.leaked(in: line).isEmpty, "log line leaked: \(line.prefix(400))")
      }
      // Nothing stored — the database, its journal, the blobs — holds a secret.
      for file in Self.files(under: t.directory) {
        guard let data = try? Data(contentsOf: file) else { continue }
        let text = String(decoding: data, as: UTF8.self)
        #expect(secrets.leaked(in: text).isEmpty, "\(file.lastPathComponent) holds a secret")
      }
    }
  }

  /// One request; the reply's whole body (every SSE event included) is what is checked.
  static func call(_ endpoint: String, _ t: TestApp, token: String, chat: String) async throws
    -> TestApp.Reply
  {
    let photo = try PNGMaker.solid(width: 64, height: 48).base64EncodedString()
    let stream = ["Accept": "text/event-stream"]
    switch endpoint {
    case "analyze", "analyze-sse":
      return try await t.request(
        "POST", "/api/v1/vision/analyze", token: token,
        json: ["imageBase64": photo, "prompt": "What is it?"],
        headers: endpoint == "analyze" ? [:] : stream)
    case "chat", "chat-sse":
      return try await t.request(
        "POST", "/api/v1/chats/\(chat)/messages", token: token, json: ["content": "hello"],
        headers: endpoint == "chat" ? [:] : stream)
    case "openai", "openai-stream":
      return try await t.request(
        "POST", "/v1/chat/completions", token: token,
        json: [
          "model": "remote/gpt-4o-mini", "messages": [["role": "user", "content": "hello"]],
          "stream": endpoint == "openai-stream",
        ])
    case "identify":
      return try await t.request("POST", "/api/v1/cars/identify", token: token, json: ["imageBase64": photo])
    default:
      return try await t.request("POST", "/api/v1/images/generate", token: token, json: ["prompt": "a fox"])
    }
  }

  /// The error's sentence: the JSON body's, an SSE `error` event's, or a `/v1` stream's `data: {"error"}`.
  static func errorMessage(_ reply: TestApp.Reply) -> String? {
    if let message = reply.errorMessage { return message }
    for event in ParsedEvents(reply.text).events {
      if event.name == "error" { return event.data["message"] as? String }
      if let error = event.data["error"] as? [String: Any] { return error["message"] as? String }
    }
    return nil
  }

  static func files(under directory: URL) -> [URL] {
    guard
      let enumerator = FileManager.default.enumerator(
        at: directory, includingPropertiesForKeys: [.isRegularFileKey])
    else { return [] }
    return enumerator.compactMap { $0 as? URL }.filter {
      (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
    }
  }
}

extension FaultProvider {
  /// Further secrets the `echo_*` scenarios repeat beside the credentials of each request.
  func setEcho(_ secrets: [String]) async throws {
    var request = URLRequest(url: URL(string: "http://127.0.0.1:\(port)/_control/echo")!)
    request.httpMethod = "POST"
    request.httpBody = try JSONSerialization.data(withJSONObject: secrets)
    _ = try await TestApp.session.data(for: request)
  }
}
