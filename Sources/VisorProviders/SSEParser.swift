import Foundation

/// One Server-Sent Event.
public struct ServerSentEventMessage: Sendable, Equatable {
  /// The `event:` field, when the server named the event.
  public var event: String?
  /// The `data:` lines joined with `\n`.
  public var data: String
  /// The `id:` field, when given.
  public var id: String?

  public init(event: String? = nil, data: String, id: String? = nil) {
    self.event = event
    self.data = data
    self.id = id
  }

  /// OpenAI-style end of stream: `data: [DONE]`.
  public var isDone: Bool { data.trimmingCharacters(in: .whitespaces) == "[DONE]" }
}

/// An incremental `text/event-stream` parser (WHATWG rules): feed it chunks exactly as they arrive.
///
/// Handles lines split across chunks (even inside a `\r\n` pair or a UTF-8 character), `\n`, `\r\n`
/// and `\r` line ends, comments (`:` lines, e.g. heartbeats), multi-line `data:` and `[DONE]`.
///
/// ```swift
/// var parser = SSEParser()
/// for try await chunk in body {
///   for message in parser.feed(chunk) where !message.isDone { handle(message.data) }
/// }
/// ```
public struct SSEParser: Sendable {
  /// The most bytes one event (its `data:` lines together, or one unfinished line) may hold.
  public let maxEventBytes: Int
  /// Set once an event grew past `maxEventBytes`; the parser then drops everything it is fed.
  public private(set) var exceededLimit = false
  private var buffer: [UInt8] = []
  private var dataBytes = 0
  /// Where to resume looking for a line end in `buffer`.
  private var scanFrom = 0
  private var sawFirstBytes = false
  private var dataLines: [String] = []
  private var hasData = false
  private var event: String?
  private var id: String?

  public init(maxEventBytes: Int = .max) { self.maxEventBytes = maxEventBytes }

  /// Adds bytes and returns the events they completed (none once `exceededLimit` is set).
  public mutating func feed(_ bytes: Data) -> [ServerSentEventMessage] {
    if exceededLimit { return [] }
    buffer.append(contentsOf: bytes)
    if !sawFirstBytes {
      if buffer.count < 3 && [0xEF, 0xBB, 0xBF].starts(with: buffer) { return [] }
      sawFirstBytes = true
      if buffer.starts(with: [0xEF, 0xBB, 0xBF]) { buffer.removeFirst(3) }
    }
    var messages: [ServerSentEventMessage] = []
    var lineStart = 0
    var index = scanFrom
    while index < buffer.count {
      let byte = buffer[index]
      if byte == 0x0A || byte == 0x0D {
        var next = index + 1
        if byte == 0x0D {
          // A `\r` at the very end may be the first half of `\r\n`: wait for more bytes.
          if next == buffer.count { break }
          if buffer[next] == 0x0A { next += 1 }
        }
        let line = String(decoding: buffer[lineStart..<index], as: UTF8.self)
        if let message = process(line: line) { messages.append(message) }
        if exceededLimit { break }
        lineStart = next
        index = next
      } else {
        index += 1
      }
    }
    if lineStart > 0 { buffer.removeFirst(lineStart) }
    scanFrom = index - lineStart
    if exceededLimit || buffer.count > maxEventBytes {
      exceededLimit = true
      buffer = []
      dataLines = []
      return []
    }
    return messages
  }

  /// Ends the stream: a last line without a line end is processed and a pending event dispatched.
  public mutating func finish() -> [ServerSentEventMessage] {
    if exceededLimit { return [] }
    var messages: [ServerSentEventMessage] = []
    if !buffer.isEmpty {
      var bytes = buffer[...]
      if bytes.last == 0x0D { bytes = bytes.dropLast() }
      if let message = process(line: String(decoding: bytes, as: UTF8.self)) { messages.append(message) }
      buffer = []
      scanFrom = 0
    }
    if let message = process(line: "") { messages.append(message) }
    return messages
  }

  private mutating func process(line: String) -> ServerSentEventMessage? {
    if line.isEmpty {
      defer {
        dataLines = []
        dataBytes = 0
        hasData = false
        event = nil
      }
      guard hasData else { return nil }
      return ServerSentEventMessage(event: event, data: dataLines.joined(separator: "\n"), id: id)
    }
    if line.hasPrefix(":") { return nil }
    let field: Substring
    var value: Substring
    if let colon = line.firstIndex(of: ":") {
      field = line[..<colon]
      value = line[line.index(after: colon)...]
      if value.hasPrefix(" ") { value = value.dropFirst() }
    } else {
      field = line[...]
      value = ""
    }
    switch field {
    case "data":
      dataBytes += value.utf8.count + 1
      if dataBytes > maxEventBytes {
        exceededLimit = true
        return nil
      }
      dataLines.append(String(value))
      hasData = true
    case "event":
      event = String(value)
    case "id":
      if !value.contains("\0") { id = String(value) }
    default:
      break
    }
    return nil
  }
}
