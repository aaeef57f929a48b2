import Foundation
import Testing
import VisorAPI

/// `visor models add FILE.gguf [--mmproj …]` and `visor models remove`, run as the built binary on
/// synthetic GGUF files (Tests/Fixtures/gguf) copied under misleading names.
@Suite struct ModelFilesCLITests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../Fixtures/gguf").standardizedFileURL

  /// A data folder and a folder of GGUF copies, both removed afterwards.
  struct Setup {
    let data = CLI.tempDir()
    let files: URL

    init() throws {
      files = URL(fileURLWithPath: CLI.tempDir())
      try FileManager.default.createDirectory(at: files, withIntermediateDirectories: true)
    }

    func copy(_ fixture: String, as name: String) throws -> String {
      let target = files.appendingPathComponent(name)
      try FileManager.default.copyItem(at: fixtures.appendingPathComponent(fixture), to: target)
      return target.path
    }

    func cleanUp() {
      try? FileManager.default.removeItem(atPath: data)
      try? FileManager.default.removeItem(at: files)
    }

    func run(_ arguments: [String]) throws -> CLI.Result { try CLI.run(arguments + ["--data-dir", data]) }
  }

  @Test func addListAndRemoveAGGUFWhoseNameLies() throws {
    let s = try Setup()
    defer { s.cleanUp() }
    let model = try s.copy("chat-llm.gguf", as: "Llava-13B-mmproj.gguf")
    let projector = try s.copy("mmproj-clip.gguf", as: "smollm2-instruct.gguf")

    let added = try s.run(["models", "add", model])
    #expect(added.status == 0, "\(added.stderr)")
    #expect(added.stdout.contains("Added custom/llava-13b-mmproj [chat, structured]"), "\(added.stdout)")
    #expect(added.stdout.contains("llama, 32 parameters, context 2048"))

    let json = try s.run(["models", "add", model, "--mmproj", projector, "--name", "seer", "--json"])
    #expect(json.status == 0, "\(json.stderr)")
    let seer = try JSONDecoder.iso.decode(RegisteredModelResponse.self, from: Data(json.stdout.utf8))
    #expect(seer.id == "custom/seer")
    #expect(seer.capabilities == ["chat", "structured", "vision"])
    #expect(seer.mmproj == projector)
    #expect(seer.chatFormat == "mtmd")

    let list = try s.run(["models", "list"])
    #expect(list.stdout.contains("custom/llava-13b-mmproj  [chat, structured]"), "\(list.stdout)")
    #expect(list.stdout.contains("custom/seer  [chat, structured, vision]"))
    #expect(list.stdout.contains("llama, 32 parameters, context 2048, 56672 bytes file"))
    let items = try JSONDecoder.iso.decode(
      [ModelResponse].self, from: Data(try s.run(["models", "list", "--json"]).stdout.utf8))
    let listed = try #require(items.first { $0.id == "custom/seer" })
    #expect(listed.parameterCount == 32)
    #expect(listed.fileBytes == 56_672 + 512)

    let removed = try s.run(["models", "remove", "custom/seer"])
    #expect(removed.status == 0, "\(removed.stderr)")
    #expect(removed.stdout.contains("left in place"))
    #expect(
      FileManager.default.fileExists(atPath: model) && FileManager.default.fileExists(atPath: projector))
    #expect(!(try s.run(["models", "list"])).stdout.contains("custom/seer"))
    let again = try s.run(["models", "remove", "seer"])
    #expect(again.status == 1)
    #expect(again.stderr.contains("no model custom/seer"))
    let builtIn = try s.run(["models", "remove", "local/smollm2-135m"])
    #expect(builtIn.status == 1)
    #expect(builtIn.stderr.contains("built in"), "\(builtIn.stderr)")
  }

  @Test func badFilesExitWithOneAndSaySo() throws {
    let s = try Setup()
    defer { s.cleanUp() }
    let chat = try s.copy("chat-llm.gguf", as: "chat.gguf")
    var future = try Data(contentsOf: Self.fixtures.appendingPathComponent("chat-llm.gguf"))
    future.replaceSubrange(4..<8, with: [4, 0, 0, 0])
    let futurePath = s.files.appendingPathComponent("future.gguf").path
    try future.write(to: URL(fileURLWithPath: futurePath))
    let cases: [(String, [String], String)] = [
      ("missing", [s.files.path + "/absent.gguf"], "There is no model file at"),
      ("not a GGUF", [try s.copy("wrong-magic.gguf", as: "w.gguf")], "not a GGUF model"),
      ("truncated", [try s.copy("truncated.gguf", as: "t.gguf")], "t.gguf is corrupt"),
      ("unsupported version", [futurePath], "GGUF version 4"),
      ("a projector as the model", [try s.copy("mmproj-clip.gguf", as: "p.gguf")], "vision projector"),
      ("a base model", [try s.copy("base-llm.gguf", as: "b.gguf")], "without a chat template"),
      (
        "an mmproj that is no projector",
        [chat, "--mmproj", try s.copy("base-llm.gguf", as: "mmproj-f16.gguf"), "--name", "x"],
        "not a CLIP vision projector"
      ),
    ]
    for (label, arguments, words) in cases {
      let result = try s.run(["models", "add"] + arguments)
      #expect(result.status == 1, "\(label): \(result.stdout) \(result.stderr)")
      #expect(result.stderr.contains(words), "\(label): \(result.stderr)")
    }
    #expect(try s.run(["models", "add", chat, "--name", "dup"]).status == 0)
    let duplicate = try s.run(["models", "add", chat, "--name", "dup"])
    #expect(duplicate.status == 1)
    #expect(duplicate.stderr.contains("already registered"))
    #expect(try s.run(["models", "add", chat, "--name", "dup", "--replace"]).status == 0)

    // Usage mistakes exit 2.
    let text = s.files.appendingPathComponent("notes.txt")
    try Data("hello".utf8).write(to: text)
    let wrongType = try s.run(["models", "add", text.path])
    #expect(wrongType.status == 2)
    #expect(wrongType.stderr.contains("neither a GGUF model (.gguf) nor an ONNX classifier (.onnx)"))
    #expect(try s.run(["models", "add"]).status == 2)
    #expect(try s.run(["models", "add", chat, "--labels", "l.txt"]).status == 2)
    #expect(try CLI.run(["models", "add", "--help"]).stdout.contains("Usage: visor models add FILE.gguf"))
    let list = try s.run(["models", "list"]).stdout
    #expect(list.components(separatedBy: "custom/").count == 2, "only custom/dup is registered: \(list)")
  }
}

/// The real SmolLM2 registered from the CLI and warmed (VISOR_REQUIRE_MODELS=1 turns a skip into a failure).
@Suite struct ModelFilesWarmCLITests {
  static let environment = ProcessInfo.processInfo.environment
  static var cache: URL {
    URL(fileURLWithPath: environment["VISOR_CACHE_DIR"] ?? (NSHomeDirectory() + "/.cache/visor"))
  }
  static var smolLM2: URL { cache.appendingPathComponent("models/smollm2-135m-instruct.gguf") }
  static var installed: Bool {
    FileManager.default.fileExists(atPath: smolLM2.path)
      && FileManager.default.isExecutableFile(atPath: cache.appendingPathComponent("venv/bin/python").path)
  }
  static var enabled: Bool { installed || environment["VISOR_REQUIRE_MODELS"] == "1" }

  @Test(.enabled(if: enabled), .timeLimit(.minutes(3)))
  func warmingARegisteredModelStartsItsWorkerAndReportsMemory() throws {
    try #require(Self.installed, "SmolLM2 or the worker venv is missing: run scripts/setup-models.sh")
    let s = try ModelFilesCLITests.Setup()
    defer { s.cleanUp() }
    let link = s.files.appendingPathComponent("pocket.gguf")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: Self.smolLM2)
    let added = try s.run(["models", "add", link.path])
    #expect(added.status == 0, "\(added.stderr)")
    #expect(
      added.stdout.contains("Added custom/pocket [chat, structured]: llama, 135M parameters, context 8192"))
    let warm = try s.run(["models", "warm", "custom/pocket"])
    #expect(warm.status == 0, "\(warm.stdout) \(warm.stderr)")
    #expect(warm.stdout.contains("ok    custom/pocket: loaded in"), "\(warm.stdout)")
    #expect(warm.stdout.contains(" MB"))
    print("[models] \(warm.stdout.trimmingCharacters(in: .whitespacesAndNewlines))")
    // Once the link is gone the model is missing, and warming it fails with a sentence.
    try FileManager.default.removeItem(at: link)
    let gone = try s.run(["models", "warm", "custom/pocket"])
    #expect(gone.status == 1)
    #expect(gone.stdout.contains("FAIL  custom/pocket"), "\(gone.stdout)")
    #expect(gone.stdout.contains("visor models remove pocket"))
    #expect(try s.run(["models", "list"]).stdout.contains("custom/pocket  [chat, structured]  missing"))
  }
}

extension JSONDecoder {
  static var iso: JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return decoder
  }
}
