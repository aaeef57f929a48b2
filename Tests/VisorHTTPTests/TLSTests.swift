import Foundation
import Testing
import VisorCore

@testable import VisorHTTP

@Suite struct TLSTests {
  /// Runs a program and returns its standard output (reading the pipe before waiting for exit).
  static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
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
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("visor-tls-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let certPath = directory.appendingPathComponent("cert.pem").path
    let keyPath = directory.appendingPathComponent("key.pem").path
    let result = try run(
      "/usr/bin/openssl",
      [
        "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-subj", "/CN=localhost",
        "-days", "1", "-keyout", keyPath, "-out", certPath,
      ])
    try #require(result.status == 0)
    return (try String(contentsOfFile: certPath, encoding: .utf8), try String(contentsOfFile: keyPath, encoding: .utf8))
  }

  @Test func servesHTTPSWithTheGivenCertificate() async throws {
    let (cert, key) = try TLSTests.makeCertificate()
    let router = testRouter()
    try await withServer(
      configure: {
        $0.tlsCertificatePEM = cert
        $0.tlsKeyPEM = key
      }, handler: router.handle
    ) { server in
      let port = server.port
      let (status, body) = try await blocking {
        let result = try TLSTests.run(
          "/usr/bin/curl", ["-sk", "--max-time", "5", "-w", "\n%{http_code}", "https://127.0.0.1:\(port)/hello"])
        let lines = result.output.split(separator: "\n")
        return (lines.last.map(String.init) ?? "", lines.dropLast().joined(separator: "\n"))
      }
      #expect(status == "200")
      #expect(body == #"{"message":"hi"}"#)
      // Plain HTTP to the TLS port gets no HTTP answer.
      let plain = try await blocking {
        try TLSTests.run("/usr/bin/curl", ["-s", "--max-time", "3", "-o", "/dev/null", "-w", "%{http_code}", "http://127.0.0.1:\(port)/hello"])
      }
      #expect(plain.output != "200")
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
      #expect(error.code == "tls_failed")
    }
  }
}
