import Foundation
import Synchronization

/// One Server-Sent Event.
///
/// ```swift
/// let event = try ServerSentEvent.json("text", ["delta": "Hello"])
/// ```
public struct ServerSentEvent: Sendable, Equatable {
  public var event: String?
  public var data: String
  public var id: String?

  public init(event: String? = nil, data: String, id: String? = nil) {
    self.event = event
    self.data = data
    self.id = id
  }

  /// An event whose data is `value` encoded with ``JSON/encoder`` (one line).
  public static func json<T: Encodable>(_ event: String, _ value: T) throws -> ServerSentEvent {
    let data = try JSON.encoder.encode(value)
    return ServerSentEvent(event: event, data: String(decoding: data, as: UTF8.self))
  }

  /// The wire form: `event:`, `id:` and one `data:` line per line of data, then a blank line.
  public var serialized: String {
    var text = ""
    if let event { text += "event: \(event.singleLine)\n" }
    if let id { text += "id: \(id.singleLine)\n" }
    let lines = data.replacingOccurrences(of: "\r\n", with: "\n").split(
      separator: "\n", omittingEmptySubsequences: false)
    for line in lines { text += "data: \(line)\n" }
    return text + "\n"
  }
}

extension String {
  fileprivate var singleLine: String {
    replacingOccurrences(of: "\r", with: " ").replacingOccurrences(of: "\n", with: " ")
  }
}

extension HTTPResponse {
  /// A `text/event-stream` response. Events are serialised as `event: x\ndata: y\n\n`; while no
  /// event has been sent for `heartbeat`, a `: heartbeat` comment is sent, which keeps proxies open
  /// and reveals clients that went away. Events are written with back-pressure
  /// (``ResponseBodyWriter``): the next is taken from `events` only once the previous one was taken by
  /// the server. When the client disconnects, iteration of `events` is cancelled (its
  /// `onTermination` runs).
  public static func eventStream(
    _ events: AsyncThrowingStream<ServerSentEvent, Error>, heartbeat: Duration = .seconds(15)
  ) -> HTTPResponse {
    var headers = HTTPHeaders()
    headers["Content-Type"] = "text/event-stream"
    headers["Cache-Control"] = "no-cache"
    headers["X-Accel-Buffering"] = "no"
    return .streaming(headers: headers) { body in
      let lastWrite = LockedValue(ContinuousClock.now)
      try await withThrowingTaskGroup(of: Void.self) { group in
        group.addTask {
          let comment = Data(": heartbeat\n\n".utf8)
          while true {
            let due = lastWrite.get() + heartbeat
            if ContinuousClock.now >= due {
              lastWrite.set(.now)
              try await body.write(comment)
              continue
            }
            try await Task.sleep(until: due, clock: .continuous)
          }
        }
        for try await event in events {
          lastWrite.set(.now)
          try await body.write(Data(event.serialized.utf8))
        }
        group.cancelAll()
      }
    }
  }
}

/// A small lock-protected value that closures can share.
final class LockedValue<Value: Sendable>: Sendable {
  private let mutex: Mutex<Value>
  init(_ value: Value) { mutex = Mutex(value) }
  func get() -> Value { mutex.withLock { $0 } }
  func set(_ value: Value) { mutex.withLock { $0 = value } }
}
