import Foundation
import VisorCore

/// Where the blobs are in S3-compatible object storage, from `--blobs`:
/// `s3://BUCKET?endpoint=http://HOST:PORT&path-style=true&region=R&prefix=P`.
///
/// Without `endpoint` it is AWS (`https://s3.REGION.amazonaws.com`, virtual-host addressing);
/// `path-style=true` puts the bucket in the path (MinIO, moto, most self-hosted stores). Credentials are
/// never part of the URL: they come from ``S3Credentials``.
///
/// ```swift
/// let location = try S3Location(url: "s3://visor-photos?endpoint=http://127.0.0.1:9000&path-style=true")
/// location.objectURL("images/ab/x.jpg")   // http://127.0.0.1:9000/visor-photos/images/ab/x.jpg
/// ```
public struct S3Location: Sendable, Equatable {
  public var bucket: String
  /// Scheme, host and port, without a trailing slash.
  public var endpoint: URL
  public var pathStyle: Bool
  /// Signing region (`AWS_REGION` or `region=` in the URL; default `us-east-1`).
  public var region: String
  /// Prepended to every key (e.g. `visor/`), so several deployments can share one bucket.
  public var prefix: String

  public init(
    bucket: String, endpoint: URL, pathStyle: Bool, region: String = "us-east-1", prefix: String = ""
  ) {
    self.bucket = bucket
    self.endpoint = endpoint
    self.pathStyle = pathStyle
    self.region = region
    self.prefix = prefix
  }

  /// Parses `--blobs`; throws `VisorError` `.invalidSetting` with an example when it is not right.
  public init(url text: String, defaultRegion: String? = nil) throws {
    let example: MessageArgument = .message(Message("error.s3.example"))
    guard text.hasPrefix("s3://"), let components = URLComponents(string: text) else {
      throw VisorError(.invalidSetting, Message("error.s3.notS3", ["example": example]))
    }
    if components.user != nil || components.password != nil {
      throw VisorError(
        .invalidSetting,
        Message("error.s3.credentialsInURL")
      )
    }
    let bucket = components.host ?? ""
    guard Self.isValidBucket(bucket) else {
      throw VisorError(
        .invalidSetting,
        Message("error.s3.bucketName", ["example": example]))
    }
    var values: [String: String] = [:]
    for item in components.queryItems ?? [] { values[item.name] = item.value ?? "" }
    let known: Set = ["endpoint", "path-style", "region", "prefix"]
    if let unknown = values.keys.sorted().first(where: { !known.contains($0) }) {
      throw VisorError(
        .invalidSetting,
        Message("error.s3.unknownParameter", ["name": .text(unknown)]))
    }
    let region = values["region"] ?? defaultRegion ?? "us-east-1"
    let endpoint: URL
    if let given = values["endpoint"] {
      guard let url = URL(string: given), url.scheme == "http" || url.scheme == "https", url.host != nil,
        url.path.isEmpty || url.path == "/", url.query == nil, url.user == nil
      else {
        throw VisorError(
          .invalidSetting, Message("error.s3.endpoint", ["example": example]))
      }
      endpoint = URL(string: given.hasSuffix("/") ? String(given.dropLast()) : given)!
    } else {
      endpoint = URL(string: "https://s3.\(region).amazonaws.com")!
    }
    let pathStyle: Bool
    switch values["path-style"]?.lowercased() {
    case nil, "false", "0", "no": pathStyle = false
    case "true", "1", "yes", "": pathStyle = true
    default: throw VisorError(.invalidSetting, Message("error.s3.pathStyle"))
    }
    var prefix = values["prefix"] ?? ""
    if !prefix.isEmpty && !prefix.hasSuffix("/") { prefix += "/" }
    guard prefix.isEmpty || BlobKey.isValid(String(prefix.dropLast())) else {
      throw VisorError(.invalidSetting, Message("error.s3.prefix"))
    }
    self.init(bucket: bucket, endpoint: endpoint, pathStyle: pathStyle, region: region, prefix: prefix)
  }

  static func isValidBucket(_ name: String) -> Bool {
    (3...63).contains(name.count)
      && name.utf8.allSatisfy {
        ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2E || $0 == 0x2D
      }
      && name.first != "." && name.first != "-" && name.last != "." && name.last != "-"
  }

  /// `https://host[:port]` of the requests: the endpoint, or the bucket's subdomain of it.
  var base: String {
    var components = URLComponents(url: endpoint, resolvingAgainstBaseURL: false)!
    if !pathStyle { components.host = bucket + "." + (components.host ?? "") }
    components.path = ""
    return components.string!
  }

  /// The URL of an object (keys are valid blob keys: nothing in them needs escaping).
  public func objectURL(_ key: String) -> String {
    base + (pathStyle ? "/\(bucket)/" : "/") + prefix + key
  }

  /// The bucket's URL with a query whose parameters are sorted and escaped the way SigV4's canonical
  /// request has them (libcurl 7.88 signs the query exactly as given).
  func bucketURL(query: [(String, String)]) -> String {
    let path = pathStyle ? "/\(bucket)" : "/"
    guard !query.isEmpty else { return base + path }
    let encoded = query.sorted { $0.0 < $1.0 }.map { "\(Self.escape($0.0))=\(Self.escape($0.1))" }
    return base + path + "?" + encoded.joined(separator: "&")
  }

  /// RFC 3986 escaping as SigV4 wants it: everything but `A–Z a–z 0–9 - _ . ~` as `%XX`.
  static func escape(_ text: String) -> String {
    var out = ""
    for byte in text.utf8 {
      switch byte {
      case 0x41...0x5A, 0x61...0x7A, 0x30...0x39, 0x2D, 0x5F, 0x2E, 0x7E:
        out.append(Character(UnicodeScalar(byte)))
      default: out += String(format: "%%%02X", byte)
      }
    }
    return out
  }

  /// `bucket at endpoint`, for messages.
  public var displayName: String { "bucket \(bucket) at \(endpoint.absoluteString)" }
}

/// Credentials for S3: `AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY` and optionally `AWS_SESSION_TOKEN`,
/// from the environment or the key file. Never logged.
public struct S3Credentials: Sendable, Equatable {
  public var accessKeyID: String
  public var secretAccessKey: String
  public var sessionToken: String?

  public init(accessKeyID: String, secretAccessKey: String, sessionToken: String? = nil) {
    self.accessKeyID = accessKeyID
    self.secretAccessKey = secretAccessKey
    self.sessionToken = sessionToken
  }
}
