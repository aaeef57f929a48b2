import Foundation
import Testing
import VisorCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// FFmpeg and flite live in libVisorAudio.so, which `visor serve` maps only when audio is first used.
@Suite struct AudioPluginCLITests {
  /// A running `visor serve` on a free port with an admin token.
  struct Server {
    let process: ChildProcess
    let port: Int
    let token: String

    /// Starts `binary` (the built `visor` unless given) on an empty data folder, with `arguments`
    /// after the usual ones (and its stderr into `stderr`, when given).
    static func start(
      binary: URL = CLI.binary, dataDir: String, arguments: [String] = [], stderr: FileHandle? = nil,
      logLevel: String = "warning"
    ) throws -> Server {
      let added = try CLI.run(["users", "add", "tester", "--admin", "--json", "--data-dir", dataDir])
      try #require(added.status == 0, "\(added.stderr)")
      let account = try JSONSerialization.jsonObject(with: Data(added.stdout.utf8)) as? [String: Any]
      let token = try #require(account?["token"] as? String)
      let process = ChildProcess()
      process.executableURL = binary
      process.arguments =
        [
          "serve", "--port", "0", "--data-dir", dataDir, "--log-level", logLevel, "--warm", "",
        ] + arguments
      var env = ProcessInfo.processInfo.environment
      env["VISOR_PASSWORD_STRENGTH"] = "minimal"
      env.removeValue(forKey: "VISOR_PLUGIN_DIR")
      process.environment = env
      let out = Pipe()
      process.standardOutput = out
      process.standardError = stderr ?? FileHandle.nullDevice
      try process.run()
      let (port, text) = readPort(out)
      guard let port else {
        CLI.stop(process, signal: SIGKILL)
        throw CLIError.noPort(text)
      }
      return Server(process: process, port: port, token: token)
    }

    /// The port in `visor serve`'s "Visor is running at http://127.0.0.1:PORT …" line (https:// with
    /// TLS), read from its stdout until that line is complete (at most 30 s), and what was read.
    static func readPort(_ out: Pipe) -> (port: Int?, text: String) {
      var marker = "Visor is running at http://127.0.0.1:"
      var text = ""
      let deadline = Date().addingTimeInterval(30)
      while !(text.components(separatedBy: marker).dropFirst().first?.contains("\n") ?? false),
        Date() < deadline
      {
        let chunk = out.fileHandleForReading.availableData
        if chunk.isEmpty { break }
        text += String(decoding: chunk, as: UTF8.self)
        if text.contains("Visor is running at https://") { marker = "Visor is running at https://127.0.0.1:" }
      }
      let digits = text.components(separatedBy: marker).dropFirst().first?.prefix { $0.isNumber }
      return (digits.flatMap { Int($0) }, text)
    }

    /// Starts a copy of the executable in `dir/bin`, a folder without Visor's plugins (its RUNPATH
    /// still finds Swift), on `dir/data`.
    static func startWithoutPlugins(in dir: String) throws -> Server {
      let binDir = dir + "/bin"
      try FileManager.default.createDirectory(atPath: binDir, withIntermediateDirectories: true)
      let copy = URL(fileURLWithPath: binDir + "/visor")
      try FileManager.default.copyItem(at: CLI.binary, to: copy)
      return try start(binary: copy, dataDir: dir + "/data")
    }

    func stop() { CLI.stop(process) }

    /// The libraries mapped into the server process.
    var mappedLibraries: String {
      // /proc files report size 0: read to the end instead of by size.
      guard let file = FileHandle(forReadingAtPath: "/proc/\(process.processIdentifier)/maps") else {
        return ""
      }
      return String(decoding: file.readDataToEndOfFile(), as: UTF8.self)
    }

    /// POST /api/v1/speech with the flite voice; returns the status and body.
    func speakWithFlite() async throws -> (Int, Data) {
      var request = URLRequest(url: URL(string: "http://127.0.0.1:\(port)/api/v1/speech")!)
      request.httpMethod = "POST"
      request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
      request.setValue("application/json", forHTTPHeaderField: "Content-Type")
      request.httpBody = Data(#"{"text":"Hello there.","model":"local/flite","format":"wav"}"#.utf8)
      let (body, response) = try await URLSession.shared.data(for: request)
      return ((response as? HTTPURLResponse)?.statusCode ?? 0, body)
    }
  }

  enum CLIError: Error { case noPort(String) }

  @Test func anIdleServerMapsNoAudioLibrariesUntilTheFliteVoiceSpeaks() async throws {
    let dir = CLI.tempDir()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let server = try Server.start(dataDir: dir)
    defer { server.stop() }

    let idle = server.mappedLibraries
    for library in ["libVisorAudio.so", "libavcodec", "libavformat", "libflite"] {
      #expect(!idle.contains(library), "an idle server maps \(library)")
    }
    let (status, body) = try await server.speakWithFlite()
    #expect(status == 200, "\(String(decoding: body, as: UTF8.self))")
    #expect(body.prefix(4) == Data("RIFF".utf8))
    #expect(body.count > 16_000)
    let used = server.mappedLibraries
    for library in ["libVisorAudio.so", "libavcodec", "libflite"] {
      #expect(used.contains(library), "the plugin did not bring \(library) in")
    }
  }

  @Test func withoutThePluginAudioAnswers503AndTheServerKeepsRunning() async throws {
    let dir = CLI.tempDir()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let server = try Server.startWithoutPlugins(in: dir)
    defer { server.stop() }

    let (status, body) = try await server.speakWithFlite()
    #expect(status == 503)
    let error = try JSONSerialization.jsonObject(with: body) as? [String: [String: String]]
    #expect(error?["error"]?["code"] == "unavailable")
    let message = error?["error"]?["message"] ?? ""
    #expect(message.contains("libVisorAudio.so was not found"), "\(message)")
    #expect(message.contains("swift build"))
    // Still serving, and still 503 (not a crash) on the next try.
    #expect(try await server.speakWithFlite().0 == 503)
    let (_, health) = try await URLSession.shared.data(
      from: URL(string: "http://127.0.0.1:\(server.port)/healthz")!)
    #expect((health as? HTTPURLResponse)?.statusCode == 200)
  }
}
