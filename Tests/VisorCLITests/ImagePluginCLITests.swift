import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// libvips and libjpeg-turbo live in libVisorImage.so, which `visor serve` maps only when the first image
/// is ingested (docs/decisions/007-lazy-native-plugins.md).
@Suite struct ImagePluginCLITests {
  typealias Server = AudioPluginCLITests.Server

  /// POST /api/v1/vision/analyze with a real photo in the colour channel; returns the status and body.
  static func analyzePhoto(_ server: Server) async throws -> (Int, Data) {
    let photo = try Data(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/scene/chelsea.jpg"))
    let boundary = "visor-image-plugin-test"
    var body = Data()
    body.append(Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"mode\"\r\n\r\ncolour\r\n".utf8))
    body.append(
      Data(
        ("--\(boundary)\r\nContent-Disposition: form-data; name=\"image\"; filename=\"chelsea.jpg\"\r\n"
          + "Content-Type: image/jpeg\r\n\r\n").utf8))
    body.append(photo)
    body.append(Data("\r\n--\(boundary)--\r\n".utf8))
    var request = URLRequest(url: URL(string: "http://127.0.0.1:\(server.port)/api/v1/vision/analyze")!)
    request.httpMethod = "POST"
    request.setValue("Bearer \(server.token)", forHTTPHeaderField: "Authorization")
    request.setValue("multipart/form-data; boundary=\(boundary)", forHTTPHeaderField: "Content-Type")
    request.httpBody = body
    let (answer, response) = try await URLSession.shared.data(for: request)
    return ((response as? HTTPURLResponse)?.statusCode ?? 0, answer)
  }

  @Test func anIdleServerMapsNoImageLibrariesUntilAPhotoArrives() async throws {
    let dir = CLI.tempDir()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let server = try Server.start(dataDir: dir)
    defer { server.stop() }

    let idle = server.mappedLibraries
    for library in ["libVisorImage.so", "libvips", "libjpeg", "libglib-2.0", "librsvg"] {
      #expect(!idle.contains(library), "an idle server maps \(library)")
    }
    let (status, body) = try await Self.analyzePhoto(server)
    #expect(status == 200, "\(String(decoding: body, as: UTF8.self))")
    let answer = try JSONSerialization.jsonObject(with: body) as? [String: Any]
    #expect((answer?["message"] as? String ?? "").isEmpty == false)
    let used = server.mappedLibraries
    for library in ["libVisorImage.so", "libvips"] {
      #expect(used.contains(library), "the plugin did not bring \(library) in")
    }
  }

  @Test func withoutThePluginAPhotoAnswers503AndTheServerKeepsRunning() async throws {
    // A copy of the executable in a folder without Visor's plugins (its RUNPATH still finds Swift).
    let dir = CLI.tempDir()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let binDir = dir + "/bin"
    try FileManager.default.createDirectory(atPath: binDir, withIntermediateDirectories: true)
    let copy = URL(fileURLWithPath: binDir + "/visor")
    try FileManager.default.copyItem(at: CLI.binary, to: copy)
    let server = try Server.start(binary: copy, dataDir: dir + "/data")
    defer { server.stop() }

    for _ in 0..<2 {
      let (status, body) = try await Self.analyzePhoto(server)
      #expect(status == 503)
      let error = try JSONSerialization.jsonObject(with: body) as? [String: [String: String]]
      #expect(error?["error"]?["code"] == "unavailable")
      let message = error?["error"]?["message"] ?? ""
      #expect(message.contains("libVisorImage.so was not found"), "\(message)")
    }
    let (_, health) = try await URLSession.shared.data(
      from: URL(string: "http://127.0.0.1:\(server.port)/healthz")!)
    #expect((health as? HTTPURLResponse)?.statusCode == 200)
  }
}
