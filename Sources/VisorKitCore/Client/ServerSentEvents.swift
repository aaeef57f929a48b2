import Foundation

/// One Server-Sent Event: its `event:` name (`message` when none was given) and its `data:` lines
/// joined with newlines.
struct ServerSentEvent: Sendable, Equatable {
  var event: String
  var data: String
}

/// An incremental `text/event-stream` parser (the WHATWG rules Visor's streams need): lines end with
/// LF, CRLF or CR, even split across chunks; `:` lines are comments (heartbeats); a blank line
/// dispatches the event; `data:` lines accumulate; one space after the colon is dropped; an event
/// cut off before its blank line is not dispatched.
struct ServerSentEventParser: Sendable {
  private var pending: [UInt8] = []
  private var name = ""
  private var data: [String] = []
  private var hasData = false

  /// Feeds one chunk; returns the events it completed, in order.
  mutating func feed(_ chunk: Data) -> [ServerSentEvent] {
    pending.append(contentsOf: chunk)
    var events: [ServerSentEvent] = []
    var start = 0
    var index = 0
    while index < pending.count {
      let byte = pending[index]
      if byte == 0x0A || byte == 0x0D {
        if byte == 0x0D && index + 1 == pending.count { break }  // a CR that may be half of CRLF
        let line = String(decoding: pending[start..<index], as: UTF8.self)
        if byte == 0x0D && pending[index + 1] == 0x0A { index += 1 }
        index += 1
        start = index
        if let event = take(line) { events.append(event) }
      } else {
        index += 1
      }
    }
    pending.removeFirst(start)
    return events
  }

  private mutating func take(_ line: String) -> ServerSentEvent? {
    if line.isEmpty {
      defer {
        name = ""
        data = []
        hasData = false
      }
      guard hasData else { return nil }
      return ServerSentEvent(event: name.isEmpty ? "message" : name, data: data.joined(separator: "\n"))
    }
    if line.hasPrefix(":") { return nil }
    let field: Substring
    var value: Substring
    if let colon = line.firstIndex(of: ":") {
      field = line[..<colon]
      value = line[line.index(after: colon)...]
      if value.hasPrefix(" ") { value = value.dropFirst() }
    } else {
      field = Substring(line)
      value = ""
    }
    switch field {
    case "event": name = String(value)
    case "data":
      data.append(String(value))
      hasData = true
    default: break  // id, retry and unknown fields: Visor's streams do not use them
    }
    return nil
  }
}
