import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// FFmpeg and flite live in libVisorAudio.so, which `visor serve` maps only when audio is first used.
@Suite struct AudioPluginCLITests {
  static func mappedLibraries(_ pid: Int32) -> String {
    // /proc files report size 0: read to the end instead of by size.
    guard let file = FileHandle(forReadingAtPath: "/proc/\(pid)/maps") else { return "" }
    return String(decoding: file.readDataToEndOfFile(), as: UTF8.self)
  }

  @Test func anIdleServerMapsNoAudioLibrariesUntilTheFliteVoiceSpeaks() async throws {
    let dir = CLI.tempDir()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let added = try CLI.run(["users", "add", "tester", "--admin", "--json", "--data-dir", dir])
    try #require(added.status == 0, "\(added.stderr)")
    let account = try JSONSerialization.jsonObject(with: Data(added.stdout.utf8)) as? [String: Any]
    let token = try #require(account?["token"] as? String)

    let process = Process()
    process.executableURL = CLI.binary
    process.arguments = ["serve", "--port", "0", "--data-dir", dir, "--log-level", "warning", "--warm", ""]
    var env = ProcessInfo.processInfo.environment
    env["VISOR_PASSWORD_STRENGTH"] = "minimal"
    process.environment = env
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    defer {
      kill(process.processIdentifier, SIGTERM)
      process.waitUntilExit()
    }
    var text = ""
    let deadline = Date().addingTimeInterval(30)
    let marker = "Visor is running at http://127.0.0.1:"
    while !(text.components(separatedBy: marker).last?.contains("\n") ?? false) || !text.contains(marker),
      Date() < deadline
    {
      let chunk = out.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      text += String(decoding: chunk, as: UTF8.self)
    }
    let portText = try #require(text.components(separatedBy: marker).last?.prefix { $0.isNumber })
    let port = try #require(Int(portText))

    let idle = Self.mappedLibraries(process.processIdentifier)
    for library in ["libVisorAudio.so", "libavcodec", "libavformat", "libflite"] {
      #expect(!idle.contains(library), "an idle server maps \(library)")
    }

    var request = URLRequest(url: URL(string: "http://127.0.0.1:\(port)/api/v1/speech")!)
    request.httpMethod = "POST"
    request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.httpBody = Data(#"{"text":"Hello there.","model":"local/flite","format":"wav"}"#.utf8)
    let (body, response) = try await URLSession.shared.data(for: request)
    #expect((response as? HTTPURLResponse)?.statusCode == 200, "\(String(decoding: body, as: UTF8.self))")
    #expect(body.prefix(4) == Data("RIFF".utf8))
    #expect(body.count > 16_000)

    let used = Self.mappedLibraries(process.processIdentifier)
    for library in ["libVisorAudio.so", "libavcodec", "libflite"] {
      #expect(used.contains(library), "the plugin did not bring \(library) in")
    }
  }
}
