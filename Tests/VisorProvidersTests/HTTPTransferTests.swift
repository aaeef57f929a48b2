import Foundation
import Synchronization
import Testing
import VisorProviders

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one libcurl wrapper's blocking form (what the S3 store uses) against a real loopback server:
/// SigV4 signing, the body bound, the stall limit, and no secret in an error.
@Suite(.serialized) struct HTTPTransferTests {
  static let secret = "wJalrXUtnFEMI-not-a-real-secret-K7MDENG"

  @Test func aSignedPutCarriesSigV4AndTheBodyButNeitherTheSecretNorABlankExpect() throws {
    let seen = Mutex<TestHTTPRequest?>(nil)
    let server = try TestHTTPServer { request, connection in
      seen.withLock { $0 = request }
      connection.write("HTTP/1.1 200 OK\r\nETag: \"e1\"\r\nContent-Length: 2\r\n\r\nok")
    }
    defer { server.stop() }
    let body = Data("a photo's bytes".utf8)
    let result = HTTPTransfer.perform(
      HTTPTransfer.Request(
        method: "PUT", url: "http://127.0.0.1:\(server.port)/bucket/key.jpg",
        headers: [("x-amz-content-sha256", "UNSIGNED-PAYLOAD")], body: body, totalTimeout: .seconds(10),
        awsSigning: HTTPTransfer.AWSSigning(
          region: "eu-west-3", service: "s3", accessKeyID: "AKIDEXAMPLE", secretAccessKey: Self.secret),
        skipContinue: false))
    let response = try result.get()
    #expect(response.status == 200)
    #expect(String(decoding: response.body, as: UTF8.self) == "ok")
    #expect(response.headers.contains { $0.0.lowercased() == "etag" && $0.1 == "\"e1\"" })
    let request = try #require(seen.withLock { $0 })
    #expect(request.method == "PUT")
    #expect(request.body == body)
    let authorization = try #require(request.header("Authorization"))
    #expect(authorization.hasPrefix("AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/"))
    #expect(authorization.contains("/eu-west-3/s3/aws4_request"))
    #expect(!authorization.contains(Self.secret))
    #expect(request.header("x-amz-date") != nil)
    #expect(request.header("Expect") == nil)
  }

  @Test func aBodyPastItsBoundStopsTheTransferAsTooLarge() throws {
    let server = try TestHTTPServer { _, connection in
      // No Content-Length: the bound is met while reading.
      connection.write("HTTP/1.1 200 OK\r\nConnection: close\r\n\r\n")
      for _ in 0..<64 { guard connection.write(Data(repeating: 0x42, count: 4096)) else { return } }
    }
    defer { server.stop() }
    let result = HTTPTransfer.perform(
      HTTPTransfer.Request(
        url: "http://127.0.0.1:\(server.port)/big", totalTimeout: .seconds(10), maxBodyBytes: 10_000))
    guard case .failure(let error) = result else {
      Issue.record("a 256 KB body passed a 10 KB bound")
      return
    }
    #expect(error.kind == .tooLarge)
    #expect(!error.isTransient)
  }

  @Test func aStalledAnswerEndsTheAttemptAtTheStallLimitAsTransient() throws {
    let release = Mutex(false)
    let server = try TestHTTPServer { _, connection in
      connection.write("HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\nhalf")
      // Hold the connection open, sending nothing, until the test is over.
      let deadline = ContinuousClock.now + .seconds(20)
      while !release.withLock({ $0 }) && !connection.peerClosed && ContinuousClock.now < deadline {
        usleep(20_000)
      }
    }
    defer {
      release.withLock { $0 = true }
      server.stop()
    }
    let started = ContinuousClock.now
    let result = HTTPTransfer.perform(
      HTTPTransfer.Request(
        url: "http://127.0.0.1:\(server.port)/slow", totalTimeout: .seconds(15), stallTimeout: .seconds(1)))
    let took = ContinuousClock.now - started
    guard case .failure(let error) = result else {
      Issue.record("a frozen answer was taken as complete")
      return
    }
    #expect(error.isTimeout)
    #expect(error.isTransient)
    #expect(took < .seconds(10))
  }

  @Test func aFailedTransferNamesNeitherTheHeadersNorTheQueryNorTheCredentials() throws {
    // A port that was free a moment ago: nothing listens there.
    let server = try TestHTTPServer { _, _ in }
    let port = server.port
    server.stop()
    let result = HTTPTransfer.perform(
      HTTPTransfer.Request(
        method: "POST", url: "http://127.0.0.1:\(port)/v1/chat?key=\(Self.secret)",
        headers: [("Authorization", "Bearer \(Self.secret)")], body: Data(Self.secret.utf8),
        connectTimeout: .seconds(3), totalTimeout: .seconds(5),
        awsSigning: HTTPTransfer.AWSSigning(
          region: "us-east-1", service: "s3", accessKeyID: "AKIDEXAMPLE", secretAccessKey: Self.secret)))
    guard case .failure(let error) = result else {
      Issue.record("a transfer to a closed port succeeded")
      return
    }
    #expect(error.kind == .connectFailed)
    #expect(error.isTransient)
    #expect(!error.description.contains(Self.secret))
    #expect(!String(reflecting: error).contains(Self.secret))
  }
}
