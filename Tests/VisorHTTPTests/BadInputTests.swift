import Foundation
import Testing
import VisorCore
import VisorHTTP

/// Bad request bodies sent over a real socket to routes that decode JSON and multipart.
@Suite struct BadInputTests {
  static func router() -> Router {
    let router = testRouter()
    router.post("/form") { request in
      let parts = try request.multipart()
      return try .json(parts.map { "\($0.name):\($0.filename ?? "-"):\($0.data.count)" })
    }
    return router
  }

  func post(_ path: String, contentType: String, body: Data) async throws -> RawResponse {
    try await withServer(handler: BadInputTests.router().handle) { server in
      let port = server.port
      return try await blocking {
        try RawClient.request(port: port, "POST", path, headers: ["Content-Type": contentType], body: body)
      }
    }
  }

  @Test func validJSONIsDecoded() async throws {
    let response = try await post(
      "/echo", contentType: "application/json", body: Data(#"{"name":"a","count":2}"#.utf8))
    #expect(response.status == 200)
    #expect(response.text == #"{"count":2,"name":"a"}"#)
  }

  @Test(arguments: [
    (#"{"name":"a","count":2"#, "invalid_json"),
    (#"[1,2]"#, "invalid_json"),
    (#"{"name":"a","count":2,"colour":"red"}"#, "unknown_field"),
    (#"{"name":"a"}"#, "invalid_field"),
    (#"{"name":"a","count":"two"}"#, "invalid_field"),
    ("", "invalid_json"),
  ])
  func badJSONIs400WithACode(body: String, code: String) async throws {
    let response = try await post("/echo", contentType: "application/json", body: Data(body.utf8))
    #expect(response.status == 400)
    #expect(response.errorCode == code)
    #expect(response.header("Content-Type") == "application/json")
  }

  @Test func unknownFieldNamesTheFieldAndTheAllowedOnes() async throws {
    let response = try await post(
      "/echo", contentType: "application/json", body: Data(#"{"name":"a","count":2,"colour":"red"}"#.utf8))
    let message = try #require(response.errorMessage)
    #expect(message.contains("\"colour\""))
    #expect(message.contains("count, name"))
  }

  @Test func missingFieldIsNamed() async throws {
    let response = try await post("/echo", contentType: "application/json", body: Data(#"{"name":"a"}"#.utf8))
    #expect(response.errorMessage?.contains("\"count\"") == true)
  }

  @Test func jsonNested20000DeepIsRejectedWithoutRecursing() async throws {
    let deep = String(repeating: "[", count: 20_000) + String(repeating: "]", count: 20_000)
    let response = try await post(
      "/echo", contentType: "application/json", body: Data((#"{"name":"# + deep + "}").utf8))
    #expect(response.status == 400)
    #expect(response.errorCode == "json_too_deep")
  }

  @Test func invalidUTF8IsRejected() async throws {
    var body = Data(#"{"name":""#.utf8)
    body.append(contentsOf: [0xC3, 0x28, 0xFF])
    body.append(contentsOf: Data(#"","count":1}"#.utf8))
    let response = try await post("/echo", contentType: "application/json", body: body)
    #expect(response.status == 400)
    #expect(response.errorCode == "invalid_json")
    #expect(response.errorMessage?.contains("UTF-8") == true)
  }

  @Test func wrongContentTypeIs415() async throws {
    let response = try await post(
      "/echo", contentType: "text/plain", body: Data(#"{"name":"a","count":2}"#.utf8))
    #expect(response.status == 415)
    #expect(response.errorCode == "unsupported_media_type")
  }

  @Test func multipartIsParsed() async throws {
    let body = """
      --XyZ\r
      Content-Disposition: form-data; name="prompt"\r
      \r
      what is this?\r
      --XyZ\r
      Content-Disposition: form-data; name="image"; filename="a;b.jpg"\r
      Content-Type: image/jpeg\r
      \r
      JPEGBYTES\r
      --XyZ--\r

      """
    let response = try await post(
      "/form", contentType: "multipart/form-data; boundary=XyZ", body: Data(body.utf8))
    #expect(response.status == 200)
    #expect(response.text == #"["prompt:-:13","image:a;b.jpg:9"]"#)
  }

  @Test func truncatedMultipartIs400() async throws {
    let body = "--XyZ\r\nContent-Disposition: form-data; name=\"image\"; filename=\"a.jpg\"\r\n\r\nJPEGBY"
    let response = try await post(
      "/form", contentType: "multipart/form-data; boundary=XyZ", body: Data(body.utf8))
    #expect(response.status == 400)
    #expect(response.errorCode == "invalid_multipart")
  }

  @Test func multipartWithoutBoundaryIs400() async throws {
    let response = try await post("/form", contentType: "multipart/form-data", body: Data("--x--".utf8))
    #expect(response.status == 400)
    #expect(response.errorCode == "invalid_multipart")
  }

  @Test func multipartRouteRejectsJSONWith415() async throws {
    let response = try await post("/form", contentType: "application/json", body: Data("{}".utf8))
    #expect(response.status == 415)
  }
}

@Suite struct JSONTests {
  struct Stamped: Codable { var at: Date }

  @Test func encoderSortsKeysAndWritesISO8601UTC() throws {
    let data = try JSON.encoder.encode(["b": 1, "a": 2])
    #expect(String(decoding: data, as: UTF8.self) == #"{"a":2,"b":1}"#)
    let date = try JSON.encoder.encode(Stamped(at: Date(timeIntervalSince1970: 1_700_000_000.25)))
    #expect(String(decoding: date, as: UTF8.self) == #"{"at":"2023-11-14T22:13:20.250Z"}"#)
  }

  @Test func decoderAcceptsDatesWithAndWithoutFraction() throws {
    let plain = try JSON.decoder.decode(Stamped.self, from: Data(#"{"at":"2023-11-14T22:13:20Z"}"#.utf8))
    let fractional = try JSON.decoder.decode(
      Stamped.self, from: Data(#"{"at":"2023-11-14T22:13:20.500Z"}"#.utf8))
    #expect(plain.at.timeIntervalSince1970 == 1_700_000_000)
    #expect(fractional.at.timeIntervalSince1970 == 1_700_000_000.5)
  }

  @Test func nestedFieldErrorsUseDottedNames() throws {
    struct Crop: Codable { var width: Double }
    struct Body: Codable { var crop: Crop }
    do {
      _ = try JSON.decode(Body.self, from: Data(#"{"crop":{"width":"wide"}}"#.utf8), allowedFields: ["crop"])
      Issue.record("expected an error")
    } catch let error as VisorError {
      #expect(error.code == .invalidField)
      #expect(error.message.contains("\"crop.width\""))
    }
  }

  @Test func depthScannerIgnoresBracketsInsideStrings() throws {
    let text = #"{"name":"\#(String(repeating: "[", count: 100))\"","count":1}"#
    let echo = try JSON.decode(Echo.self, from: Data(text.utf8), allowedFields: ["name", "count"])
    #expect(echo.count == 1)
  }
}
