import VisorHTTP

/// The `Content-Security-Policy` the web app is served with. Signed in with an API token, the app
/// keeps it in `localStorage`, where any script running in the page could read it: the policy lets
/// only the app's own files run (no inline script, no `eval`, nothing from another origin), so an
/// injected `<script>` or `onerror=` never executes.
///
/// What the app needs, checked in `Web/`: its own modules, styles, icons and manifest; the service
/// worker `sw.js`; photos and spoken answers as `blob:` URLs and a silent `data:audio/wav` that
/// unlocks audio; `fetch` to its own origin (and, for live sessions, WebSockets to the same host).
/// Its HTML templates carry `style="…"` attributes, so inline *styles* stay allowed (they cannot run
/// code); inline *scripts* do not.
///
/// ```swift
/// response.headers["Content-Security-Policy"] = WebAppSecurity.contentSecurityPolicy(host: "visor.local:8080")
/// ```
enum WebAppSecurity {
  static func contentSecurityPolicy(host: String?) -> String {
    var connect = "'self'"
    if let host, isSafeHost(host) { connect += " ws://\(host) wss://\(host)" }
    return [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' blob: data:",
      "media-src 'self' blob: data:",
      "connect-src \(connect)",
      "font-src 'self'",
      "worker-src 'self'",
      "manifest-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].joined(separator: "; ")
  }

  /// A `Host` header fit to repeat inside the policy: a name or address and an optional port.
  static func isSafeHost(_ host: String) -> Bool {
    !host.isEmpty && host.count <= 255
      && host.unicodeScalars.allSatisfy { scalar in
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", ".", "-", ":", "[", "]": true
        default: false
        }
      }
  }

  /// The web app's headers on a static file's response.
  static func secure(_ response: HTTPResponse, request: HTTPRequest) -> HTTPResponse {
    var response = response
    response.headers["Content-Security-Policy"] = contentSecurityPolicy(host: request.headers["Host"])
    response.headers["Referrer-Policy"] = "no-referrer"
    return response
  }
}
