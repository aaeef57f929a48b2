import Foundation

/// A photo to upload: its bytes and media type (JPEG, PNG or HEIC are sniffed from the bytes).
///
/// ```swift
/// let photo = Photo(jpegData)             // image/jpeg, from the bytes
/// let heic = Photo(data, contentType: "image/heic")
/// ```
/// Bytes that are not an image still upload (as `application/octet-stream`): the server answers 422
/// with a sentence, which reaches the caller as a ``VisorClientError``.
public struct Photo: Sendable, Equatable {
  /// The photo's bytes.
  public var data: Data
  /// Its media type, e.g. `image/jpeg`.
  public var contentType: String

  /// A photo; `contentType` is sniffed from the bytes when nil.
  public init(_ data: Data, contentType: String? = nil) {
    self.data = data
    self.contentType = contentType ?? Self.sniff(data)
  }

  /// A file name for the multipart part (`photo.jpg`, `photo.png`, `photo.heic`).
  public var filename: String {
    switch contentType {
    case "image/jpeg": "photo.jpg"
    case "image/png": "photo.png"
    case "image/heic", "image/heif": "photo.heic"
    case "image/webp": "photo.webp"
    case "image/gif": "photo.gif"
    default: "photo"
    }
  }

  static func sniff(_ data: Data) -> String {
    let bytes = [UInt8](data.prefix(16))
    if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return "image/jpeg" }
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return "image/png" }
    if bytes.starts(with: Array("GIF8".utf8)) { return "image/gif" }
    if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8) {
      return "image/webp"
    }
    if bytes.count >= 12, Array(bytes[4..<8]) == Array("ftyp".utf8) {
      let brand = String(decoding: bytes[8..<12], as: UTF8.self)
      if ["heic", "heix", "hevc", "heim", "heis", "mif1", "msf1"].contains(brand) { return "image/heic" }
    }
    return "application/octet-stream"
  }
}

/// A `multipart/form-data` body: text fields and files, in order.
///
/// ```swift
/// var form = MultipartForm()
/// form.append("prompt", "What colour is it?")
/// form.append("image", file: jpeg, filename: "photo.jpg", contentType: "image/jpeg")
/// ```
public struct MultipartForm: Sendable, Equatable {
  private struct Part: Sendable, Equatable {
    var name: String
    var filename: String?
    var contentType: String?
    var data: Data
  }
  private var parts: [Part] = []
  let boundary: String

  /// An empty form with a fresh boundary.
  public init() { boundary = "visorkit-\(UUID().uuidString)" }

  /// Appends a text field.
  public mutating func append(_ name: String, _ value: String) {
    parts.append(Part(name: name, filename: nil, contentType: nil, data: Data(value.utf8)))
  }

  /// Appends a file.
  public mutating func append(_ name: String, file data: Data, filename: String, contentType: String) {
    parts.append(Part(name: name, filename: filename, contentType: contentType, data: data))
  }

  /// Appends a photo as a file.
  public mutating func append(_ name: String, photo: Photo) {
    append(name, file: photo.data, filename: photo.filename, contentType: photo.contentType)
  }

  /// The names of the fields, in order.
  public var fieldNames: [String] { parts.map(\.name) }

  /// The `Content-Type` header value, with the boundary.
  var contentType: String { "multipart/form-data; boundary=\(boundary)" }

  /// The encoded body.
  var encoded: Data {
    var body = Data()
    for part in parts {
      let name = part.name.replacingOccurrences(of: "\"", with: "%22")
      body.append(Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"".utf8))
      if let filename = part.filename {
        body.append(Data("; filename=\"\(filename.replacingOccurrences(of: "\"", with: "%22"))\"".utf8))
      }
      body.append(Data("\r\n".utf8))
      if let type = part.contentType { body.append(Data("Content-Type: \(type)\r\n".utf8)) }
      body.append(Data("\r\n".utf8))
      body.append(part.data)
      body.append(Data("\r\n".utf8))
    }
    body.append(Data("--\(boundary)--\r\n".utf8))
    return body
  }
}

/// Bytes a byte endpoint answered (a photo, an audio clip), with their media type.
public struct Download: Sendable, Equatable {
  /// The bytes.
  public var data: Data
  /// The `Content-Type` the server sent, e.g. `image/jpeg`.
  public var contentType: String?
  /// Every response header, with lower-cased names (e.g. `x-image-width` of an ingested photo).
  public var headers: [String: String]

  /// Bytes with their media type and headers.
  public init(data: Data, contentType: String?, headers: [String: String] = [:]) {
    self.data = data
    self.contentType = contentType
    self.headers = headers
  }
}
