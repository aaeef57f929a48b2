import Foundation
import Testing
import VisorCore
import VisorHTTP

/// Not a test: a throughput measurement with `wrk`, run only when `VISOR_HTTP_BENCH=1`.
/// `VISOR_HTTP_BENCH=1 swift test -c release --filter HTTPBenchmark`
@Suite struct HTTPBenchmark {
  @Test(.enabled(if: ProcessInfo.processInfo.environment["VISOR_HTTP_BENCH"] != nil))
  func wrkAgainstASmallJSONGet() async throws {
    let metrics = Metrics()
    let router = Router()
    router.get("/api/v1/ping") { request in try .json(Ping(ok: true, requestId: request.requestID)) }
    router.get("/plain") { _ in .data(Data("ok".utf8), contentType: "text/plain") }
    // VISOR_HTTP_BENCH=plain measures the bare server path (no middleware, no JSON encoding).
    let plain = ProcessInfo.processInfo.environment["VISOR_HTTP_BENCH"] == "plain"
    let middleware: [any HTTPMiddleware] = plain ? [] : [MetricsMiddleware(metrics: metrics)]
    let path = plain ? "/plain" : "/api/v1/ping"
    try await withServer(middleware: middleware, handler: router.handle) { server in
      let port = server.port
      let result = try await blocking {
        try TLSTests.run("/usr/bin/wrk", ["-t2", "-c50", "-d5s", "http://127.0.0.1:\(port)\(path)"])
      }
      print("WRK RESULT\n\(result.output)")
      #expect(result.status == 0)
    }
  }
}

struct Ping: Encodable {
  var ok: Bool
  var requestId: String
}
