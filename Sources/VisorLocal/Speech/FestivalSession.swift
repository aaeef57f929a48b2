import Foundation
import Synchronization
import VisorCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One Festival program kept running for one voice, so a voice is loaded once rather than for every
/// sentence (`text2wave` loads the Russian voice's 240 MB of recordings at each start: about 2 s).
///
/// The program is `festival --pipe`: it reads Scheme from stdin. The session defines `visor_say`,
/// which speaks a text the way `text2wave` does (Festival's own sentence splitting and text rules, one
/// RIFF file) into a private temporary file and then writes `VISOR-DONE n` on stderr (stderr is
/// unbuffered; stdout is not). The text is a Scheme string whose `"` and `\` are escaped, so it can
/// never become code. Calls take turns; one that runs past `timeout` kills the program, and the next
/// call starts a new one. After `idleLifetime` without a call the program is ended, giving its memory
/// back; a Visor that exits closes the pipe and Festival ends on end of input.
///
/// ```swift
/// let session = FestivalSession(festival: URL(fileURLWithPath: "/usr/bin/festival"),
///                               selector: "(voice_msu_ru_nsh_clunits)")
/// let wav = try await session.speak(Data("Собака лежит на диване.".utf8))
/// ```
public actor FestivalSession {
  public let festival: URL
  public let selector: String
  public let timeout: Duration
  public let idleLifetime: Duration
  public let maxOutputBytes: Int

  private var child: ChildProcess?
  private var input: FileHandle?
  private var lines: AsyncStream<String>.Iterator?
  private var directory: URL?
  private var busy = false
  private var waiting: [CheckedContinuation<Void, Never>] = []
  private var lastUse = ContinuousClock.now
  private var idleCheck: Task<Void, Never>?
  private var counter = 0
  /// How many programs this session has started (a test checks the voice is loaded once).
  public private(set) var starts = 0

  public init(
    festival: URL, selector: String, timeout: Duration = .seconds(30), idleLifetime: Duration = .seconds(120),
    maxOutputBytes: Int = 16 << 20
  ) {
    self.festival = festival
    self.selector = selector
    self.timeout = timeout
    self.idleLifetime = idleLifetime
    self.maxOutputBytes = maxOutputBytes
  }

  /// Whether a Festival program is running for this voice now.
  public var isRunning: Bool { child?.isRunning ?? false }

  /// The WAV (RIFF) Festival makes of `text`, already encoded as the voice reads it (UTF-8 or
  /// ISO-8859-1).
  /// - Throws: ``OneShotProcess/Failure`` when Festival cannot start, dies, or runs past `timeout`.
  public func speak(_ text: Data) async throws -> Data {
    await takeTurn()
    defer { endTurn() }
    try Task.checkCancellation()
    if child?.isRunning != true { try start() }
    guard let input, let directory else {
      throw OneShotProcess.Failure(description: "festival did not start")
    }
    counter += 1
    let file = directory.appendingPathComponent("say-\(counter).wav")
    defer { try? FileManager.default.removeItem(at: file) }
    var command = Data("(visor_say \"".utf8)
    command.append(Self.escaped(text))
    command.append(Data("\" \"\(file.path)\")\n".utf8))
    do {
      try input.write(contentsOf: command)
    } catch {
      stop()
      throw OneShotProcess.Failure(description: "festival stopped reading its input (\(error))")
    }
    let pid = child?.processIdentifier ?? 0
    let timedOut = Atomic<Bool>(false)
    let watchdog = DispatchWorkItem {
      timedOut.store(true, ordering: .relaxed)
      kill(pid, SIGKILL)
    }
    DispatchQueue.global().asyncAfter(deadline: .now() + OneShotProcess.seconds(timeout), execute: watchdog)
    let outcome = await withTaskCancellationHandler {
      await nextMarker()
    } onCancel: {
      kill(pid, SIGKILL)
    }
    watchdog.cancel()
    if outcome == .failed {
      throw OneShotProcess.Failure(description: "festival could not say this text")
    }
    guard outcome == .done else {
      stop()
      try Task.checkCancellation()
      throw OneShotProcess.Failure(
        description: timedOut.load(ordering: .relaxed)
          ? "festival took longer than \(timeout) and was stopped" : "festival ended unexpectedly")
    }
    let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
    guard size <= maxOutputBytes else {
      throw OneShotProcess.Failure(description: "festival wrote more than \(maxOutputBytes) bytes")
    }
    guard let wav = try? Data(contentsOf: file), !wav.isEmpty else {
      throw OneShotProcess.Failure(description: "festival wrote no audio")
    }
    return wav
  }

  /// Ends the program now (the next call starts a new one).
  public func stop() {
    if let child, child.isRunning { kill(child.processIdentifier, SIGKILL) }
    try? input?.close()
    child = nil
    input = nil
    lines = nil
    if let directory { try? FileManager.default.removeItem(at: directory) }
    directory = nil
    idleCheck?.cancel()
    idleCheck = nil
  }

  // MARK: Internals

  private func takeTurn() async {
    guard busy else {
      busy = true
      return
    }
    await withCheckedContinuation { waiting.append($0) }
  }

  private func endTurn() {
    lastUse = .now
    if waiting.isEmpty {
      busy = false
      scheduleIdleCheck()
    } else {
      waiting.removeFirst().resume()  // the turn passes straight to the next caller
    }
  }

  private func scheduleIdleCheck() {
    idleCheck?.cancel()
    let lifetime = idleLifetime
    idleCheck = Task { [weak self] in
      try? await Task.sleep(for: lifetime)
      guard !Task.isCancelled else { return }
      await self?.endIfIdle()
    }
  }

  private func endIfIdle() {
    guard !busy, ContinuousClock.now - lastUse >= idleLifetime else { return }
    stop()
  }

  /// What a call ended with: Festival's marker, or the end of its stderr (it died or was killed).
  private enum Outcome { case done, failed, ended }

  /// Waits for the line `VISOR-DONE …` or `VISOR-FAILED`.
  private func nextMarker() async -> Outcome {
    guard var iterator = lines else { return .ended }
    defer { lines = iterator }
    while let line = await iterator.next(isolation: #isolation) {
      if line.hasPrefix("VISOR-DONE") { return .done }
      if line.hasPrefix("VISOR-FAILED") { return .failed }
    }
    return .ended
  }

  private func start() throws {
    stop()
    // A write to a program that died must fail with EPIPE, not kill Visor.
    signal(SIGPIPE, SIG_IGN)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "visor-festival-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    let process = ChildProcess()
    process.executableURL = festival
    process.arguments = ["--pipe"]
    let stdin = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = FileHandle.nullDevice
    process.standardError = stderr
    do {
      try process.run()
    } catch {
      try? FileManager.default.removeItem(at: folder)
      throw OneShotProcess.Failure(description: "festival could not be started (\(error))")
    }
    starts += 1
    let (stream, continuation) = AsyncStream<String>.makeStream()
    let reader = stderr.fileHandleForReading
    // Lines are read off Swift's cooperative threads (a blocking read there would hold one of them).
    Thread.detachNewThread {
      var buffer = Data()
      var chunk = [UInt8](repeating: 0, count: 4096)
      // read(2), which returns what has arrived (FileHandle's read(upToCount:) waits for the count).
      while true {
        let count = chunk.withUnsafeMutableBytes { read(reader.fileDescriptor, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { break }
        buffer.append(contentsOf: chunk[0..<count])
        while let newline = buffer.firstIndex(of: 0x0A) {
          continuation.yield(String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self))
          buffer.removeSubrange(buffer.startIndex...newline)
        }
        if buffer.count > 1 << 16 { buffer.removeAll() }  // a runaway line without an end is dropped
      }
      try? reader.close()
      continuation.finish()
    }
    child = process
    input = stdin.fileHandleForWriting
    lines = stream.makeAsyncIterator()
    directory = folder
    try? input?.write(contentsOf: Data((selector + "\n" + Self.prelude).utf8))
  }

  /// `visor_say TEXT FILE`: `text2wave`'s synthesis (tts_text with a hook that writes each utterance's
  /// wave, then the header with the total), then `VISOR-DONE n` on stderr, or `VISOR-FAILED` when
  /// Festival raised an error (SIOD's unwind-protect runs its second form only on an error).
  static let prelude = """
    (define (visor_say_wave text file)
      (let ((fp (fopen file "wb")) (total 0) (last nil))
        (set! tts_hooks
          (list utt.synth
            (lambda (utt)
              (if (eq? total 0)
                (wave.save.header fp (utt.wave utt) 'riff nil (list (list "numsamples" 0))))
              (set! total (+ total (get_param 'num_samples (wave.info (utt.wave utt)) 0)))
              (wave.save.data.fp (utt.wave utt) fp 'riff nil)
              (set! last utt))))
        (tts_text text nil)
        (if last
          (begin
            (fseek fp 0 0)
            (wave.save.header fp (utt.wave last) 'riff nil (list (list "numsamples" total)))))
        (fclose fp)
        total))
    (define (visor_say text file)
      (let ((total nil))
        (unwind-protect
          (begin
            (set! total (visor_say_wave text file))
            (format stderr "VISOR-DONE %d\\n" total))
          (if (not total) (format stderr "VISOR-FAILED\\n")))))

    """

  /// The text as the inside of a Scheme string: `"` escaped, `\\` (which no voice says, and which
  /// stops the Russian voice's letter rules) and line breaks as spaces, other control bytes dropped.
  static func escaped(_ text: Data) -> Data {
    var out = Data(capacity: text.count + 8)
    for byte in text {
      switch byte {
      case 0x22:
        out.append(0x5C)
        out.append(byte)
      case 0x5C, 0x0A, 0x0D, 0x09: out.append(0x20)
      case 0..<0x20, 0x7F: continue
      default: out.append(byte)
      }
    }
    return out
  }
}
