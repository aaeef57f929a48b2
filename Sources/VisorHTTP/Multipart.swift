import CHTTPGate
import Foundation
import VisorCore

/// One part of a `multipart/form-data` body.
public struct MultipartPart: Sendable {
  public var name: String
  public var filename: String?
  public var contentType: String?
  public var data: Data

  public init(name: String, filename: String? = nil, contentType: String? = nil, data: Data) {
    self.name = name
    self.filename = filename
    self.contentType = contentType
    self.data = data
  }
}

/// A strict `multipart/form-data` parser (RFC 7578).
///
/// ```swift
/// let parts = try Multipart.parse(body: request.body, contentType: request.headers["Content-Type"]!)
/// let image = parts.first { $0.name == "image" }
/// ```
public enum Multipart {
  /// Splits `body` into parts. Malformed or truncated bodies → 400 `invalid_multipart`; a
  /// `Content-Type` without a boundary → 400 `invalid_multipart`.
  public static func parse(body: Data, contentType: String) throws -> [MultipartPart] {
    guard let boundary = boundary(in: contentType) else {
      throw VisorError(
        .invalidMultipart,
        Message("error.multipart.noBoundary"))
    }
    let bytes = [UInt8](body)
    let dash = Array("--\(boundary)".utf8)
    let delimiter = Array("\r\n--\(boundary)".utf8)
    let headerEnd = Array("\r\n\r\n".utf8)

    // The first delimiter may be at the very start or after a preamble ending in CRLF.
    var position: Int
    if bytes.starts(with: dash) {
      position = dash.count
    } else if let found = find(delimiter, in: bytes, from: 0) {
      position = found + delimiter.count
    } else {
      throw malformed("it has no opening boundary line")
    }

    var parts: [MultipartPart] = []
    while true {
      // After a delimiter: "--" closes, CRLF starts a part (transport padding is allowed).
      if position + 2 <= bytes.count, bytes[position] == 0x2D, bytes[position + 1] == 0x2D {
        // Text fields (parts without a file name) follow the same control-character rule as JSON.
        for part in parts where part.filename == nil {
          if let text = String(validating: part.data, as: UTF8.self) {
            try TextValidation.check(
              text, field: part.name, multiline: !TextValidation.singleLineKeys.contains(part.name))
          }
        }
        return parts
      }
      while position < bytes.count, bytes[position] == 0x20 || bytes[position] == 0x09 { position += 1 }
      guard position + 2 <= bytes.count, bytes[position] == 0x0D, bytes[position + 1] == 0x0A else {
        throw malformed(
          position >= bytes.count ? "it ends before the closing boundary" : "a boundary line is malformed")
      }
      position += 2
      guard let headersEnd = find(headerEnd, in: bytes, from: position) else {
        throw malformed("a part's headers are not terminated")
      }
      let headerText = String(decoding: bytes[position..<headersEnd], as: UTF8.self)
      let contentStart = headersEnd + headerEnd.count
      guard let next = find(delimiter, in: bytes, from: contentStart) else {
        throw malformed("it ends before the closing boundary")
      }
      parts.append(try part(headers: headerText, data: Data(bytes[contentStart..<next])))
      position = next + delimiter.count
    }
  }

  /// The `boundary` parameter of a multipart Content-Type.
  static func boundary(in contentType: String) -> String? {
    for parameter in contentType.split(separator: ";").dropFirst() {
      let pair = parameter.split(separator: "=", maxSplits: 1)
      guard pair.count == 2, pair[0].trimmingCharacters(in: .whitespaces).lowercased() == "boundary" else {
        continue
      }
      var value = pair[1].trimmingCharacters(in: .whitespaces)
      if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
        value = String(value.dropFirst().dropLast())
      }
      guard !value.isEmpty, value.utf8.count <= 200 else { return nil }
      return value
    }
    return nil
  }

  private static func part(headers: String, data: Data) throws -> MultipartPart {
    var name: String?
    var filename: String?
    var contentType: String?
    for line in headers.split(separator: "\r\n") {
      guard let colon = line.firstIndex(of: ":") else { throw malformed("a part header has no colon") }
      let field = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
      let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      switch field {
      case "content-disposition":
        let params = dispositionParameters(value)
        name = params["name"]
        filename = params["filename"]
      case "content-type":
        contentType = value
      default:
        break
      }
    }
    guard let name else { throw malformed("a part has no Content-Disposition name") }
    return MultipartPart(name: name, filename: filename, contentType: contentType, data: data)
  }

  /// Parses `form-data; name="a"; filename="b.jpg"` (quoted values may contain `;` and `\"`).
  static func dispositionParameters(_ value: String) -> [String: String] {
    var result: [String: String] = [:]
    var chars = Substring(value)
    // Skip the disposition type.
    if let semicolon = chars.firstIndex(of: ";") {
      chars = chars[chars.index(after: semicolon)...]
    } else {
      return result
    }
    while !chars.isEmpty {
      chars = chars.drop { $0 == " " || $0 == "\t" || $0 == ";" }
      guard let eq = chars.firstIndex(of: "=") else { break }
      let key = chars[..<eq].trimmingCharacters(in: .whitespaces).lowercased()
      chars = chars[chars.index(after: eq)...].drop { $0 == " " }
      var parsed = ""
      if chars.first == "\"" {
        chars = chars.dropFirst()
        var escaped = false
        while let c = chars.first {
          chars = chars.dropFirst()
          if escaped {
            parsed.append(c)
            escaped = false
          } else if c == "\\" {
            escaped = true
          } else if c == "\"" {
            break
          } else {
            parsed.append(c)
          }
        }
        if let semicolon = chars.firstIndex(of: ";") { chars = chars[semicolon...] } else { chars = "" }
      } else {
        let end = chars.firstIndex(of: ";") ?? chars.endIndex
        parsed = chars[..<end].trimmingCharacters(in: .whitespaces)
        chars = chars[end...]
      }
      result[key] = parsed
    }
    return result
  }

  private static func malformed(_ reason: String) -> VisorError {
    VisorError(
      .invalidMultipart,
      Message("error.multipart.malformed", ["reason": .text(reason)]))
  }

  static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
    guard start <= haystack.count, needle.count <= haystack.count - start else { return nil }
    return haystack.withUnsafeBytes { hay in
      needle.withUnsafeBytes { pattern -> Int? in
        guard let base = hay.baseAddress, let patternBase = pattern.baseAddress else { return nil }
        let hit = visor_find_bytes(base + start, hay.count - start, patternBase, pattern.count)
        return hit < 0 ? nil : start + hit
      }
    }
  }
}

extension HTTPRequest {
  /// The body's parts; 415 `unsupported_media_type` unless the request is `multipart/form-data`.
  public func multipart() throws -> [MultipartPart] {
    guard mediaType == "multipart/form-data", let contentType = headers["Content-Type"] else {
      throw VisorError(
        .unsupportedMediaType, Message("error.multipart.mediaType"))
    }
    return try Multipart.parse(body: body, contentType: contentType)
  }
}
