import Foundation
import Testing
import VisorTestSupport

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// libvips and libjpeg-turbo live in libVisorImage.so, which `visor serve` maps only when the first image
/// is ingested (docs/decisions/007-lazy-native-plugins.md).
@Suite struct ImagePluginCLITests {
  typealias Server = AudioPluginCLITests.Server

  static let chelsea = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/scene/chelsea.jpg")

  /// POST /api/v1/vision/analyze with a photo (a real one in the colour channel unless given); returns
  /// the status and body.
  static func analyzePhoto(_ server: Server, photo given: Data? = nil, mode: String = "colour") async throws
    -> (Int, Data)
  {
    let photo = try given ?? Data(contentsOf: chelsea)
    let boundary = "visor-image-plugin-test"
    var body = Data()
    body.append(
      Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"mode\"\r\n\r\n\(mode)\r\n".utf8))
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
    let dir = CLI.tempDir()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let server = try Server.startWithoutPlugins(in: dir)
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

  @Test func theLogStaysJSONWhileAwkwardImagesAreRead() async throws {
    // tesseract's image library (Leptonica) prints "Error in …" lines of its own unless silenced.
    let dir = CLI.tempDir()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    let logPath = dir + "/stderr.log"
    #expect(FileManager.default.createFile(atPath: logPath, contents: nil))
    let log = try #require(FileHandle(forWritingAtPath: logPath))
    let server = try Server.start(dataDir: dir + "/data", stderr: log, logLevel: "info")
    var photos = [try Data(contentsOf: Self.chelsea)]
    for (width, height) in [(1, 1), (2000, 2), (3, 900), (64, 48)] {
      photos.append(try PNGMaker.solid(width: width, height: height))
    }
    for photo in photos {
      for mode in ["text", "document"] {
        let (status, body) = try await Self.analyzePhoto(server, photo: photo, mode: mode)
        #expect([200, 422].contains(status), "\(mode): \(String(decoding: body, as: UTF8.self))")
      }
    }
    server.stop()
    try log.close()
    let lines = try String(contentsOfFile: logPath, encoding: .utf8).split(separator: "\n")
    #expect(!lines.isEmpty, "the server logged nothing")
    for line in lines where !line.trimmingCharacters(in: .whitespaces).isEmpty {
      let object = try? JSONSerialization.jsonObject(with: Data(line.utf8))
      #expect(object is [String: Any], "a log line that is not JSON: \(line)")
    }
  }
}
