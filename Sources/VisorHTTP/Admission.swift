import VisorCore

/// What ``HTTPServerConfiguration/bodyAdmission`` decides from a request's head.
public enum HeadAdmission: Sendable {
  /// Read the body as usual.
  case read
  /// Read the body, and keep this until the request completes (answered, failed, or its client
  /// gone): the server releases it then, whatever happened in between.
  case hold(any AdmissionHold)
  /// Answer this error now; the body that follows is discarded unread.
  case refuse(VisorError)
}

/// Something a request holds from its head until it completes — a place in a bounded queue of work.
/// ``release()`` may be called more than once; only the first call counts.
public protocol AdmissionHold: AnyObject, Sendable {
  func release()
}

/// The hold a request's head was admitted under (``HeadAdmission/hold(_:)``), for middleware that
/// waits its turn before the handler runs.
public enum AdmissionHoldKey: RequestContextKey {
  public typealias Value = any AdmissionHold
}
