import CSodium
import Dispatch
import Foundation
import VisorCore
import VisorCurl

/// A ``BlobStore`` in an S3-compatible bucket, over libcurl, signed by libcurl's own AWS Signature V4
/// (`CURLOPT_AWS_SIGV4`) — docs/decisions/013-s3-blob-store.md.
///
/// libcurl 7.88 hashes only `POSTFIELDS` bodies for the signature, so every request carries its own
/// `x-amz-content-sha256` (the body's SHA-256, computed here), which libcurl then signs. A PUT is
/// atomic per object in S3, so readers see the old or the new bytes. Requests that fail with a 5xx,
/// a timeout or a dropped connection are retried with backoff; 403, a missing bucket and an
/// unreachable endpoint become `VisorError`s. Their sentences are for the API's users ("The photo
/// store is unavailable; try again in a minute"); the endpoint, bucket and the service's own words
/// — what an operator fixes — go to the log.
///
/// ```swift
/// let blobs = try S3BlobStore(
///   location: try S3Location(url: "s3://photos?endpoint=http://127.0.0.1:9000&path-style=true"),
///   credentials: S3Credentials(accessKeyID: id, secretAccessKey: secret))
/// try await blobs.put(jpeg, key: "images/ab/\(id).jpg")
/// ```
public final class S3BlobStore: BlobStore {
  public let location: S3Location
  private let credentials: S3Credentials
  private let queue = DispatchQueue(label: "visor.s3", qos: .userInitiated, attributes: .concurrent)
  /// Attempts per request (the first plus retries).
  let attempts: Int
  let connectTimeoutMilliseconds: Int
  let timeoutMilliseconds: Int
  /// An attempt that moves no byte for this long is abandoned (a frozen store, not a large object).
  let stallMilliseconds: Int
  /// Retries stop once this much time has passed since the first attempt, so a request on a store
  /// that stopped answering fails within seconds instead of minutes.
  let retryBudgetMilliseconds: Int
  /// `HOST:PORT:ADDRESS` entries for libcurl's resolver (tests reach virtual-host buckets on loopback).
  let resolve: [String]
  /// Where the details of a failure go (never into the error a client sees).
  let logger: Logger

  /// What a client hears while the bucket cannot be used (the details are in the log).
  public static let outageSentence = "The photo store is unavailable; try again in a minute."

  /// - Parameters:
  ///   - checkBucket: ask the bucket once now, so a wrong name, wrong credentials or an unreachable
  ///     endpoint stop start-up with a sentence (blocking, at most a few seconds).
  public init(
    location: S3Location, credentials: S3Credentials, checkBucket: Bool = true, attempts: Int = 4,
    connectTimeoutMilliseconds: Int = 3000, timeoutMilliseconds: Int = 60_000, stallMilliseconds: Int = 4000,
    retryBudgetMilliseconds: Int = 8000, resolve: [String] = [], logger: Logger = Logger(label: "visor.s3")
  ) throws {
    self.location = location
    self.logger = logger
    self.credentials = credentials
    self.attempts = max(1, attempts)
    self.connectTimeoutMilliseconds = connectTimeoutMilliseconds
    self.timeoutMilliseconds = timeoutMilliseconds
    self.stallMilliseconds = max(1000, stallMilliseconds)
    self.retryBudgetMilliseconds = retryBudgetMilliseconds
    self.resolve = resolve
    S3Global.ensureInitialised()
    if checkBucket { try self.checkBucket() }
  }

  // MARK: - BlobStore

  public func put(_ data: Data, key: String) async throws {
    try BlobKey.validate(key)
    let url = location.objectURL(key)
    let response = try await perform(S3Request(method: "PUT", url: url, body: data))
    try expect(response, [200, 201, 204], subject: key)
  }

  public func get(_ key: String) async throws -> Data? {
    try BlobKey.validate(key)
    let response = try await perform(S3Request(method: "GET", url: location.objectURL(key)))
    if response.status == 404 { return try missingOrThrow(response) }
    try expect(response, [200], subject: key)
    return response.body
  }

  public func delete(_ key: String) async throws {
    try BlobKey.validate(key)
    let response = try await perform(S3Request(method: "DELETE", url: location.objectURL(key)))
    if response.status == 404 {
      let _: Data? = try missingOrThrow(response)
      return
    }
    try expect(response, [200, 202, 204], subject: key)
  }

  public func exists(_ key: String) async throws -> Bool {
    try BlobKey.validate(key)
    let response = try await perform(S3Request(method: "HEAD", url: location.objectURL(key)))
    if response.status == 404 { return false }
    try expect(response, [200], subject: key)
    return true
  }

  public func list(prefix: String) async throws -> [BlobEntry] {
    var entries: [BlobEntry] = []
    var token: String?
    repeat {
      var query = [("list-type", "2"), ("prefix", location.prefix + prefix)]
      if let token { query.append(("continuation-token", token)) }
      let response = try await perform(S3Request(method: "GET", url: location.bucketURL(query: query)))
      try expect(response, [200], subject: "the listing")
      let xml = String(decoding: response.body, as: UTF8.self)
      for block in S3XML.blocks("Contents", in: xml) {
        guard let fullKey = S3XML.value("Key", in: block), fullKey.hasPrefix(location.prefix) else {
          continue
        }
        let key = String(fullKey.dropFirst(location.prefix.count))
        // Objects that are not blob keys (put there by something else) are not ours to list.
        guard BlobKey.isValid(key) else { continue }
        entries.append(
          BlobEntry(
            key: key, modified: S3XML.date(S3XML.value("LastModified", in: block)) ?? .distantPast,
            size: Int(S3XML.value("Size", in: block) ?? "") ?? 0))
      }
      token =
        S3XML.value("IsTruncated", in: xml) == "true" ? S3XML.value("NextContinuationToken", in: xml) : nil
    } while token != nil
    return entries.sorted { $0.key < $1.key }
  }

  /// Aborts multipart uploads under this store's prefix started before `cutoff` (Visor itself only
  /// makes single PUTs, but another tool or an interrupted copy may leave some).
  public func removeIncompleteWrites(before cutoff: Date) async throws -> Int {
    var query = [("uploads", "")]
    if !location.prefix.isEmpty { query.append(("prefix", location.prefix)) }
    let response = try await perform(S3Request(method: "GET", url: location.bucketURL(query: query)))
    try expect(response, [200], subject: "the list of unfinished uploads")
    var removed = 0
    for block in S3XML.blocks("Upload", in: String(decoding: response.body, as: UTF8.self)) {
      guard let key = S3XML.value("Key", in: block), let id = S3XML.value("UploadId", in: block),
        let started = S3XML.date(S3XML.value("Initiated", in: block)), started < cutoff,
        key.hasPrefix(location.prefix), BlobKey.isValid(key)
      else { continue }
      let url =
        location.base + (location.pathStyle ? "/\(location.bucket)/" : "/") + key + "?uploadId="
        + S3Location.escape(id)
      let aborted = try await perform(S3Request(method: "DELETE", url: url))
      if [200, 204, 404].contains(aborted.status) { removed += 1 }
    }
    return removed
  }

  /// Creates the bucket (tests and first-time setup); fine when it exists and is ours.
  public func createBucket() async throws {
    let body =
      location.region == "us-east-1"
      ? Data()
      : Data(
        "<CreateBucketConfiguration><LocationConstraint>\(location.region)</LocationConstraint></CreateBucketConfiguration>"
          .utf8)
    let response = try await perform(S3Request(method: "PUT", url: location.bucketURL(query: []), body: body))
    if response.status == 409, S3XML.value("Code", in: response.text) == "BucketAlreadyOwnedByYou" { return }
    try expect(response, [200], subject: "the bucket")
  }

  /// Whether the bucket answers now: one quick listing, no retries (`/readyz`).
  public func ping() async throws {
    let response = try await withCheckedThrowingContinuation {
      (continuation: CheckedContinuation<S3Response, Error>) in
      queue.async {
        continuation.resume(
          with: Result {
            try self.performBlocking(
              S3Request(
                method: "GET", url: self.location.bucketURL(query: [("list-type", "2"), ("max-keys", "1")])),
              attempts: 1)
          })
      }
    }
    try expect(response, [200], subject: "the bucket")
  }

  // MARK: - Start-up check

  private func checkBucket() throws {
    let response = try performBlocking(
      S3Request(method: "GET", url: location.bucketURL(query: [("list-type", "2"), ("max-keys", "1")])),
      // Two tries: even an endpoint that never answers stops start-up within 2 × the connect timeout.
      attempts: min(2, attempts))
    try expect(response, [200], subject: "the bucket")
  }

  // MARK: - Responses

  private func missingOrThrow<T>(_ response: S3Response) throws -> T? {
    if S3XML.value("Code", in: response.text) == "NoSuchBucket" { throw bucketMissing() }
    return nil
  }

  private func bucketMissing() -> VisorError {
    logger.error(
      "the photo store's bucket does not exist; create it (for example `aws s3 mb s3://\(location.bucket)`) or fix the name in --blobs",
      ["store": location.displayName])
    return VisorError(
      .bucketNotFound, Message("error.s3.noBucket"))
  }

  private func expect(_ response: S3Response, _ statuses: Set<Int>, subject: String) throws {
    guard !statuses.contains(response.status) else { return }
    let code = S3XML.value("Code", in: response.text)
    let message = S3XML.value("Message", in: response.text)
    let detail = [code, message].compactMap { $0 }.joined(separator: ": ")
    switch (response.status, code) {
    case (404, "NoSuchBucket"):
      throw bucketMissing()
    case (404, nil) where subject == "the bucket":
      throw bucketMissing()
    case (401, _), (403, _):
      logger.error(
        "the photo store refused Visor's credentials; check AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and AWS_REGION, and that the key may read and write the bucket",
        ["store": location.displayName, "status": String(response.status), "error": detail])
      throw VisorError(
        .blobStoreDenied,
        Message("error.s3.denied"))
    default:
      logger.error(
        "the photo store failed a request; if it keeps happening, check the storage service",
        [
          "store": location.displayName, "status": String(response.status), "subject": subject,
          "error": detail,
        ])
      throw VisorError(
        .blobStoreUnavailable, Self.outageSentence, retryAfter: response.status >= 500 ? 1 : nil)
    }
  }

  // MARK: - Transfers

  private func perform(_ request: S3Request) async throws -> S3Response {
    try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<S3Response, Error>) in
      queue.async { continuation.resume(with: Result { try self.performBlocking(request) }) }
    }
  }

  /// Runs `request` with retries (5xx, timeouts, dropped connections), backing off 100 ms, 300 ms,
  /// 900 ms … with jitter. Blocks the calling thread (never a cooperative-pool thread).
  func performBlocking(_ request: S3Request, attempts: Int? = nil) throws -> S3Response {
    var lastFailure: String = ""
    let attempts = attempts ?? self.attempts
    let started = ContinuousClock.now
    retrying: for attempt in 0..<attempts {
      if attempt > 0, ContinuousClock.now - started > .milliseconds(retryBudgetMilliseconds) {
        lastFailure += " (no more retries: \(retryBudgetMilliseconds / 1000) s passed)"
        break
      }
      if attempt > 0 {
        let delay = 0.1 * pow(3, Double(attempt - 1)) * Double.random(in: 0.8...1.2)
        usleep(UInt32(delay * 1_000_000))
      }
      switch transfer(request) {
      case .success(let response):
        if [500, 502, 503, 504].contains(response.status) && attempt < attempts - 1 {
          lastFailure = "HTTP \(response.status)"
          continue
        }
        return response
      case .failure(let failure):
        lastFailure = failure.message
        if !failure.retryable { break retrying }
      }
    }
    logger.error(
      "the photo store cannot be reached; check that it is running and that --blobs is right (Visor keeps trying on the next request)",
      ["store": location.displayName, "error": lastFailure, "attempts": String(attempts)])
    throw VisorError(.blobStoreUnavailable, Self.outageSentence, retryAfter: 1)
  }

  /// SHA-256 of `data` as lowercase hex (the `x-amz-content-sha256` header).
  public static func sha256Hex(_ data: Data) -> String {
    var digest = [UInt8](repeating: 0, count: Int(crypto_hash_sha256_BYTES))
    data.withUnsafeBytes { raw in
      _ = crypto_hash_sha256(&digest, raw.bindMemory(to: UInt8.self).baseAddress, UInt64(data.count))
    }
    return digest.map { String(format: "%02x", $0) }.joined()
  }

  private struct TransferFailure: Error {
    var message: String
    var retryable: Bool
  }

  private func transfer(_ request: S3Request) -> Result<S3Response, TransferFailure> {
    let body = request.body ?? Data()
    let headers =
      [
        ("x-amz-content-sha256", Self.sha256Hex(body)),
        // Not a form.
        ("Content-Type", "application/octet-stream"),
      ] + (credentials.sessionToken.map { [("x-amz-security-token", $0)] } ?? [])
    let outcome = HTTPTransfer.perform(
      HTTPTransfer.Request(
        method: request.method, url: request.url, headers: headers,
        body: request.method == "PUT" || request.method == "POST" ? body : nil,
        connectTimeout: .milliseconds(connectTimeoutMilliseconds),
        totalTimeout: .milliseconds(timeoutMilliseconds),
        // Below one byte a second for the stall time: the store froze; give up this attempt.
        stallTimeout: .milliseconds(stallMilliseconds),
        awsSigning: HTTPTransfer.AWSSigning(
          region: location.region, service: "s3", accessKeyID: credentials.accessKeyID,
          secretAccessKey: credentials.secretAccessKey),
        // No blank `Expect:` to skip 100-continue: libcurl would sign a header it never sends.
        resolve: resolve, skipContinue: false))
    switch outcome {
    case .success(let response): return .success(S3Response(status: response.status, body: response.body))
    case .failure(let error):
      return .failure(TransferFailure(message: error.description, retryable: error.isTransient))
    }
  }
}

struct S3Request: Sendable {
  var method: String
  var url: String
  var body: Data?
}

struct S3Response: Sendable {
  var status: Int
  var body: Data
  var text: String { String(decoding: body, as: UTF8.self) }
}

enum S3Global {
  private static let initialised: Bool = sodium_init() >= 0
  static func ensureInitialised() { _ = initialised }
}

/// Just enough XML for S3's answers (ListObjectsV2, ListMultipartUploads, Error): elements by name,
/// with the five predefined entities decoded.
enum S3XML {
  static func blocks(_ name: String, in xml: String) -> [String] {
    var out: [String] = []
    var rest = xml[...]
    while let open = rest.range(of: "<\(name)>"),
      let close = rest.range(of: "</\(name)>", range: open.upperBound..<rest.endIndex)
    {
      out.append(String(rest[open.upperBound..<close.lowerBound]))
      rest = rest[close.upperBound...]
    }
    return out
  }

  static func value(_ name: String, in xml: String) -> String? {
    blocks(name, in: xml).first.map(unescape)
  }

  static func unescape(_ text: String) -> String {
    guard text.contains("&") else { return text }
    return text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
      .replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "&amp;", with: "&")
  }

  static func date(_ text: String?) -> Date? {
    guard let text else { return nil }
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    if let date = formatter.date(from: text) { return date }
    formatter.formatOptions = [.withInternetDateTime]
    return formatter.date(from: text)
  }
}
