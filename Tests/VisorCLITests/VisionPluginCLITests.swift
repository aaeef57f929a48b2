import Foundation
import Testing
import VisorCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The VisorVision plugin (libVisorVision.so: OpenCV + tesseract) is mapped only when a feature needs
/// it, and a missing plugin is a clear error, not a crash (docs/decisions/007-lazy-native-plugins.md).
@Suite(.serialized) struct VisionPluginCLITests {
  static let environment = ProcessInfo.processInfo.environment
  static let cache = environment["VISOR_CACHE_DIR"] ?? (NSHomeDirectory() + "/.cache/visor")
  static let baboon = "/usr/share/doc/opencv-doc/examples/data/baboon.jpg"
  static var classifierReady: Bool {
    environment["VISOR_REQUIRE_MODELS"] == "1"
      || (FileManager.default.fileExists(atPath: cache + "/models/efficientnet-lite0.onnx")
        && FileManager.default.fileExists(atPath: baboon))
  }

  static let visionLibraries = ["libVisorVision.so", "libopencv_", "libtesseract"]

  static func mapped(_ pid: Int32) throws -> [String] {
    // /proc files report size 0: read until EOF (String(contentsOfFile:) may stop after one buffer).
    let file = try #require(FileHandle(forReadingAtPath: "/proc/\(pid)/maps"))
    defer { try? file.close() }
    let maps = String(decoding: file.readDataToEndOfFile(), as: UTF8.self)
    return visionLibraries.filter { maps.contains($0) }
  }

  final class Box: @unchecked Sendable {
    var status = 0
    var body = Data()
    var error: Error?
  }

  /// POSTs a JPEG to /api/v1/classify and waits for the answer.
  static func classify(port: Int, token: String, photo: Data) throws -> (status: Int, body: String) {
    var request = URLRequest(url: URL(string: "http://127.0.0.1:\(port)/api/v1/classify")!)
    request.httpMethod = "POST"
    request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
    request.setValue("image/jpeg", forHTTPHeaderField: "Content-Type")
    request.httpBody = photo
    request.timeoutInterval = 60
    let box = Box()
    let done = DispatchSemaphore(value: 0)
    URLSession.shared.dataTask(with: request) { data, response, error in
      box.status = (response as? HTTPURLResponse)?.statusCode ?? 0
      box.body = data ?? Data()
      box.error = error
      done.signal()
    }.resume()
    done.wait()
    if let error = box.error { throw error }
    return (box.status, String(decoding: box.body, as: UTF8.self))
  }

  @Test(.enabled(if: classifierReady, "needs the classifier: run scripts/setup.sh"))
  func anIdleServerMapsNoVisionLibraryUntilTheFirstClassification() throws {
    let dir = CLI.tempDir()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let added = try CLI.run(["users", "add", "plugin", "--admin", "--json", "--data-dir", dir])
    #expect(added.status == 0, "\(added.stderr)")
    let user = try JSONSerialization.jsonObject(with: Data(added.stdout.utf8)) as? [String: Any]
    let token = try #require(user?["token"] as? String)

    let process = ChildProcess()
    process.executableURL = CLI.binary
    process.arguments = [
      "serve", "--port", "0", "--data-dir", dir, "--models-dir", Self.cache + "/models", "--log-level",
      "warning",
      "--warm", "",
    ]
    var env = ProcessInfo.processInfo.environment
    env["VISOR_PASSWORD_STRENGTH"] = "minimal"
    process.environment = env
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    defer { CLI.stop(process) }
    // "Visor is running at http://127.0.0.1:PORT" (bounded wait).
    var text = ""
    let deadline = Date().addingTimeInterval(30)
    while !(text.contains("Visor is running at http://127.0.0.1:") && text.hasSuffix("\n")), Date() < deadline
    {
      let chunk = out.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      text += String(decoding: chunk, as: UTF8.self)
    }
    let marker = try #require(text.range(of: "http://127.0.0.1:"))
    let port = try #require(Int(text[marker.upperBound...].prefix { $0.isNumber }))

    #expect(try Self.mapped(process.processIdentifier) == [], "an idle server maps no vision library")
    let answer = try Self.classify(
      port: port, token: token, photo: try Data(contentsOf: URL(fileURLWithPath: Self.baboon)))
    #expect(answer.status == 200, "\(answer.body)")
    #expect(answer.body.contains("baboon"))
    let after = try Self.mapped(process.processIdentifier)
    #expect(after == Self.visionLibraries, "mapped after the first classification: \(after)")
  }

  @Test(.enabled(if: classifierReady, "needs the classifier: run scripts/setup.sh"))
  func aMissingPluginIsAClearErrorNotACrash() throws {
    // The binary and the image plugin in a directory without libVisorVision.so (hard links:
    // /proc/self/exe is the binary's path).
    let dir = CLI.tempDir()
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let alone = dir + "/visor"
    let imagePlugin = CLI.binary.deletingLastPathComponent().appendingPathComponent("libVisorImage.so").path
    for (source, destination) in [(CLI.binary.path, alone), (imagePlugin, dir + "/libVisorImage.so")] {
      do {
        try FileManager.default.linkItem(atPath: source, toPath: destination)
      } catch {
        try FileManager.default.copyItem(atPath: source, toPath: destination)
      }
    }
    // classify acts as an account, like every feature command (decision 049).
    #expect(try CLI.run(["users", "add", "root", "--admin", "--data-dir", dir + "/data"]).status == 0)
    let process = ChildProcess()
    process.executableURL = URL(fileURLWithPath: alone)
    process.arguments = [
      "classify", Self.baboon, "--data-dir", dir + "/data", "--models-dir", Self.cache + "/models",
    ]
    var env = ProcessInfo.processInfo.environment
    env["VISOR_PLUGIN_DIR"] = ""
    process.environment = env
    let err = Pipe()
    process.standardOutput = FileHandle.nullDevice
    process.standardError = err
    try process.run()
    let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 1)
    #expect(stderr.contains("libVisorVision.so was not found"), "\(stderr)")
    #expect(stderr.contains("swift build -c release"))
  }
}
