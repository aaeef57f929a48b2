import Foundation

/// A loopback HTTP server (python3) that answers with the given statuses in turn and records each
/// request's method, path, headers and the SHA-256 of the body it received.
public struct HeaderRecorder {
  public struct Request: Decodable, Sendable {
    public var method: String
    public var path: String
    public var headers: [String: String]
    public var bodySHA256: String
  }
  public let endpoint: String
  let log: String
  let pidFile: String

  static let script = #"""
    import hashlib, http.server, json, sys
    statuses = [int(s) for s in sys.argv[2].split(",")]
    log = sys.argv[1]
    class Handler(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"
        def handle_one(self):
            length = int(self.headers.get("Content-Length") or 0)
            body = self.rfile.read(length) if length else b""
            with open(log, "a") as f:
                f.write(json.dumps({"method": self.command, "path": self.path,
                                    "headers": {k.lower(): v for k, v in self.headers.items()},
                                    "bodySHA256": hashlib.sha256(body).hexdigest()}) + "\n")
            status = statuses.pop(0) if len(statuses) > 1 else statuses[0]
            self.send_response(status)
            self.send_header("Content-Length", "0")
            self.send_header("Connection", "close")
            self.end_headers()
        do_PUT = do_GET = do_DELETE = do_HEAD = handle_one
        def log_message(self, *args): pass
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    print(server.server_address[1], flush=True)
    server.serve_forever()
    """#

  public init(statuses: [Int]) throws {
    let base = FileManager.default.temporaryDirectory.appending(path: "visor-recorder-\(UUID().uuidString)")
      .path
    log = base + ".log"
    pidFile = base + ".pid"
    try PostgresTestCluster.spawn([
      "/bin/bash", "-c",
      "python3 -c \"$0\" \"$1\" \"$2\" >'\(base).port' 2>'\(base).err' </dev/null & echo $! >'\(pidFile)'",
      Self.script, log, statuses.map(String.init).joined(separator: ","),
    ])
    let child = BackgroundChild(pidFile: pidFile)
    var port: String?
    // Up to 30 s, but not a moment longer once the server has died.
    for _ in 0..<300 {
      if let text = try? String(contentsOfFile: base + ".port", encoding: .utf8), text.hasSuffix("\n") {
        port = text.trimmingCharacters(in: .whitespacesAndNewlines)
        break
      }
      if child.hasExited { break }
      usleep(100_000)
    }
    guard let port else {
      child.kill()
      let errors = (try? String(contentsOfFile: base + ".err", encoding: .utf8)) ?? ""
      throw PostgresTestError("the recording HTTP server did not start: \(errors.suffix(2000))")
    }
    endpoint = "http://127.0.0.1:\(port)"
  }

  public func requests() throws -> [Request] {
    let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
    return try text.split(whereSeparator: \.isNewline).map {
      try JSONDecoder().decode(Request.self, from: Data($0.utf8))
    }
  }

  public func stop() { BackgroundChild(pidFile: pidFile).kill() }
}
