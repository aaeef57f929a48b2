import Foundation
import Testing
import VisorCore

@testable import VisorProviders

/// Issue 23 item 7: ``SecretRedactor`` removes configured secrets and key-shaped text, and leaves
/// ordinary sentences (ids, paths, numbers, words after "token") alone.
@Suite struct SecretRedactorTests {
  static let redacted = SecretRedactor.placeholder

  @Test(arguments: [
    ("Bad request from key Bearer sk-proj-abc123def456ghi789", "Bad request from key Bearer [redacted]"),
    ("Authorization: Bearer horse7battery", "Authorization: Bearer [redacted]"),
    ("Basic dXNlcjpwYXNzd29yZA==", "Basic [redacted]"),
    ("key sk-live-0123456789abcdefXYZ.", "key [redacted]."),
    ("token vsr_3kd9Yk3jH8sQ0pLm2NbV7cXz was revoked", "token [redacted] was revoked"),
    ("id AKIAIOSFODNN7EXAMPLE denied", "id [redacted] denied"),
    ("gemini AIzaSyA1b2C3d4E5f6G7h8I9j0KlmnOpq", "gemini [redacted]"),
    ("hash 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08 end", "hash [redacted] end"),
    ("blob wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY1 end", "blob [redacted] end"),
    ("retry with api_key=hunter22 now", "retry with api_key=[redacted] now"),
    ("password: \"s3cr3t-pass\"", "password: \"[redacted]\""),
    ("jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abc", "jwt [redacted]"),
    (
      "postgres://visor:pa55word@db.example:5432/visor failed",
      "postgres://visor:[redacted]@db.example:5432/visor failed"
    ),
    ("see http://user:k3y@host/v1?x=1", "see http://user:[redacted]@host/v1?x=1"),
  ])
  func keyShapedTextIsRemoved(input: String, expected: String) {
    #expect(SecretRedactor().redact(input) == expected)
  }

  @Test(arguments: [
    "The chat provider remote rejected the API key (401) — check VISOR_PROVIDER_API_KEY.",
    "Something went wrong; report request id 3f2b8c1e-7d4a-4b6e-9f01-23456789abcd.",
    "Your token vsr_3kd9 expired; sign in again.",
    "Bearer authentication failed — check the token.",
    "GET /api/v1/analyses/0b7e5c2a-1234-4abc-8def-0123456789ab/image answered 200",
    "Sources/VisorCore/SecretRedactor.swift:42 and /v1/chat/completions",
    "The barcode reads 4006381333931 (EAN-13); 12.5 % of the photo.",
    "E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
    "Could not reach the chat provider remote at 127.0.0.1:11434 — check http://127.0.0.1:11434/v1.",
    "The password must be at least 8 characters.",
  ])
  func ordinarySentencesAreLeftAlone(text: String) {
    #expect(SecretRedactor().redact(text) == text)
  }

  @Test func configuredSecretsAreRemovedWhateverTheirShape() {
    let redactor = SecretRedactor(secrets: ["tulip-harbour", "short", "pa ss/word+1"])
    #expect(
      redactor.redact("key tulip-harbour, again tulip-harbour")
        == "key \(Self.redacted), again \(Self.redacted)")
    // Too short to be told apart from words: not a secret.
    #expect(redactor.redact("a short word") == "a short word")
    // Percent-encoded, as in a URL.
    #expect(redactor.redact("q=pa%20ss%2Fword%2B1") == "q=\(Self.redacted)")
  }

  @Test func theEnvironmentFeedsOnlyValuesThatLookLikeSecrets() {
    let found = Set(
      SecretRedactor.secrets(inEnvironment: [
        "PGPASSWORD": "pg-secret-1", "AWS_SECRET_ACCESS_KEY": "abc/def+ghi",
        "VISOR_OPENAI_API_KEY": "sk-xyz-123",
        "HOME": "/root", "VISOR_KEY_FILE": "/etc/visor/keys", "PATH": "/usr/bin", "MY_TOKEN": "no",
        "TOKEN_TYPE": "bearer",
      ]))
    #expect(found == ["pg-secret-1", "abc/def+ghi", "sk-xyz-123"])
  }

  @Test func aProviderSentenceIsRedactedBeforeItIsShortened() {
    // A key that straddles the 200-character cut must not survive as a fragment.
    let key = "opaque-\(UUID().uuidString)"
    let body = Data(#"{"error":{"message":"\#(String(repeating: "x", count: 190)) \#(key) tail"}}"#.utf8)
    let text = OpenAICompatibleClient.providerMessage(body, redactor: SecretRedactor(secrets: [key])) ?? ""
    #expect(!text.contains("opaque-"), "\(text)")
  }

  @Test func errorsAndLogsOfAClientNeverCarryItsKey() async throws {
    let key = "plain-words-\(UUID().uuidString.prefix(8))"
    let capture = LogCapture()
    for status in [400, 401, 404, 429, 500] {
      let transport = RecordedTransport(
        Array(
          repeating: .json(
            status,
            #"{"error":{"message":"Bad request from key Bearer \#(key); the key \#(key) is unknown"}}"#),
          count: 3))
      let client = makeClient(
        transport, apiKey: key, logger: Logger(label: "t", minimumLevel: .debug, sink: capture.sink))
      let error = await visorError { _ = try await client.chatModel().complete(ErrorMappingTests.question) }
      let message = try #require(error?.message)
      #expect(!message.contains(key), "\(status): \(message)")
      if status == 400 { #expect(message.contains("is unknown"), "\(message)") }
    }
    #expect(capture.all.allSatisfy { !$0.contains(key) })
  }

  @Test func aBaseURLPasswordNeverAppearsInASentence() async throws {
    var configuration = ProviderPresets.ollama(
      baseURL: URL(string: "http://visor:s3cret-Pa55@127.0.0.1:9/v1/")!)
    configuration.name = "remote"
    let transport = RecordedTransport([.json(404, #"{"error":{"message":"no model"}}"#)])
    let client = makeClient(transport, configuration: configuration, apiKey: nil)
    let error = await visorError { _ = try await client.chatModel().complete(ErrorMappingTests.question) }
    let message = try #require(error?.message)
    #expect(!message.contains("s3cret-Pa55"), "\(message)")
    #expect(message.contains("http://127.0.0.1:9/v1/"), "\(message)")
  }
}
