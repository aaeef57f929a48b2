import Foundation
import Testing
import VisorCore
import VisorHTTP

@Suite struct TLSTests {
  /// Runs a program and returns its standard output (reading the pipe before waiting for exit).
  static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = ChildProcess()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  static func makeCertificate() throws -> (cert: String, key: String) {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "visor-tls-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let certPath = directory.appendingPathComponent("cert.pem").path
    let keyPath = directory.appendingPathComponent("key.pem").path
    let result = try run(
      "/usr/bin/openssl",
      [
        "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-subj",
        "/CN=localhost",
        "-days", "1", "-keyout", keyPath, "-out", certPath,
      ])
    try #require(result.status == 0)
    return (
      try String(contentsOfFile: certPath, encoding: .utf8),
      try String(contentsOfFile: keyPath, encoding: .utf8)
    )
  }

  /// Runs `body` with the port of an HTTPS server (fresh self-signed certificate) serving `handler`.
  static func withTLSServer(
    handler: @escaping HTTPHandler, _ body: @escaping @Sendable (Int) async throws -> Void
  ) async throws {
    let (cert, key) = try makeCertificate()
    try await withServer(
      configure: {
        $0.tlsCertificatePEM = cert
        $0.tlsKeyPEM = key
      }, handler: handler
    ) { server in try await body(server.port) }
  }

  @Test func servesHTTPSWithTheGivenCertificate() async throws {
    try await TLSTests.withTLSServer(handler: testRouter().handle) { port in
      let (status, body) = try await blocking {
        let result = try TLSTests.run(
          "/usr/bin/curl",
          ["-sk", "--max-time", "5", "-w", "\n%{http_code}", "https://127.0.0.1:\(port)/hello"])
        let lines = result.output.split(separator: "\n")
        return (lines.last.map(String.init) ?? "", lines.dropLast().joined(separator: "\n"))
      }
      #expect(status == "200")
      #expect(body == #"{"message":"hi"}"#)
      // Plain HTTP to the TLS port gets no HTTP answer.
      let plain = try await blocking {
        try TLSTests.run(
          "/usr/bin/curl",
          [
            "-s", "--max-time", "3", "-o", "/dev/null", "-w", "%{http_code}",
            "http://127.0.0.1:\(port)/hello",
          ])
      }
      #expect(plain.output != "200")
    }
  }

  /// Megabytes both ways through the gate's TLS layer, with a reader slower than the server so the
  /// sends back up (GnuTLS's retry-with-the-same-record path).
  @Test func largeBodiesCrossTLSIntactBothWays() async throws {
    let big = Data((0..<(6 * 1024 * 1024)).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 7) })
    let router = Router()
    router.get("/big") { _ in .data(big, contentType: "application/octet-stream") }
    router.post("/length") { request in
      try .json(["length": request.body.count, "sum": request.body.reduce(0) { $0 &+ Int($1) }])
    }
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "visor-tls-big-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let downloaded = directory.appendingPathComponent("down.bin").path
    let upload = directory.appendingPathComponent("up.bin")
    try big.write(to: upload)
    try await TLSTests.withTLSServer(handler: router.handle) { port in
      let (down, up) = try await blocking {
        let down = try TLSTests.run(
          "/usr/bin/curl",
          [
            "-sk", "--max-time", "20", "--limit-rate", "8M", "-o", downloaded, "-w", "%{http_code}",
            "https://127.0.0.1:\(port)/big",
          ])
        let up = try TLSTests.run(
          "/usr/bin/curl",
          [
            "-sk", "--max-time", "20", "--data-binary", "@\(upload.path)", "-H",
            "Content-Type: application/octet-stream", "https://127.0.0.1:\(port)/length",
          ])
        return (down.output, up.output)
      }
      #expect(down == "200")
      #expect(FileManager.default.contents(atPath: downloaded) == big)
      let expectedSum = big.reduce(0) { $0 &+ Int($1) }
      #expect(up == #"{"length":\#(big.count),"sum":\#(expectedSum)}"#)
    }
  }

  @Test func badCertificateFailsToStartWithAClearError() throws {
    var configuration = HTTPServerConfiguration()
    configuration.port = 0
    configuration.tlsCertificatePEM = "not a certificate"
    configuration.tlsKeyPEM = "not a key"
    let server = HTTPServer(configuration: configuration, handler: { _ in .noContent() }, logger: .silent)
    do {
      try server.start()
      Issue.record("start should fail")
    } catch let error as VisorError {
      #expect(error.code == .tlsFailed)
    }
  }
}
