import Foundation
import Testing
import VisorCore
import VisorStore
import VisorTestSupport

/// Behaviour specific to the S3 blob store; the shared behaviour is the blob contract suite, which
/// runs on moto with signature checking on.
@Suite(.enabled(if: !S3TestServer.skipped)) struct S3BlobStoreTests {
  @Test func aWrongSecretIsRefusedWithASentence() async throws {
    let server = try await S3TestServer.server()
    let good = try await S3TestServer.freshStore()
    var wrong = server.credentials
    wrong.secretAccessKey = String(wrong.secretAccessKey.reversed())
    let logs = LogCapture()
    let error = #expect(throws: VisorError.self) {
      try S3BlobStore(
        location: good.location, credentials: wrong, logger: Logger(label: "test", sink: logs.sink))
    }
    #expect(error?.code == .blobStoreDenied)
    // What to fix, and the service's own words, are for the operator's log (issue 23 item 8).
    let logged = logs.all.joined(separator: "\n")
    #expect(logged.contains("AWS_SECRET_ACCESS_KEY"), "\(logged)")
    #expect(logged.contains("SignatureDoesNotMatch"), "\(logged)")
    #expect(error?.message.contains("SignatureDoesNotMatch") == false)
    #expect(error?.message.contains(wrong.secretAccessKey) == false)
    #expect(!logged.contains(wrong.secretAccessKey))
    // Already-open stores see it per request, too.
    let opened = try S3BlobStore(location: good.location, credentials: wrong, checkBucket: false)
    let put = await #expect(throws: VisorError.self) { try await opened.put(Data("x".utf8), key: "a/b") }
    #expect(put?.code == .blobStoreDenied)
  }

  @Test func aBucketThatDoesNotExistIsNamed() async throws {
    let server = try await S3TestServer.server()
    let location = S3Location(
      bucket: "no-such-bucket-here", endpoint: URL(string: server.endpoint)!, pathStyle: true)
    let logs = LogCapture()
    let error = #expect(throws: VisorError.self) {
      try S3BlobStore(
        location: location, credentials: server.credentials, logger: Logger(label: "test", sink: logs.sink))
    }
    #expect(error?.code == .bucketNotFound)
    // Named in the operator's log, not to the client (issue 23 item 8).
    #expect(logs.all.joined().contains("no-such-bucket-here"), "\(logs.all)")
    #expect(error?.message.contains("no-such-bucket-here") == false)
    let opened = try S3BlobStore(location: location, credentials: server.credentials, checkBucket: false)
    let get = await #expect(throws: VisorError.self) { _ = try await opened.get("images/x.jpg") }
    #expect(get?.code == .bucketNotFound)
  }

  @Test func anUnreachableEndpointFailsFastWithA503() async throws {
    let refusing = try RefusingPort()
    defer { refusing.close() }
    let port = refusing.port
    let location = S3Location(
      bucket: "photos", endpoint: URL(string: "http://127.0.0.1:\(port)")!, pathStyle: true)
    let logs = LogCapture()
    let started = ContinuousClock.now
    let error = #expect(throws: VisorError.self) {
      try S3BlobStore(
        location: location, credentials: S3Credentials(accessKeyID: "a", secretAccessKey: "b"),
        logger: Logger(label: "test", sink: logs.sink))
    }
    #expect(ContinuousClock.now - started < .seconds(10))
    #expect(error?.code == .blobStoreUnavailable)
    // The endpoint is for the operator's log; the client hears the one outage sentence.
    #expect(error?.message == S3BlobStore.outageSentence)
    #expect(logs.all.joined().contains("127.0.0.1:\(port)"), "\(logs.all)")
    #expect(error?.retryAfter != nil)
  }

  @Test func virtualHostAddressingPutsTheBucketInTheHostName() async throws {
    let server = try await S3TestServer.server()
    let port = URL(string: server.endpoint)!.port!
    let pathStyle = try await S3TestServer.freshStore()
    let bucket = pathStyle.location.bucket
    let location = S3Location(
      bucket: bucket, endpoint: URL(string: "http://s3.visor.test:\(port)")!, pathStyle: false)
    #expect(location.objectURL("images/a.jpg") == "http://\(bucket).s3.visor.test:\(port)/images/a.jpg")
    let virtual = try S3BlobStore(
      location: location, credentials: server.credentials,
      resolve: ["\(bucket).s3.visor.test:\(port):127.0.0.1"])
    try await virtual.put(Data("virtual".utf8), key: "images/a.jpg")
    #expect(try await pathStyle.get("images/a.jpg") == Data("virtual".utf8))
    #expect(try await virtual.list(prefix: "images/").map(\.key) == ["images/a.jpg"])
  }

  /// moto never checks the payload hash, so a server of our own records what arrives: the header
  /// must be the SHA-256 of the bytes received, and signed. 5xx answers are retried.
  @Test func uploadsCarryTheBodysSHA256AndFiveHundredsAreRetried() async throws {
    let recorder = try HeaderRecorder(statuses: [503, 500, 200])
    defer { recorder.stop() }
    let location = S3Location(bucket: "photos", endpoint: URL(string: recorder.endpoint)!, pathStyle: true)
    let store = try S3BlobStore(
      location: location, credentials: S3Credentials(accessKeyID: "AKIDEXAMPLE", secretAccessKey: "secret"),
      checkBucket: false, timeoutMilliseconds: 10_000)
    let body = Data((0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 7) })
    try await store.put(body, key: "images/ab/photo.jpg")
    let requests = try recorder.requests()
    #expect(requests.count == 3, "two 5xx answers, then success")
    let last = try #require(requests.last)
    #expect(last.method == "PUT")
    #expect(last.path == "/photos/images/ab/photo.jpg")
    #expect(last.headers["x-amz-content-sha256"] == last.bodySHA256)
    #expect(last.headers["x-amz-content-sha256"] == S3BlobStore.sha256Hex(body))
    let authorization = try #require(last.headers["authorization"])
    #expect(authorization.hasPrefix("AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/"))
    #expect(authorization.contains("/us-east-1/s3/aws4_request"))
    #expect(authorization.contains("x-amz-content-sha256"))
    // The published SHA-256 test vector.
    #expect(
      S3BlobStore.sha256Hex(Data("abc".utf8))
        == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
  }

  @Test(arguments: [
    ("s3://photos?endpoint=http://127.0.0.1:9000&path-style=true", "http://127.0.0.1:9000/photos/a/b.jpg"),
    ("s3://photos", "https://photos.s3.us-east-1.amazonaws.com/a/b.jpg"),
    ("s3://photos?region=eu-west-1&prefix=visor", "https://photos.s3.eu-west-1.amazonaws.com/visor/a/b.jpg"),
    ("s3://my.photos?endpoint=https://minio.lan&path-style=1", "https://minio.lan/my.photos/a/b.jpg"),
  ])
  func blobsURLsParse(_ url: String, _ object: String) throws {
    #expect(try S3Location(url: url).objectURL("a/b.jpg") == object)
  }

  @Test(arguments: [
    "http://photos", "s3://", "s3://Photos", "s3://ab", "s3://photos?endpoint=ftp://x",
    "s3://photos?colour=red",
    "s3://key:secret@photos", "s3://photos?endpoint=http://h/path", "s3://photos?path-style=maybe",
  ])
  func badBlobsURLsAreRefusedWithAnExample(_ url: String) {
    let error = #expect(throws: VisorError.self) { try S3Location(url: url) }
    #expect(error?.code == .invalidSetting)
    #expect(error?.message.contains("secret") == false)
  }
}
