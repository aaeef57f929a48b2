import Foundation
import Testing
import VisorCore

/// `visor live`: frames from a folder or a y4m through a live session, in-process and against a
/// `visor serve` (over VisorKit's LiveSession and the RFC 6455 client of VisorKitCurl).
@Suite(.serialized) struct LiveCLITests {
  /// A folder of rendered signs (ImageMagick, 768 × 576): three signs and a repeat of the first.
  static func signs(in dir: String) throws -> String {
    let folder = dir + "/frames"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    for (index, words) in ["FIRE EXIT", "FIRE EXIT", "PLATFORM 4", "WAY OUT"].enumerated() {
      let process = ChildProcess()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/convert")
      process.arguments = [
        "-size", "768x576", "xc:#f4f1e8", "-font", "DejaVu-Sans-Bold", "-pointsize", "88", "-fill", "#1a1a1a",
        "-gravity", "center", "-annotate", "+0+0", words, "-quality", "90", "\(folder)/\(index + 1).jpg",
      ]
      try process.run()
      process.waitUntilExit()
      try #require(process.terminationStatus == 0, "convert")
    }
    return folder
  }

  /// Each sign's line, once, in order.
  static func expectEachSignOnce(_ stdout: String) {
    let lines = stdout.split(separator: "\n").map { $0.uppercased() }
    #expect(lines.count == 3, "\(stdout)")
    #expect(lines.filter { $0.contains("FIRE EXIT") }.count == 1, "\(stdout)")
    #expect(lines.filter { $0.contains("PLATFORM 4") }.count == 1, "\(stdout)")
    #expect(lines.filter { $0.contains("WAY OUT") }.count == 1, "\(stdout)")
    #expect(
      lines.first?.contains("FIRE EXIT") == true && lines.last?.contains("WAY OUT") == true, "\(stdout)")
  }

  @Test(.timeLimit(.minutes(2))) func aFolderInProcessPrintsEachSignOnce() throws {
    let dir = CLI.tempDir()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let folder = try Self.signs(in: dir)
    let added = try CLI.run(["users", "add", "tester", "--admin", "--data-dir", dir + "/data"])
    try #require(added.status == 0, "\(added.stderr)")
    let plain = try CLI.run([
      "live", "--mode", "text", folder, "--interval", "0", "--data-dir", dir + "/data",
    ])
    #expect(plain.status == 0, "\(plain.stderr)")
    Self.expectEachSignOnce(plain.stdout)
    // --verbose also prints the repeat's quiet frame.
    let verbose = try CLI.run([
      "live", "--mode", "text", folder, "--interval", "0", "--verbose", "--data-dir", dir + "/data",
    ])
    #expect(verbose.stdout.contains("(frame 2: quiet, unchanged)"), "\(verbose.stdout)")
    // In-process too, the session is opened through the live route: its refusal is the server's.
    let refused = try CLI.run([
      "live", "--mode", "nonsense", folder, "--interval", "0", "--data-dir", dir + "/data",
    ])
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("There is no live mode \"nonsense\""), "\(refused.stderr)")
    // In the language asked for.
    let french = try CLI.run([
      "live", "--mode", "nonsense", folder, "--interval", "0", "--language", "fr", "--data-dir",
      dir + "/data",
    ])
    #expect(french.status == 1)
    #expect(french.stderr.contains("Il n'existe pas de mode en direct « nonsense »"), "\(french.stderr)")
  }

  @Test(.timeLimit(.minutes(3))) func aY4MThroughAServerPrintsEachSignOnce() throws {
    let dir = CLI.tempDir()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let folder = try Self.signs(in: dir)
    let y4m = dir + "/walk.y4m"
    let ffmpeg = ChildProcess()
    ffmpeg.executableURL = URL(fileURLWithPath: "/usr/bin/ffmpeg")
    ffmpeg.arguments = [
      "-loglevel", "error", "-y", "-framerate", "1", "-i", folder + "/%d.jpg", "-pix_fmt", "yuv420p", y4m,
    ]
    try ffmpeg.run()
    ffmpeg.waitUntilExit()
    try #require(ffmpeg.terminationStatus == 0, "ffmpeg")
    let (server, url) = try RemoteCLITests.start(dir + "/data")
    defer { CLI.stop(server.process) }
    let started = Date()
    let remote = try CLI.run(
      ["--server", url, "--token", server.token, "live", "--mode", "text", y4m, "--interval", "0.5"])
    #expect(remote.status == 0, "\(remote.stderr)")
    Self.expectEachSignOnce(remote.stdout)
    // Paced: four frames half a second apart.
    #expect(Date().timeIntervalSince(started) >= 1.5)

    // The environment works too, and a bad mode is the server's sentence on stderr with exit 1.
    let bad = try CLI.run(
      ["live", "--mode", "juggling", y4m], environment: ["VISOR_URL": url, "VISOR_TOKEN": server.token])
    #expect(bad.status == 1)
    #expect(bad.stderr.contains("juggling"), "\(bad.stderr)")
  }

  /// Issue 24: `visor live` against an https:// server (wss://, libcurl's TLS under the WebSocket):
  /// frames in, each sign said once; an untrusted certificate is refused with a sentence.
  @Test(.timeLimit(.minutes(3))) func aFolderThroughAnHTTPSServerOverWSS() throws {
    let dir = CLI.tempDir()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let folder = try Self.signs(in: dir)
    // A throw-away certificate for 127.0.0.1 (its own CA).
    let openssl = ChildProcess()
    openssl.executableURL = URL(fileURLWithPath: "/usr/bin/openssl")
    openssl.arguments = [
      "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-subj",
      "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1", "-days", "1", "-keyout", dir + "/key.pem",
      "-out", dir + "/cert.pem",
    ]
    openssl.standardError = FileHandle.nullDevice
    try openssl.run()
    openssl.waitUntilExit()
    try #require(openssl.terminationStatus == 0, "openssl")
    let server = try AudioPluginCLITests.Server.start(
      dataDir: dir + "/data", arguments: ["--tls-cert", dir + "/cert.pem", "--tls-key", dir + "/key.pem"])
    defer { CLI.stop(server.process) }
    let url = "https://127.0.0.1:\(server.port)"
    let remote = try CLI.run(
      ["--server", url, "--token", server.token, "live", "--mode", "text", folder, "--interval", "0"],
      environment: ["CURL_CA_BUNDLE": dir + "/cert.pem"])
    #expect(remote.status == 0, "\(remote.stderr)")
    Self.expectEachSignOnce(remote.stdout)
    // Without the certificate trusted: refused before any frame, with what to do.
    let untrusted = try CLI.run(
      ["--server", url, "--token", server.token, "live", "--mode", "text", folder, "--interval", "0"])
    #expect(untrusted.status == 1)
    #expect(untrusted.stdout.isEmpty, "\(untrusted.stdout)")
    #expect(
      untrusted.stderr.contains("not trusted") && untrusted.stderr.contains("CURL_CA_BUNDLE"),
      "\(untrusted.stderr)")
    // Plain ws:// to the TLS port is not a WebSocket answer: an error, not a hang.
    let plain = try CLI.run(
      [
        "--server", "http://127.0.0.1:\(server.port)", "--token", server.token, "live", "--mode", "text",
        folder,
        "--interval", "0",
      ])
    #expect(plain.status == 1, "\(plain.stdout)")
  }

  @Test func usageMistakesAndMissingInputsAreSaid() throws {
    let none = try CLI.run(["live", "--mode", "text"])
    #expect(none.status == 2)
    #expect(none.stderr.contains("give exactly one"), "\(none.stderr)")
    let missing = try CLI.run(["live", "--mode", "text", "/nonexistent/walk.y4m"])
    #expect(missing.status == 1)
    #expect(missing.stderr.contains("/nonexistent/walk.y4m"), "\(missing.stderr)")
    let interval = try CLI.run(["live", "/tmp", "--interval", "soon"])
    #expect(interval.status == 2)
    let help = try CLI.run(["live", "--help"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("VIDEO_OR_Y4M_OR_DIR") && help.stdout.contains("ffmpeg"), "\(help.stdout)")
  }
}
