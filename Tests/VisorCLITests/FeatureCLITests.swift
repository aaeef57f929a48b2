import Foundation
import Testing
import VisorAPI
import VisorCore

/// `visor car`, `garage`, `classify`, `recognizers` and `models` run as the built binary on a data folder.
@Suite(.serialized) struct FeatureCLITests {
  static let environment = ProcessInfo.processInfo.environment
  static let requireModels = environment["VISOR_REQUIRE_MODELS"] == "1"
  static var cacheDirectory: URL {
    if let dir = environment["VISOR_CACHE_DIR"], !dir.isEmpty { return URL(fileURLWithPath: dir) }
    return FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache/visor")
  }
  static let dog = "/usr/share/darknet/data/dog.jpg"
  static let fruits = "/usr/share/doc/opencv-doc/examples/data/fruits.jpg"
  static let baboon = "/usr/share/doc/opencv-doc/examples/data/baboon.jpg"
  static var classifierReady: Bool {
    FileManager.default.fileExists(
      atPath: cacheDirectory.appendingPathComponent("models/efficientnet-lite0.onnx").path)
      && FileManager.default.fileExists(atPath: dog) && FileManager.default.fileExists(atPath: fruits)
  }
  static var canRunModelTests: Bool { requireModels || classifierReady }
  static var convertPython: URL { cacheDirectory.appendingPathComponent("convert-venv/bin/python") }
  static var canRunExportTests: Bool {
    requireModels || FileManager.default.isExecutableFile(atPath: convertPython.path)
  }

  static func decode<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return try decoder.decode(type, from: Data(text.utf8))
  }

  /// A fresh data folder with an admin `root` and a user `pat`.
  static func dataDir() throws -> String {
    let dir = CLI.tempDir()
    #expect(try CLI.run(["users", "add", "root", "--admin", "--data-dir", dir]).status == 0)
    #expect(try CLI.run(["users", "add", "pat", "--data-dir", dir]).status == 0)
    return dir
  }

  @Test func theNewCommandsHaveHelp() throws {
    let top = try CLI.run(["--help"])
    for command in ["car PHOTO", "garage", "classify PHOTO", "recognizers", "models"] {
      #expect(top.stdout.contains(command), "\(command)")
    }
    for arguments in [
      ["car", "--help"], ["garage", "list", "--help"], ["garage", "show", "--help"],
      ["garage", "delete", "--help"],
      ["classify", "--help"], ["recognizers", "list", "--help"], ["recognizers", "add", "--help"],
      ["models", "list", "--help"], ["models", "add-classifier", "--help"], ["models", "remove", "--help"],
    ] {
      let r = try CLI.run(arguments)
      #expect(r.status == 0, "\(arguments)")
      #expect(
        r.stdout.contains("Usage: visor \(arguments.dropLast().joined(separator: " "))"), "\(arguments)")
    }
    #expect(try CLI.run(["garage"]).status == 2)
    #expect(try CLI.run(["garage", "park"]).status == 2)
    #expect(try CLI.run(["car"]).status == 2)
  }

  /// Issue 15: a command's help lists what works there, not the listening server's flags.
  @Test(arguments: [
    ["car"], ["garage", "list"], ["classify"], ["models", "list"], ["recognizers", "list"], ["chat"],
  ])
  func helpListsOnlyTheFlagsThatWorkForTheCommand(_ command: [String]) throws {
    let help = try CLI.run(command + ["--help"])
    #expect(help.status == 0)
    for serverOnly in [
      "--port", "--host", "--lan", "--tls-cert", "--max-connections", "--session-days", "--warm",
    ] {
      #expect(!help.stdout.contains(serverOnly + " "), "\(command) --help lists \(serverOnly)")
    }
    #expect(help.stdout.contains("--data-dir"))
    let serve = try CLI.run(["serve", "--help"])
    #expect(serve.stdout.contains("--port"))
  }

  /// On a data folder with no accounts, every in-process command says the same thing: how to make the
  /// admin it acts as, or which account to name; and a named account that is not there is named back.
  @Test func aDataFolderWithoutAnAdminSaysHowToMakeOne() throws {
    let empty = CLI.tempDir()
    defer { try? FileManager.default.removeItem(atPath: empty) }
    let photo = "/usr/share/darknet/data/dog.jpg"
    for command in [["describe", photo], ["garage", "list"], ["car", photo], ["chat", "--message", "hi"]] {
      let r = try CLI.run(command + ["--data-dir", empty])
      #expect(r.status == 1, "\(command)")
      #expect(
        r.stderr.contains("There is no admin in \(empty) yet; run `visor users add NAME --admin`"),
        "\(command): \(r.stderr)")
      let named = try CLI.run(command + ["--data-dir", empty, "--user", "sam"])
      #expect(named.status == 1, "\(command)")
      #expect(
        named.stderr.contains("There is no user \"sam\" in \(empty); see `visor users list`."),
        "\(named.stderr)")
    }
  }

  /// Issue 15: `visor ask --about ID "question"` continues the conversation about that photo, and the
  /// answer of a question prints after "You asked", on its own line.
  @Test(.enabled(if: canRunModelTests))
  func askAboutASavedAnalysisAddsATurn() throws {
    let dir = try Self.dataDir()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let first = try CLI.run(["describe", Self.dog, "--json", "--data-dir", dir])
    #expect(first.status == 0, "\(first.stderr)")
    let analysis = try Self.decode(AnalyzeResponse.self, first.stdout)
    let asked = try CLI.run([
      "ask", "--about", analysis.id, "What colour is it?", "--json", "--data-dir", dir,
    ])
    #expect(asked.status == 0, "\(asked.stderr)")
    let answer = try Self.decode(FollowUpResponse.self, asked.stdout)
    #expect(answer.id == analysis.id)
    #expect(!answer.message.isEmpty)
    let text = try CLI.run(["ask", "--about", analysis.id, "Is there any text?", "--data-dir", dir])
    #expect(text.status == 0, "\(text.stderr)")
    #expect(!text.stdout.isEmpty && !text.stdout.contains("You asked"), "a typed question is not echoed")
    // Someone else's analysis, an id that is no UUID, and a PHOTO with --about are refused.
    let other = try CLI.run(["ask", "--about", analysis.id, "Whose?", "--user", "pat", "--data-dir", dir])
    #expect(other.status == 1)
    #expect(other.stderr.contains("No analysis"))
    #expect(try CLI.run(["ask", "--about", "nope", "Hi?", "--data-dir", dir]).status == 1)
    #expect(try CLI.run(["ask", "--about", analysis.id, Self.dog, "Hi?", "--data-dir", dir]).status == 2)
    // A spoken question: "You asked: …" first, on its own line, then the answer.
    let question = Self.cacheDirectory.appendingPathComponent("fixtures/question.wav").path
    guard FileManager.default.fileExists(atPath: question) else { return }  // made by scripts/setup-test.sh
    let spoken = try CLI.run(["ask", Self.dog, "--question-audio", question, "--data-dir", dir])
    #expect(spoken.status == 0, "\(spoken.stderr)")
    let lines = spoken.stdout.split(separator: "\n", omittingEmptySubsequences: true)
    #expect(lines.first?.hasPrefix("You asked: ") == true, "\(spoken.stdout)")
    #expect(lines.first?.lowercased().contains("colo") == true, "\(spoken.stdout)")
    #expect(lines.count >= 2 && !lines[1].hasPrefix("You asked"), "\(spoken.stdout)")
  }

  @Test(.enabled(if: canRunModelTests))
  func describeSpeaksTheWholeAnswerIntoAFileAndRefusesBadInputFirst() throws {
    let dir = try Self.dataDir()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let out = dir + "/answer.wav"
    let spoken = try CLI.run([
      "describe", Self.dog, "--speak", out, "--voice", "slt", "--json", "--user", "pat", "--data-dir", dir,
    ])
    #expect(spoken.status == 0, "\(spoken.stderr)")
    let answer = try Self.decode(AnalyzeResponse.self, spoken.stdout)
    #expect(answer.message.lowercased().contains("dog"), "\(answer.message)")
    #expect(answer.notes.isEmpty)
    #expect(answer.audioFormat == "wav")
    #expect(answer.audio == nil, "the audio is in the file, not in the JSON")
    let wav = try #require(FileManager.default.contents(atPath: out))
    #expect(wav.prefix(4) == Data("RIFF".utf8) && wav.count > 16_000)

    for (arguments, sentence) in [
      (["--voice", "darth", "--speak", dir + "/x.mp3"], "darth"),
      (["--prompt", String(repeating: "a", count: 20_000)], "20000 characters"),
    ] {
      let refused = try CLI.run(["describe", Self.dog] + arguments + ["--user", "pat", "--data-dir", dir])
      #expect(refused.status != 0)
      #expect(refused.stderr.contains(sentence), "\(refused.stderr)")
      #expect(!FileManager.default.fileExists(atPath: dir + "/x.mp3"))
    }
  }

  @Test(.enabled(if: canRunModelTests))
  func offlineCarGarageRoundTrip() throws {
    let dir = try Self.dataDir()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let found = try CLI.run([
      "car", Self.dog, "--crop", "0.56,0.087,0.43,0.3125", "--json", "--data-dir", dir,
    ])
    #expect(found.status == 0, "\(found.stderr)")
    let result = try Self.decode(CarIdentifyResponse.self, found.stdout)
    let car = try #require(result.car)
    #expect(car.bodyType == "pickup truck")
    #expect(car.brand == nil)
    #expect(result.message?.contains("vision model") == true)
    let text = try CLI.run(["garage", "show", car.id, "--data-dir", dir])
    #expect(text.stdout.contains("pickup truck"))
    // One name for the car everywhere: the server's title, as the web app and the stats show it.
    #expect(text.stdout.contains(car.title), "\(text.stdout)")
    #expect(car.title.hasSuffix(" pickup truck"), "\(car.title)")
    #expect(text.stdout.contains("local/imagenet"))
    let list = try Self.decode(
      ListResponse<CarResponse>.self, try CLI.run(["garage", "list", "--json", "--data-dir", dir]).stdout)
    #expect(list.items.map(\.id) == [car.id])
    // Another user's garage is empty and cannot see the car.
    let pats = try CLI.run(["garage", "list", "--user", "pat", "--data-dir", dir])
    #expect(pats.stdout.contains("empty"))
    #expect(try CLI.run(["garage", "show", car.id, "--user", "pat", "--data-dir", dir]).status == 1)
    #expect(try CLI.run(["garage", "delete", car.id, "--data-dir", dir]).status == 0)
    let again = try CLI.run(["garage", "delete", car.id, "--data-dir", dir])
    #expect(again.status == 1)
    #expect(again.stderr.contains("No car with that id"))

    let none = try CLI.run(["car", Self.fruits, "--data-dir", dir])
    #expect(none.status == 0)
    #expect(none.stdout.contains("don't see a car"))
    #expect(try CLI.run(["car", Self.fruits, "--crop", "0.9,0,0.5,1", "--data-dir", dir]).status == 1)
    #expect(
      try CLI.run(["car", Self.fruits, "--model", "nope/x", "--data-dir", dir]).stderr.contains("no model"))
  }

  @Test(.enabled(if: canRunModelTests))
  func classifyNamesAKnownPhoto() throws {
    let dir = try Self.dataDir()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let imagenet = try Self.decode(
      ClassifyResponse.self, try CLI.run(["classify", Self.baboon, "--json", "--data-dir", dir]).stdout)
    #expect(imagenet.model == "local/imagenet")
    #expect(imagenet.predictions.first?.label == "baboon")
    let cute = try CLI.run(["classify", Self.baboon, "--model", "cute", "--data-dir", dir])
    #expect(cute.stdout.contains("local/cute"))
    #expect(cute.stdout.components(separatedBy: "\n").dropFirst().first?.contains("not cute") == true)
    // A person reads the classes in their language; --json keeps the classifier's labels beside them.
    let spanish = try CLI.run(["classify", Self.baboon, "--language", "es", "--data-dir", dir])
    #expect(spanish.stdout.components(separatedBy: "\n").dropFirst().first?.contains("babuino") == true)
    #expect(!spanish.stdout.contains("baboon"))
    let russian = try Self.decode(
      ClassifyResponse.self,
      try CLI.run(["classify", Self.baboon, "--language", "ru", "--json", "--data-dir", dir]).stdout)
    #expect(russian.predictions.first?.label == "baboon" && russian.predictions.first?.name == "павиан")
    let unknown = try CLI.run(["classify", Self.baboon, "--model", "local/nope", "--data-dir", dir])
    #expect(unknown.status == 1)
  }

  @Test func recognizersAreListedAndOnlyAdminsAddThem() throws {
    let dir = try Self.dataDir()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let schema = dir + "/plant.json"
    try Data(
      #"{"type":"object","properties":{"commonName":{"type":"string"},"toxic":{"type":"boolean"}}}"#.utf8
    )
    .write(to: URL(fileURLWithPath: schema))
    let add = [
      "recognizers", "add", "--name", "plant", "--title", "Plant", "--prompt", "Identify the plant.",
      "--schema", schema,
    ]
    let denied = try CLI.run(add + ["--user", "pat", "--data-dir", dir])
    #expect(denied.status == 1)
    #expect(denied.stderr.contains("admin"))
    #expect(try CLI.run(add + ["--data-dir", dir]).status == 0)
    #expect(try CLI.run(add + ["--data-dir", dir]).status == 1)
    let list = try CLI.run(["recognizers", "list", "--data-dir", dir])
    #expect(list.stdout.contains("car") && list.stdout.contains("plant"))
    let bad = dir + "/bad.json"
    try Data("[1,2]".utf8).write(to: URL(fileURLWithPath: bad))
    let invalid = try CLI.run([
      "recognizers", "add", "--name", "wine", "--title", "Wine", "--prompt", "x", "--schema", bad,
      "--data-dir", dir,
    ])
    #expect(invalid.status == 1)
    #expect(invalid.stderr.contains("JSON schema"))
  }

  @Test(.enabled(if: canRunExportTests))
  func aCustomClassifierRoundTripsThroughTheCLI() throws {
    let dir = try Self.dataDir()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let export = dir + "/export"
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../scripts/models/export_tiny_classifier.py").standardizedFileURL.path
    let process = ChildProcess()
    process.executableURL = Self.convertPython
    process.arguments = [script, export]
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "export_tiny_classifier.py failed")

    let added = try CLI.run([
      "models", "add-classifier", export + "/tiny-rgb-softmax-opset10.onnx", "--labels",
      export + "/labels.txt",
      "--size", "32", "--mean", "0", "--std", "1", "--name", "colours", "--data-dir", dir,
    ])
    #expect(added.status == 0, "\(added.stderr)")
    #expect(added.stdout.contains("custom/colours"))
    let models = try CLI.run(["models", "list", "--data-dir", dir])
    #expect(models.stdout.contains("custom/colours  [classification]"))
    #expect(models.stdout.contains("32×32 input"))
    let photo = dir + "/blue.png"
    try TinyPNG.solid(width: 40, height: 30, rgb: (0, 0, 255)).write(to: URL(fileURLWithPath: photo))
    let result = try Self.decode(
      ClassifyResponse.self,
      try CLI.run(["classify", photo, "--model", "colours", "--json", "--data-dir", dir]).stdout)
    #expect(result.model == "custom/colours")
    #expect(result.predictions.first?.label == "blue")

    let notONNX = try CLI.run([
      "models", "add-classifier", export + "/labels.txt", "--labels", export + "/labels.txt", "--data-dir",
      dir,
    ])
    #expect(notONNX.status == 1)
    #expect(notONNX.stderr.contains("not an ONNX model"))
    let mismatch = try CLI.run([
      "models", "add-classifier", export + "/tiny-rgb-opset10.onnx", "--labels", photo, "--size", "32",
      "--name", "x",
      "--data-dir", dir,
    ])
    #expect(mismatch.status == 1)
    #expect(try CLI.run(["models", "remove", "colours", "--data-dir", dir]).status == 0)
    #expect(try CLI.run(["models", "remove", "colours", "--data-dir", dir]).status == 1)
    #expect(!(try CLI.run(["models", "list", "--data-dir", dir]).stdout.contains("custom/colours")))
  }
}

/// Small valid PNGs (stored zlib blocks, no compression library).
enum TinyPNG {
  static func solid(width: Int, height: Int, rgb: (UInt8, UInt8, UInt8)) -> Data {
    var raw = [UInt8]()
    for _ in 0..<height {
      raw.append(0)
      for _ in 0..<width { raw += [rgb.0, rgb.1, rgb.2] }
    }
    var zlib: [UInt8] = [0x78, 0x01, 1, UInt8(raw.count & 0xFF), UInt8(raw.count >> 8)]
    zlib += [UInt8(~raw.count & 0xFF), UInt8((~raw.count >> 8) & 0xFF)] + raw
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in raw {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    zlib += be32((b << 16) | a)
    var ihdr = be32(UInt32(width)) + be32(UInt32(height))
    ihdr += [8, 2, 0, 0, 0]
    let png: [UInt8] =
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", ihdr) + chunk("IDAT", zlib)
      + chunk("IEND", [])
    return Data(png)
  }

  static func be32(_ v: UInt32) -> [UInt8] {
    [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
  }

  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in body {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = (crc >> 1) ^ (0xEDB8_8320 & (0 &- (crc & 1))) }
    }
    return be32(UInt32(data.count)) + body + be32(~crc)
  }
}
