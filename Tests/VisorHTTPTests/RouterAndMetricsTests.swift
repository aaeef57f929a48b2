import Foundation
import Testing
import VisorCore
import VisorHTTP

@Suite struct RouterTests {
  static func router() -> Router {
    let router = Router()
    router.get("/cars/{id}") { request in
      .data(Data("param:\(request.parameters["id"]!)".utf8), contentType: "text/plain")
    }
    router.get("/cars/new") { _ in .data(Data("literal".utf8), contentType: "text/plain") }
    router.get("/files/{path...}") { request in
      .data(Data("rest:\(request.parameters["path"]!)".utf8), contentType: "text/plain")
    }
    router.post("/cars") { request in
      .data(Data("pattern:\(request.context[RoutePatternKey.self] ?? "")".utf8), contentType: "text/plain")
    }
    return router
  }

  func body(_ method: HTTPMethod, _ path: String) async throws -> String {
    let response = try await RouterTests.router().handle(HTTPRequest(method: method, path: path))
    guard case .data(let data) = response.body else { return "" }
    return String(decoding: data, as: UTF8.self)
  }

  @Test func literalBeatsParameter() async throws {
    #expect(try await body(.get, "/cars/new") == "literal")
    #expect(try await body(.get, "/cars/42") == "param:42")
  }

  /// Paths without parameters are looked up in an index; every spelling the scan accepts must still
  /// reach the same route, and the first of two identical registrations wins either way.
  @Test func theExactIndexAnswersAsTheScanDoes() async throws {
    let router = RouterTests.router()
    router.get("/cars/new") { _ in .data(Data("second".utf8), contentType: "text/plain") }
    router.get("/a/b") { _ in .data(Data("ab".utf8), contentType: "text/plain") }
    for path in ["/cars/new", "/cars/new/", "//cars//new", "/cars/%6Eew", "/cars/ne%77"] {
      let response = try await router.handle(HTTPRequest(method: .get, path: path))
      guard case .data(let data) = response.body else { throw VisorError(.internalError, "no body") }
      #expect(String(decoding: data, as: UTF8.self) == "literal", "\(path)")
    }
    let ab = try await router.handle(HTTPRequest(method: .get, path: "/a/b"))
    guard case .data(let data) = ab.body else { throw VisorError(.internalError, "no body") }
    #expect(String(decoding: data, as: UTF8.self) == "ab")
    await #expect(throws: VisorError.self) {
      _ = try await router.handle(HTTPRequest(method: .delete, path: "/a/b"))
    }
  }

  @Test func parametersArePercentDecodedIndividually() async throws {
    #expect(try await body(.get, "/cars/a%2Fb%20c") == "param:a/b c")
  }

  @Test func catchAllTakesTheRest() async throws {
    #expect(try await body(.get, "/files/a/b/c.txt") == "rest:a/b/c.txt")
  }

  @Test func handlersSeeTheMatchedPattern() async throws {
    #expect(try await body(.post, "/cars") == "pattern:/cars")
  }

  @Test func headIsAnsweredByGetAndDropsStreams() async throws {
    let router = RouterTests.router()
    router.get("/stream") { _ in
      HTTPResponse(body: .stream(AsyncThrowingStream { $0.finish() }))
    }
    let response = try await router.handle(HTTPRequest(method: .head, path: "/cars/1"))
    #expect(response.status == 200)
    let streamed = try await router.handle(HTTPRequest(method: .head, path: "/stream"))
    guard case .empty = streamed.body else {
      Issue.record("HEAD should not start a stream")
      return
    }
  }

  @Test func unknownPathThrows404AndWrongMethod405() async throws {
    let router = RouterTests.router()
    do {
      _ = try await router.handle(HTTPRequest(method: .get, path: "/nothing"))
      Issue.record("expected 404")
    } catch let error as VisorError {
      #expect(error.status == 404)
    }
    do {
      _ = try await router.handle(HTTPRequest(method: .delete, path: "/cars"))
      Issue.record("expected 405")
    } catch let error as VisorError {
      #expect(error.status == 405)
      #expect(error.headers.first { $0.0 == "Allow" }?.1 == "POST")
    }
  }

  @Test func routeMiddlewareWrapsOnlyItsRoute() async throws {
    struct Tag: HTTPMiddleware {
      func handle(_ request: HTTPRequest, next: HTTPHandler) async throws -> HTTPResponse {
        var response = try await next(request)
        response.headers["X-Tag"] = "yes"
        return response
      }
    }
    let router = Router()
    router.get("/a", middleware: [Tag()]) { _ in .noContent() }
    router.get("/b") { _ in .noContent() }
    #expect(try await router.handle(HTTPRequest(method: .get, path: "/a")).headers["X-Tag"] == "yes")
    #expect(try await router.handle(HTTPRequest(method: .get, path: "/b")).headers["X-Tag"] == nil)
  }

  @Test func inProcessRespondMapsErrorsLikeTheServer() async throws {
    let router = testRouter()
    let missing = await HTTPServer.respond(
      to: HTTPRequest(method: .get, path: "/nothing", requestID: "in-1"), handler: router.handle)
    #expect(missing.status == 404)
    #expect(missing.headers["X-Request-Id"] == "in-1")
    let crash = await HTTPServer.respond(
      to: HTTPRequest(method: .get, path: "/boom", requestID: "in-2"), handler: router.handle)
    #expect(crash.status == 500)
    guard case .data(let data) = crash.body else {
      Issue.record("expected a JSON body")
      return
    }
    #expect(String(decoding: data, as: UTF8.self).contains("in-2"))
    let bogus = await HTTPServer.respond(
      to: HTTPRequest(method: .get, path: "/"), handler: { _ in HTTPResponse(status: 42) })
    #expect(bogus.status == 500)
  }

  /// A bug's 500 in the language the layer that knew it chose (``FailureInLanguage``), logged as the
  /// failure itself; English, word for word, without one.
  @Test func aFailureInALanguageIsA500InThatLanguageLoggedAsItself() async throws {
    struct Unforeseen: Error {}
    let capture = LogCapture()
    let logger = Logger(label: "test", sink: capture.sink)
    let german = await HTTPServer.respond(
      to: HTTPRequest(method: .get, path: "/x", requestID: "de-1"),
      handler: { _ in throw FailureInLanguage(Unforeseen(), language: try Language.parse("de")) },
      logger: logger)
    #expect(german.status == 500)
    guard case .data(let data) = german.body else {
      Issue.record("expected a JSON body")
      return
    }
    let body = try #require(try JSONSerialization.jsonObject(with: data) as? [String: [String: String]])
    #expect(
      body["error"]?["message"]
        == "Auf dem Server ist etwas schiefgelaufen; versuch es noch einmal, und wenn es wieder passiert, melde die Anfrage-ID de-1."
    )
    #expect(body["error"]?["code"] == "internal_error")
    #expect(capture.all.contains { $0.contains("Unforeseen") && !$0.contains("FailureInLanguage") })
    #expect(
      ErrorFormatter.internalError(requestID: "r9").message
        == "Something went wrong on the server; try again, and if it keeps happening report request id r9.")
  }

  @Test func requestHelpersParseCookiesAndHeaders() {
    var headers = HTTPHeaders([("Cookie", "a=1; visor_session=\"abc\""), ("X-Multi", "1")])
    headers.add("x-multi", "2")
    let request = HTTPRequest(method: .get, path: "/x?y=1", headers: headers)
    #expect(request.cookie("visor_session") == "abc")
    #expect(request.cookie("missing") == nil)
    #expect(request.query["y"] == "1")
    #expect(request.headers.values("X-MULTI") == ["1", "2"])
    headers["x-multi"] = "3"
    #expect(headers.values("X-Multi") == ["3"])
  }
}

@Suite struct MetricsTests {
  @Test func metricsLabelByRoutePatternOverTheWire() async throws {
    let metrics = Metrics()
    let router = Router()
    router.get("/cars/{id}") { _ in .noContent() }
    router.get("/metrics") { _ in .data(Data(metrics.render().utf8), contentType: "text/plain; version=0.0.4")
    }
    try await withServer(middleware: [MetricsMiddleware(metrics: metrics)], handler: router.handle) {
      server in
      let port = server.port
      try await blocking {
        for id in ["a", "b", "c"] { _ = try RawClient.request(port: port, "GET", "/cars/\(id)") }
        _ = try RawClient.request(port: port, "GET", "/nowhere")
      }
      let text = metrics.render()
      #expect(text.contains(#"visor_http_requests_total{method="GET",route="/cars/{id}",status="204"} 3"#))
      #expect(text.contains(#"visor_http_requests_total{method="GET",route="unmatched",status="404"} 1"#))
      #expect(text.contains(#"visor_http_request_duration_seconds_count{route="/cars/{id}"} 3"#))
      #expect(text.contains(#"visor_http_request_duration_seconds_bucket{route="/cars/{id}",le="+Inf"} 3"#))
      #expect(text.contains(#"visor_http_request_duration_seconds_bucket{route="/cars/{id}",le="30"} 3"#))
      #expect(text.contains("# TYPE visor_http_in_flight gauge"))
      #expect(text.contains("visor_http_in_flight 0"))
      #expect(!text.contains("/cars/a"))
    }
  }

  @Test func otherModulesCanAddCountersAndGauges() {
    let metrics = Metrics()
    metrics.counter("visor_analyses_total", labels: ["model": "local/scene"], help: "Analyses run.")
    metrics.counter("visor_analyses_total", labels: ["model": "local/scene"], help: "Analyses run.")
    metrics.gauge("visor_models_loaded", labels: [:], help: "Loaded models.", value: 3)
    let text = metrics.render()
    #expect(text.contains("# TYPE visor_analyses_total counter"))
    #expect(text.contains(#"visor_analyses_total{model="local/scene"} 2"#))
    #expect(text.contains("visor_models_loaded 3"))
  }

  @Test func requestLogHasNoQueryValuesOrHeaders() async throws {
    let capture = LogCapture()
    let logger = Logger(label: "access", sink: capture.sink)
    let router = testRouter()
    try await withServer(middleware: [RequestLogMiddleware(logger: logger)], handler: router.handle) {
      server in
      let port = server.port
      _ = try await blocking {
        try RawClient.request(
          port: port, "GET", "/query?token=supersecret",
          headers: ["Authorization": "Bearer hunter2", "X-Request-Id": "log-1"])
      }
    }
    let line = try #require(capture.all.first { $0.contains("log-1") })
    #expect(line.contains("\"status\":\"200\""))
    #expect(line.contains("\"route\":\"\\/query\"") || line.contains("\"route\":\"/query\""))
    #expect(line.contains("\"path\":\"\\/query\"") || line.contains("\"path\":\"/query\""))
    #expect(!line.contains("supersecret"))
    #expect(!line.contains("hunter2"))
  }
}
