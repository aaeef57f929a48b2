import Foundation
import Testing
import VisorHTTP

/// The Python `websockets` package as an independent peer (Tests/websocket/client.py), over plain TCP
/// and over TLS terminated by the gate.
@Suite(.serialized) struct WebSocketClientTests {
  static var python: String {
    let cache =
      ProcessInfo.processInfo.environment["VISOR_CACHE_DIR"].flatMap { $0.isEmpty ? nil : $0 }
      ?? NSHomeDirectory() + "/.cache/visor"
    return cache + "/test-venv/bin/python"
  }

  static var script: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("websocket/client.py").path
  }

  static func runClient(_ url: String) async throws -> (Int32, String) {
    try #require(
      FileManager.default.isExecutableFile(atPath: python),
      "the test venv (scripts/setup.sh --test) is missing: \(python)")
    return try await blocking { try TLSTests.run(python, [script, url]) }
  }

  @Test func thePythonWebsocketsClientPassesEveryCheck() async throws {
    let log = EchoLog()
    try await withServer(handler: echoRouter(log: log).handle) { server in
      let (status, output) = try await Self.runClient("ws://127.0.0.1:\(server.port)/ws")
      #expect(status == 0, "\(output)")
      #expect(!output.contains("FAIL") && output.contains("ok   200 messages in order"), "\(output)")
    }
  }

  @Test func thePythonWebsocketsClientPassesOverTLS() async throws {
    let log = EchoLog()
    try await TLSTests.withTLSServer(handler: echoRouter(log: log).handle) { port in
      let (status, output) = try await Self.runClient("wss://127.0.0.1:\(port)/ws")
      #expect(status == 0, "\(output)")
      #expect(!output.contains("FAIL") && output.contains("ok   server close code"), "\(output)")
    }
  }
}
