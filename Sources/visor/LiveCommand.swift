import Foundation
import VisorAPI
import VisorCore
import VisorFeatures
import VisorKitCore
import VisorKitCurl
import VisorServer

/// `visor live --mode text VIDEO_OR_Y4M_OR_DIR`: plays frames from a file through a live session
/// (docs/live.md) and prints what is said — in-process on `--data-dir`, or against a server with
/// `--server URL --token T` (through VisorKit's LiveSession over TCPLiveTransport: ws://, or wss:// for an
/// https:// server).
enum LiveCommand {
  static let imageExtensions: Set<String> = ["jpg", "jpeg", "png", "webp", "heic", "heif", "gif"]

  static let spec = CommandSpec(
    path: "live",
    summary:
      "Play frames from a video, a y4m or a folder of photos through a live session and print what is said.",
    usage:
      "visor live [--mode text] VIDEO_OR_Y4M_OR_DIR [--target T] [--interval SECONDS] [--verbose]\n"
      + "       visor --server URL --token T live --mode text VIDEO_OR_Y4M_OR_DIR",
    options: [
      OptionSpec(
        name: "mode", valueName: "CHANNEL",
        help: "text, describe (default), people, barcode, colour, light or find (with --target)."),
      OptionSpec(
        name: "target", valueName: "T",
        help: "What find looks for: person, text, barcode, face, or a thing or person you taught, by name."),
      OptionSpec(
        name: "interval", valueName: "SECONDS",
        help: "Time between frames sent (default 1; 0 sends each frame as soon as the last was answered)."),
      OptionSpec(
        name: "verbose", valueName: nil, help: "Also print quiet frames (unchanged, nothing, busy)."),
    ] + FeatureContext.options.filter { $0.name != "json" },
    details:
      "Each saying is printed on a line of its own, as it is said; errors go to stderr and the session goes on. "
      + "A folder: its photos (jpg, png, webp, heic, gif) in name order, one a second. A y4m or a video: one frame "
      + "per second of it, decoded with the ffmpeg command (install ffmpeg). Each frame waits for its answer before "
      + "the next is sent. Exits 0 at the end of the input, 1 when the server ends the session. Without --server "
      + "it runs on the data folder's offline models as --user (default: the first admin); with --server (or "
      + "VISOR_URL/VISOR_TOKEN) on that server, over ws:// or, for an https:// server, wss:// (its certificate checked "
      + "against the system's CA store, or the file CURL_CA_BUNDLE names).")

  static func run(_ arguments: [String], _ reach: Reach) async throws -> Int32 {
    guard let parsed = try parse(arguments, spec) else { return 0 }
    guard parsed.positionals.count == 1 else {
      throw UsageError(message: CLIWords.text("cli.live.oneSource"))
    }
    var interval = 1.0
    if let text = parsed.value("interval") {
      guard let value = Double(text), value >= 0, value <= 3600 else {
        throw UsageError(message: CLIWords.text("cli.live.interval"))
      }
      interval = value
    }
    let (frames, cleanup) = try frames(from: parsed.positionals[0])
    defer { cleanup() }
    guard !frames.isEmpty else {
      throw VisorError(.invalidField, CLIWords.text("cli.live.noFrames", ["path": parsed.positionals[0]]))
    }
    let mode = parsed.value("mode") ?? "describe"
    let target = parsed.value("target")
    return try await reach.withLive(parsed) { client, transport in
      let link = try await Link.open(client, mode: mode, target: target, transport: transport)
      let code = await play(frames, link: link, interval: interval, verbose: parsed.has("verbose"))
      await link.close()
      return code
    }
  }

  // MARK: Frames

  /// The frame files of `path` in order, and what removes temporary ones.
  static func frames(from path: String) throws -> ([URL], () -> Void) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw VisorError(.fileUnreadable, CLIWords.text("cli.live.noSuchPath", ["path": path]))
    }
    if isDirectory.boolValue { return (try photos(in: URL(fileURLWithPath: path)), {}) }
    let url = URL(fileURLWithPath: path)
    if imageExtensions.contains(url.pathExtension.lowercased()) { return ([url], {}) }
    // A y4m or a video: one frame a second, decoded by ffmpeg into a temporary folder.
    guard let ffmpeg = findExecutable("ffmpeg") else {
      throw VisorError(.notConfigured, CLIWords.text("cli.live.needsFFmpeg"))
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "visor-live-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let remove = { _ = try? FileManager.default.removeItem(at: folder) }
    let process = ChildProcess()
    process.executableURL = ffmpeg
    process.arguments = [
      "-nostdin", "-loglevel", "error", "-i", path, "-vf",
      "fps=1,scale='min(768,iw)':'min(768,ih)':force_original_aspect_ratio=decrease", "-q:v", "3",
      folder.appendingPathComponent("%05d.jpg").path,
    ]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      remove()
      let detail = String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
      throw VisorError(
        .fileUnreadable,
        CLIWords.text("cli.live.notAVideo", ["path": path, "detail": String(detail.prefix(200))]))
    }
    return (try photos(in: folder), remove)
  }

  static func photos(in folder: URL) throws -> [URL] {
    try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
      .filter { imageExtensions.contains($0.pathExtension.lowercased()) }
      .sorted { $0.lastPathComponent < $1.lastPathComponent }
  }

  static func findExecutable(_ name: String) -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }

  // MARK: The session

  /// A live session either way: send frames and commands, read the server's messages after `ready`.
  struct Link: Sendable {
    var send: @Sendable (Data) async throws -> Void
    var command: @Sendable (LiveClientMessage) async throws -> Void
    var events: AsyncThrowingStream<LiveServerMessage, any Error>
    var close: @Sendable () async -> Void

    /// A session over `transport`: a server's WebSocket, or the data folder's run in-process.
    static func open(_ client: VisorClient, mode: String, target: String?, transport: any LiveTransport)
      async throws -> Link
    {
      let session = try await VisorKitCore.LiveSession.connect(
        client, mode: mode, target: target, transport: transport)
      let (events, continuation) = AsyncThrowingStream<LiveServerMessage, any Error>.makeStream()
      let relay = Task {
        do {
          for try await message in session { continuation.yield(message) }
          continuation.finish()
        } catch {
          continuation.finish(throwing: error)
        }
      }
      return Link(
        send: { try await session.send(frame: Photo($0)) },
        command: { message in
          switch message {
          case .mode(let mode, let target): try await session.mode(mode, target: target)
          case .ask(let prompt): try await session.ask(prompt)
          case .speak(let on): try await session.speak(on)
          case .voice(let voice): try await session.voice(voice)
          }
        },
        events: events,
        close: {
          await session.close()
          relay.cancel()
        })
    }
  }

  /// Sends each frame, waits for its answer (and the interval), prints what is said. 0 at the end of
  /// the input, 1 when the session ended before it.
  static func play(_ frames: [URL], link: Link, interval: Double, verbose: Bool) async -> Int32 {
    var events = link.events.makeAsyncIterator()
    do {
      try await link.command(.speak(on: false))
      for (index, url) in frames.enumerated() {
        let number = index + 1
        let started = ContinuousClock.now
        guard let data = FileManager.default.contents(atPath: url.path) else {
          error("cannot read \(url.path); skipped.")
          continue
        }
        try await link.send(data)
        // Until this frame's `said` or `quiet` (or an error about it).
        answered: while true {
          guard let message = try await events.next() else {
            error(CLIWords.text("cli.live.endedEarly"))
            return 1
          }
          switch message {
          case .said(let said):
            write(SpokenText.joinedLines(said.text) + "\n")
            if said.frame >= number { break answered }
          case .quiet(let quiet):
            if verbose { write("(frame \(quiet.frame): quiet, \(quiet.reason))\n") }
            if quiet.frame >= number { break answered }
          case .error(let failure):
            error("\(url.lastPathComponent): \(failure.message)")
            break answered
          case .closing(let closing):
            error(closing.message)
            return 1
          case .ready: continue
          }
        }
        let wait = Duration.milliseconds(Int64(interval * 1000)) - (ContinuousClock.now - started)
        if wait > .zero, number != frames.count { try await Task.sleep(for: wait) }
      }
      return 0
    } catch let failure as VisorClientError {
      error(failure.message)
      return 1
    } catch {
      LiveCommand.error("\(error)")
      return 1
    }
  }

  static func write(_ text: String) { FileHandle.standardOutput.write(Data(text.utf8)) }
  static func error(_ text: String) {
    FileHandle.standardError.write(Data((CLIWords.text("cli.error.prefix", ["message": text]) + "\n").utf8))
  }
}
