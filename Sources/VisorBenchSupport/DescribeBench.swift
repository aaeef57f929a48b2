import Foundation
import VisorCore
import VisorLocal

#if canImport(Glibc)
  import Glibc
#endif

extension BenchMain {
  /// CPU seconds of this process and every process it started (the perception and OCR workers), from
  /// /proc: what an analysis costs the machine, not only this process's threads.
  static func treeCpuSeconds() -> Double {
    func children(_ pid: String) -> [String] {
      let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
      return tasks.flatMap { task in
        ((try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/children", encoding: .utf8)) ?? "")
          .split(separator: " ").map(String.init)
      }
    }
    var ticks = 0
    var todo = [String(getpid())]
    while let pid = todo.popLast() {
      guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { continue }
      // After the command's closing parenthesis: state is field 3, utime 14 and stime 15.
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      if fields.count > 12 { ticks += (Int(fields[11]) ?? 0) + (Int(fields[12]) ?? 0) }
      todo += children(pid)
    }
    return Double(ticks) / Double(sysconf(Int32(_SC_CLK_TCK)))
  }

  /// The offline describe's CPU by part on a 768 px photo (issue 23 item 8): decode, the classifier,
  /// colours, light, the classifier + colour + light path (target ≤ 0.1 CPU-s), each other channel
  /// describe runs (people, cat faces, barcodes, text), and the whole describe as the server computes
  /// it. The perception and OCR workers run as on the server when installed; their CPU is counted.
  static func describe(_ arguments: [String]) async throws {
    let cache = ProcessInfo.processInfo.environment["VISOR_CACHE_DIR"] ?? NSHomeDirectory() + "/.cache/visor"
    let models = URL(fileURLWithPath: value(arguments, "--models") ?? cache + "/models")
    let python = URL(fileURLWithPath: value(arguments, "--python") ?? cache + "/venv/bin/python")
    let workers = URL(fileURLWithPath: value(arguments, "--workers") ?? "workers")
    let rounds = max(1, Int(value(arguments, "--rounds") ?? "10") ?? 10)
    let path = value(arguments, "--photo") ?? "/usr/share/darknet/data/dog.jpg"
    guard let jpeg = FileManager.default.contents(atPath: path) else {
      throw NSError(
        domain: "bench", code: 1, userInfo: [NSLocalizedDescriptionKey: "missing photo \(path)"])
    }
    let havePython = FileManager.default.isExecutableFile(atPath: python.path)
    let speech = LocalSpeechModels(modelsDirectory: models)
    // The worker starts on first use: only when PP-OCR (v4 or v6) is installed.
    let ocrWorker =
      havePython
      ? WorkerProcess(
        configuration: speech.workerConfiguration(
          pythonPath: python, workerScript: workers.appendingPathComponent("speech_worker.py")),
        logger: .silent) : nil
    let perception = LocalPerceptionModels(modelsDirectory: models)
    let perceptionWorker =
      havePython && perception.isInstalled
      ? WorkerProcess(
        configuration: perception.workerConfiguration(
          pythonPath: python, workerScript: workers.appendingPathComponent("perception_worker.py")),
        logger: .silent) : nil
    let analyzer = SceneAnalyzer(
      classifier: LocalImageClassifier(modelsDirectory: models),
      cascadeDirectory: SceneAnalyzer.debianCascades,
      textReader: TextReader(),
      ppocr: ocrWorker.map { PPOCRTextReader(worker: $0, modelsDirectory: models) },
      peopleDetector: perceptionWorker.map { LocalPeopleDetector(worker: $0, models: perception) })
    defer {
      if let ocrWorker { Task { await ocrWorker.stop() } }
      if let perceptionWorker { Task { await perceptionWorker.stop() } }
    }
    let describeParts = SceneFacts.Part.describe.union([.subjectCheck])
    let image = try DecodedImage(encoded: jpeg, channels: 3)
    // Warm: every model and worker loads on first use.
    let warmFacts = try await analyzer.analyze(jpeg: jpeg, parts: describeParts)

    func cpu(_ body: () async throws -> Void) async rethrows -> Double {
      try await body()  // one more warm round, untimed
      let start = treeCpuSeconds()
      for _ in 0..<rounds { try await body() }
      return (treeCpuSeconds() - start) / Double(rounds)
    }
    func facts(_ parts: Set<SceneFacts.Part>) async throws -> Double {
      try await cpu { _ = try await analyzer.analyze(image: image, parts: parts) }
    }
    let decode = try await cpu { _ = try DecodedImage(encoded: jpeg, channels: 3) }
    let labels = try await facts([.labels])
    let colours = try await facts([.colours])
    let light = try await facts([.light])
    let subjectCheck = try await facts([.colours, .subjectCheck]) - colours
    let path3 = try await facts([.labels, .colours, .light, .subjectCheck]) + decode
    let people = try await facts([.faces, .people])
    let catFaces = try await facts([.catFaces])
    let barcodes = try await facts([.barcodes])
    let text = try await facts([.text])
    let whole = try await cpu { _ = try await analyzer.analyze(jpeg: jpeg, parts: describeParts) }
    // Before the cat-face gate (issue 23 item 8): the cascade on every photo.
    let ungated = try await cpu {
      _ = try await analyzer.analyze(jpeg: jpeg, parts: describeParts.union([.catFaces]))
    }

    let load =
      (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").first ?? "?"
    print(
      "offline describe, CPU by part: \((path as NSString).lastPathComponent) \(image.width)×\(image.height), \(rounds) rounds, load average \(load)"
    )
    print(
      "  (\(warmFacts.labels.first?.label ?? "no label"); workers: perception \(perceptionWorker != nil), OCR \(ocrWorker != nil))"
    )
    func row(_ label: String, _ seconds: Double, target: Double? = nil) {
      let line =
        "  " + label.padding(toLength: 46, withPad: " ", startingAt: 0)
        + String(format: " %7.3f CPU-s", seconds)
      guard let target else { return print(line) }
      print(line + String(format: "  (target ≤ %.2f, %.2fx)", target, seconds / target))
    }
    row("decode", decode)
    row("classifier", labels)
    row("colours", colours)
    row("light", light)
    row("subject check (classifier on the subject)", subjectCheck)
    row("classifier + colour + light path, decoded", path3, target: 0.1)
    row("people and faces", people)
    row("cat faces", catFaces)
    row("barcodes", barcodes)
    row("text", text)
    row("whole describe (decode and every part)", whole)
    row("  before: cat faces on every photo", ungated)
    print(String(format: "RESULT describe_path_cpu_s=%.3f describe_cpu_s=%.3f", path3, whole))
  }
}
