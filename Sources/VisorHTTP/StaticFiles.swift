import Foundation
import VisorCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Serves the files of one directory (the web app).
///
/// `/` → `index.html`; `Content-Type` by extension; a strong `ETag` with `If-None-Match` → 304;
/// `Cache-Control: no-cache`. Paths that try to leave the root — `..` in any spelling (`%2e%2e`,
/// `..%2f`), NUL bytes, backslashes, symlinks pointing outside — answer 404 and nothing outside the
/// root is ever read. Dot-files are not served.
///
/// ```swift
/// router.fallback(StaticFiles(root: webDirectory).respond)
/// ```
public struct StaticFiles: Sendable {
  public let root: URL

  public init(root: URL) { self.root = root }

  static let contentTypes: [String: String] = [
    "html": "text/html; charset=utf-8", "htm": "text/html; charset=utf-8",
    "js": "text/javascript; charset=utf-8", "mjs": "text/javascript; charset=utf-8",
    "css": "text/css; charset=utf-8", "json": "application/json",
    "webmanifest": "application/manifest+json", "svg": "image/svg+xml", "png": "image/png",
    "jpg": "image/jpeg", "jpeg": "image/jpeg", "ico": "image/x-icon", "wav": "audio/wav",
    "mp3": "audio/mpeg", "txt": "text/plain; charset=utf-8", "webp": "image/webp",
    "woff2": "font/woff2", "map": "application/json",
  ]

  public func respond(_ request: HTTPRequest) async throws -> HTTPResponse {
    guard request.method == .get || request.method == .head else { throw notFound(request) }
    guard let segments = StaticFiles.safeSegments(request.rawPath) else { throw notFound(request) }
    guard let rootReal = StaticFiles.realPath(root.path) else { throw notFound(request) }
    var candidate = ([rootReal] + segments).joined(separator: "/")
    if StaticFiles.isDirectory(candidate) { candidate += "/index.html" }
    guard let real = StaticFiles.realPath(candidate), real.hasPrefix(rootReal + "/") else {
      throw notFound(request)
    }
    let fd = open(real, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw notFound(request) }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { throw notFound(request) }
    let etag =
      "\"\(String(UInt64(info.st_size), radix: 16))-\(String(UInt64(info.st_mtim.tv_sec), radix: 16))\(String(UInt64(info.st_mtim.tv_nsec), radix: 16))-\(String(UInt64(info.st_ino), radix: 16))\""
    var headers = HTTPHeaders()
    headers["ETag"] = etag
    headers["Cache-Control"] = "no-cache"
    headers["X-Content-Type-Options"] = "nosniff"
    if let match = request.headers["If-None-Match"], StaticFiles.matches(match, etag: etag) {
      return HTTPResponse(status: 304, headers: headers)
    }
    let ext = (real as NSString).pathExtension.lowercased()
    headers["Content-Type"] = StaticFiles.contentTypes[ext] ?? "application/octet-stream"
    if request.method == .head { return HTTPResponse(status: 200, headers: headers) }
    let data = try StaticFiles.readAll(fd: fd, size: Int(info.st_size))
    return HTTPResponse(status: 200, headers: headers, body: .data(data))
  }

  private func notFound(_ request: HTTPRequest) -> VisorError {
    VisorError(.notFound, Message("error.static.none"))
  }

  /// Percent-decodes the raw path byte by byte and splits it into safe segments, or nil when it
  /// holds `.`/`..` segments, NUL, backslashes, dot-files or broken escapes.
  static func safeSegments(_ rawPath: String) -> [String]? {
    var bytes: [UInt8] = []
    let raw = Array(rawPath.utf8)
    var i = 0
    func hex(_ b: UInt8) -> UInt8? {
      switch b {
      case 48...57: b - 48
      case 65...70: b - 55
      case 97...102: b - 87
      default: nil
      }
    }
    while i < raw.count {
      if raw[i] == 0x25 {
        guard i + 2 < raw.count, let hi = hex(raw[i + 1]), let lo = hex(raw[i + 2]) else { return nil }
        bytes.append(hi << 4 | lo)
        i += 3
      } else {
        bytes.append(raw[i])
        i += 1
      }
    }
    if bytes.contains(0) || bytes.contains(0x5C) { return nil }
    guard let decoded = String(validating: bytes, as: UTF8.self) else { return nil }
    var segments: [String] = []
    for segment in decoded.split(separator: "/", omittingEmptySubsequences: true) {
      if segment.hasPrefix(".") { return nil }  // ".", "..", and dot-files
      segments.append(String(segment))
    }
    return segments
  }

  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  static func isDirectory(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  static func matches(_ header: String, etag: String) -> Bool {
    for candidate in header.split(separator: ",") {
      var tag = candidate.trimmingCharacters(in: .whitespaces)
      if tag == "*" { return true }
      if tag.hasPrefix("W/") { tag.removeFirst(2) }
      if tag == etag { return true }
    }
    return false
  }

  static func readAll(fd: Int32, size: Int) throws -> Data {
    var data = Data(count: size)
    var offset = 0
    try data.withUnsafeMutableBytes { buffer in
      while offset < size {
        let n = pread(fd, buffer.baseAddress! + offset, size - offset, off_t(offset))
        if n < 0 && errno == EINTR { continue }
        guard n > 0 else {
          throw VisorError(.internalError, Message("error.static.unreadable"))
        }
        offset += n
      }
    }
    return data
  }
}
