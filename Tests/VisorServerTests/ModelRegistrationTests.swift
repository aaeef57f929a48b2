import Foundation
import Testing
import VisorAPI
import VisorCore
import VisorFeatures
import VisorServer

/// Synthetic GGUF files (Tests/Fixtures/gguf, written with PyPI `gguf` by scripts/dev/make-gguf-fixtures.py),
/// copied under misleading names into a temporary folder, so capabilities must come from the metadata.
enum GGUFFiles {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../Fixtures/gguf").standardizedFileURL

  /// A fresh folder for copies; removed by the caller.
  static func folder() throws -> URL {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("visor-gguf-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir
  }

  /// Copies a fixture to `folder/name` and returns its absolute path.
  static func copy(_ fixture: String, to folder: URL, as name: String) throws -> String {
    let target = folder.appendingPathComponent(name)
    try FileManager.default.copyItem(at: fixtures.appendingPathComponent(fixture), to: target)
    return target.path
  }

  /// chat-llm.gguf with its version field set to `version` (GGUF versions 2 and 3 are readable).
  static func withVersion(_ version: UInt32, in folder: URL, as name: String) throws -> String {
    var data = try Data(contentsOf: fixtures.appendingPathComponent("chat-llm.gguf"))
    withUnsafeBytes(of: version.littleEndian) { data.replaceSubrange(4..<8, with: $0) }
    let target = folder.appendingPathComponent(name)
    try data.write(to: target)
    return target.path
  }

  /// A Python that exists, so registered models get a (never started) llama.cpp worker.
  static var anyPython: URL {
    FileManager.default.isExecutableFile(atPath: LocalModels.python.path)
      ? LocalModels.python : URL(fileURLWithPath: "/usr/bin/python3")
  }
}

@Suite(.serialized) struct ModelRegistrationTests {
  static func workers(_ c: inout VisorConfiguration) {
    c.localWorkers = true
    c.pythonPath = GGUFFiles.anyPython
  }

  static func models(_ t: TestApp, _ token: String) async throws -> [ModelResponse] {
    try await t.request("GET", "/api/v1/models", token: token).decode(ListResponse<ModelResponse>.self).items
  }

  @Test func aRegisteredGGUFIsListedWithCapabilitiesFromItsMetadataNotItsName() async throws {
    let files = try GGUFFiles.folder()
    defer { try? FileManager.default.removeItem(at: files) }
    // A chat model named like a vision projector, and a projector named like a tokenizer.
    let model = try GGUFFiles.copy("chat-llm.gguf", to: files, as: "llava-v1.6-mmproj-vision-f16.gguf")
    let projector = try GGUFFiles.copy("mmproj-clip.gguf", to: files, as: "tokenizer.gguf")
    try await withApp(configure: Self.workers) { t in
      let (_, admin) = try await t.user("ada", admin: true)
      let (_, user) = try await t.user("bob")
      let added = try await t.request(
        "POST", "/api/v1/admin/models", token: admin, json: ["path": model, "id": "tiny"])
      #expect(added.status == 201, "\(added.text)")
      let body = try added.decode(RegisteredModelResponse.self)
      #expect(body.id == "custom/tiny")
      #expect(
        body.capabilities == ["chat", "structured"], "no vision without a projector, whatever the name says")
      #expect(body.architecture == "llama")
      #expect(body.contextLength == 2048)
      #expect(body.parameterCount == 32)
      #expect(body.fileBytes == 56_672)
      #expect(body.path == model)
      #expect(body.mmproj == nil)
      #expect(body.state == "not_loaded")
      let budget = (t.app.models.entry(id: "custom/tiny")?.chat as? any ChatContextDeclaring)?.contextBudget
      #expect(budget?.contextTokens == 2048, "chats are trimmed to the served context")

      let seeing = try await t.request(
        "POST", "/api/v1/admin/models", token: admin,
        json: ["path": model, "mmproj": projector, "id": "custom/tiny-vision"])
      #expect(seeing.status == 201, "\(seeing.text)")
      let vision = try seeing.decode(RegisteredModelResponse.self)
      #expect(vision.capabilities == ["chat", "structured", "vision"])
      #expect(vision.chatFormat == "mtmd")
      #expect(vision.fileBytes == 56_672 + 512)

      // Every signed-in user sees them in /api/v1/models; the raw JSON carries null, not omitted keys.
      let listed = try await Self.models(t, user)
      let tiny = try #require(listed.first { $0.id == "custom/tiny" })
      #expect(tiny.capabilities == ["chat", "structured"])
      #expect(tiny.state == "not_loaded")
      #expect(tiny.memoryBytes == nil)
      #expect(tiny.contextLength == 2048)
      #expect(tiny.parameterCount == 32)
      #expect(tiny.architecture == "llama")
      #expect(tiny.note?.contains("Tiny Chat") == true)
      #expect(tiny.note?.contains(files.path) != true, "paths are for admins only")
      let seer = try #require(listed.first { $0.id == "custom/tiny-vision" })
      #expect(seer.capabilities.contains("vision"))
      #expect(seer.note?.contains("untested") == true)
      let raw = try await t.request("GET", "/api/v1/models", token: user).text
      #expect(raw.contains("\"parameterCount\":null"), "non-GGUF models encode null")
      if FileManager.default.fileExists(atPath: LocalModels.smolLM2.path) {
        let chatDefault = try await Self.models(t, user).first { $0.defaultFor.contains("chat") }
        #expect(chatDefault?.id == "local/smollm2-135m", "registering a model does not change the default")
      }

      let admins = try await t.request("GET", "/api/v1/admin/models", token: admin)
      #expect(admins.status == 200)
      let items = try admins.decode(ListResponse<RegisteredModelResponse>.self).items
      #expect(items.map(\.id) == ["custom/tiny", "custom/tiny-vision"])
      #expect(try await t.request("GET", "/api/v1/admin/models", token: user).status == 403)

      // The readiness report lists them without failing.
      let ready = try await t.request("GET", "/readyz")
      #expect(ready.status == 200)
      #expect(ready.text.contains("custom/tiny"))
    }
  }

  @Test func everyBadInputIsA4xxWithASentence() async throws {
    let files = try GGUFFiles.folder()
    defer { try? FileManager.default.removeItem(at: files) }
    let chat = try GGUFFiles.copy("chat-llm.gguf", to: files, as: "chat.gguf")
    let projectorNamedAsChat = try GGUFFiles.copy("mmproj-clip.gguf", to: files, as: "qwen2-7b-instruct.gguf")
    let base = try GGUFFiles.copy("base-llm.gguf", to: files, as: "mmproj-base.gguf")
    let wrongMagic = try GGUFFiles.copy("wrong-magic.gguf", to: files, as: "zip.gguf")
    let truncated = try GGUFFiles.copy("truncated.gguf", to: files, as: "cut.gguf")
    let version4 = try GGUFFiles.withVersion(4, in: files, as: "future.gguf")
    let cases: [(String, [String: Any], Int, String, String)] = [
      ("missing file", ["path": files.path + "/nothing.gguf"], 422, "file_missing", "There is no model file"),
      ("folder", ["path": files.path], 422, "file_missing", "is a folder"),
      ("relative path", ["path": "models/chat.gguf"], 400, "invalid_field", "absolute path"),
      ("empty path", ["path": ""], 400, "missing_field", "path"),
      ("no path", ["id": "x"], 400, "", "path"),
      ("unknown field", ["path": chat, "file": "x"], 400, "", "file"),
      ("not a GGUF", ["path": wrongMagic, "id": "a"], 422, "model_invalid", "not a GGUF model"),
      (
        "truncated", ["path": truncated, "id": "b"], 422, "model_invalid",
        "more than the rest of the file can hold"
      ),
      ("version 4", ["path": version4, "id": "c"], 422, "model_invalid", "version 4"),
      ("a projector as the model", ["path": projectorNamedAsChat], 422, "not_chat_model", "vision projector"),
      ("a base model", ["path": base, "id": "d"], 422, "not_chat_model", "chat template"),
      (
        "a base model as mmproj", ["path": chat, "mmproj": base, "id": "e"], 422, "not_vision_projector",
        "not a CLIP vision projector"
      ),
      (
        "a chat model as mmproj", ["path": chat, "mmproj": chat, "id": "f"], 422, "not_vision_projector",
        "llama"
      ),
      (
        "missing mmproj", ["path": chat, "mmproj": files.path + "/gone.gguf", "id": "g"], 422, "file_missing",
        "projector"
      ),
      ("bad name", ["path": chat, "id": "Not OK!"], 400, "invalid_field", "lowercase"),
      (
        "chat format without projector", ["path": chat, "id": "h", "chatFormat": "llava-1-5"], 400,
        "invalid_field", "projector"
      ),
    ]
    try await withApp(configure: Self.workers) { t in
      let (_, admin) = try await t.user("ada", admin: true)
      let (_, user) = try await t.user("bob")
      for (label, json, status, code, words) in cases {
        let reply = try await t.request("POST", "/api/v1/admin/models", token: admin, json: json)
        #expect(reply.status == status, "\(label): \(reply.text)")
        if !code.isEmpty { #expect(reply.errorCode == code, "\(label): \(reply.text)") }
        #expect(reply.errorMessage?.contains(words) == true, "\(label): \(reply.text)")
      }
      #expect(
        try await Self.models(t, admin).allSatisfy { !$0.id.hasPrefix("custom/") }, "nothing was registered")

      // Duplicates: 409 unless replace.
      #expect(
        try await t.request("POST", "/api/v1/admin/models", token: admin, json: ["path": chat, "id": "dup"])
          .status
          == 201)
      let duplicate = try await t.request(
        "POST", "/api/v1/admin/models", token: admin, json: ["path": chat, "id": "dup"])
      #expect(duplicate.status == 409)
      #expect(duplicate.errorCode == "model_exists")
      #expect(duplicate.errorMessage?.contains("replace") == true)
      let replaced = try await t.request(
        "POST", "/api/v1/admin/models", token: admin, json: ["path": chat, "id": "dup", "replace": true])
      #expect(replaced.status == 201, "\(replaced.text)")

      // Only admins register and remove; signing in is required.
      let forbidden = try await t.request("POST", "/api/v1/admin/models", token: user, json: ["path": chat])
      #expect(forbidden.status == 403)
      #expect(try await t.request("DELETE", "/api/v1/admin/models/dup", token: user).status == 403)
      #expect(try await t.request("POST", "/api/v1/admin/models", json: ["path": chat]).status == 401)
      #expect(try await Self.models(t, user).contains { $0.id == "custom/dup" })
    }
  }

  @Test func removingUnregistersButKeepsTheFileAndBuiltInsCannotBeRemoved() async throws {
    let files = try GGUFFiles.folder()
    defer { try? FileManager.default.removeItem(at: files) }
    let chat = try GGUFFiles.copy("chat-llm.gguf", to: files, as: "chat.gguf")
    let data = FileManager.default.temporaryDirectory.appendingPathComponent(
      "visor-models-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: data) }
    try await withApp(configure: {
      Self.workers(&$0); $0.dataDirectory = data
    }) { t in
      let (_, admin) = try await t.user("ada", admin: true)
      #expect(
        try await t.request("POST", "/api/v1/admin/models", token: admin, json: ["path": chat, "id": "keep"])
          .status == 201)
      #expect(
        try await t.request("POST", "/api/v1/admin/models", token: admin, json: ["path": chat, "id": "drop"])
          .status == 201)
      let removed = try await t.request("DELETE", "/api/v1/admin/models/custom%2Fdrop", token: admin)
      #expect(removed.status == 204, "\(removed.text)")
      #expect(FileManager.default.fileExists(atPath: chat), "the admin's file stays")
      #expect(!(try await Self.models(t, admin)).contains { $0.id == "custom/drop" })
      let again = try await t.request("DELETE", "/api/v1/admin/models/drop", token: admin)
      #expect(again.status == 404)
      #expect(again.errorMessage?.contains("visor models list") == true)
      for builtIn in ["local%2Fsmollm2-135m", "local%2Fimagenet", "smollm2-135m"] {
        let refused = try await t.request("DELETE", "/api/v1/admin/models/\(builtIn)", token: admin)
        #expect(refused.status == 400, "\(builtIn): \(refused.text)")
        #expect(refused.errorCode == "model_builtin")
        #expect(refused.errorMessage?.contains("built in") == true)
      }
      #expect(
        try await t.request("DELETE", "/api/v1/admin/models/acme%2Fnothing", token: admin).status == 404)
    }
    // The registration is kept in the data folder: a new server on it lists custom/keep, not custom/drop.
    try await withApp(configure: {
      Self.workers(&$0); $0.dataDirectory = data
    }) { t in
      let (_, token) = try await t.user("cyd")
      let ids = try await Self.models(t, token).map(\.id)
      #expect(ids.contains("custom/keep"))
      #expect(!ids.contains("custom/drop"))
      let keep = try #require(try await Self.models(t, token).first { $0.id == "custom/keep" })
      #expect(keep.parameterCount == 32)
      #expect(keep.state == "not_loaded")
    }
  }

  @Test func aFileThatDisappearsIsMissingAndChattingWithItIs503() async throws {
    let files = try GGUFFiles.folder()
    defer { try? FileManager.default.removeItem(at: files) }
    let chat = try GGUFFiles.copy("chat-llm.gguf", to: files, as: "chat.gguf")
    let data = FileManager.default.temporaryDirectory.appendingPathComponent(
      "visor-models-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: data) }
    try await withApp(configure: {
      Self.workers(&$0); $0.dataDirectory = data
    }) { t in
      let (_, admin) = try await t.user("ada", admin: true)
      #expect(
        try await t.request(
          "POST", "/api/v1/admin/models", token: admin, json: ["path": chat, "id": "vanish"]
        )
        .status == 201)
      let chatID = try await t.createChat(admin, model: "custom/vanish")
      try FileManager.default.removeItem(atPath: chat)

      let listed = try #require(try await Self.models(t, admin).first { $0.id == "custom/vanish" })
      #expect(listed.state == "missing")
      let reply = try await t.request(
        "POST", "/api/v1/chats/\(chatID)/messages", token: admin, json: ["content": "Hello?"])
      #expect(reply.status == 503, "\(reply.text)")
      #expect(reply.errorCode == "model_missing")
      #expect(reply.errorMessage?.contains("visor models remove vanish") == true)
      let openAI = try await t.request(
        "POST", "/v1/chat/completions", token: admin,
        json: ["model": "custom/vanish", "messages": [["role": "user", "content": "Hi"]]])
      #expect(openAI.status == 503, "\(openAI.text)")
      #expect(
        try await t.request("GET", "/readyz").status == 200, "a missing optional model keeps Visor ready")
    }
    // After a restart it is listed as missing (not available) with a note saying what to do.
    try await withApp(configure: {
      Self.workers(&$0); $0.dataDirectory = data
    }) { t in
      let (_, token) = try await t.user("cyd")
      let listed = try #require(try await Self.models(t, token).first { $0.id == "custom/vanish" })
      #expect(listed.state == "missing")
      #expect(listed.capabilities == ["chat", "structured"])
      #expect(listed.note?.contains("visor models remove vanish") == true)
      let create = try await t.request(
        "POST", "/api/v1/chats", token: token, json: ["model": "custom/vanish"])
      #expect(create.status == 400)
      #expect(create.errorCode == "model_unavailable")
    }
  }

  /// No vision GGUF can be had here, so the vision wiring is checked at the process boundary: a stand-in
  /// "python" records the arguments the llama.cpp worker is started with, then exits.
  @Test(.timeLimit(.minutes(1)))
  func aVisionModelsWorkerGetsItsProjectorAndChatFormat() async throws {
    let files = try GGUFFiles.folder()
    defer { try? FileManager.default.removeItem(at: files) }
    let model = try GGUFFiles.copy("chat-llm.gguf", to: files, as: "model.gguf")
    let projector = try GGUFFiles.copy("mmproj-clip.gguf", to: files, as: "projector.gguf")
    let arguments = files.appendingPathComponent("arguments.txt")
    let fakePython = files.appendingPathComponent("python")
    try Data("#!/bin/sh\nprintf '%s\\n' \"$@\" > '\(arguments.path)'\nexit 3\n".utf8).write(to: fakePython)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fakePython.path)
    try await withApp(configure: {
      $0.localWorkers = true; $0.pythonPath = fakePython
    }) { t in
      let (_, admin) = try await t.user("ada", admin: true)
      let added = try await t.request(
        "POST", "/api/v1/admin/models", token: admin,
        json: ["path": model, "mmproj": projector, "id": "seer", "chatFormat": "llava-1-5"])
      #expect(added.status == 201, "\(added.text)")
      let entry = try #require(t.app.models.entry(id: "custom/seer"))
      await #expect(throws: (any Error).self) { try await entry.warm?() }
      let lines = try String(contentsOf: arguments, encoding: .utf8).split(separator: "\n").map(String.init)
      func value(_ flag: String) -> String? { lines.firstIndex(of: flag).map { lines[$0 + 1] } }
      #expect(value("--model") == model)
      #expect(value("--clip_model_path") == projector)
      #expect(value("--chat_format") == "llava-1-5")
      #expect(value("--model_alias") == "seer")
      #expect(value("--n_ctx") == "2048", "the served context comes from the header")
      #expect(lines.first?.hasSuffix("workers/llama_server.py") == true, "\(lines)")
    }
  }

  @Test(.enabled(if: LocalModels.runChatTests), .timeLimit(.minutes(4)))
  func theRealSmolLM2RegisteredUnderANewIdStreamsAnAnswer() async throws {
    try #require(
      LocalModels.chatModelInstalled,
      "SmolLM2 is not installed at \(LocalModels.smolLM2.path); run scripts/setup-models.sh")
    let files = try GGUFFiles.folder()
    defer { try? FileManager.default.removeItem(at: files) }
    let link = files.appendingPathComponent("my-assistant.gguf")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: LocalModels.smolLM2)
    try await withApp(configure: {
      $0.localWorkers = true; $0.pythonPath = LocalModels.python
    }) { t in
      let (_, admin) = try await t.user("ada", admin: true)
      let added = try await t.request(
        "POST", "/api/v1/admin/models", token: admin, json: ["path": link.path, "id": "assistant"])
      #expect(added.status == 201, "\(added.text)")
      let model = try #require(try await Self.models(t, admin).first { $0.id == "custom/assistant" })
      #expect(model.capabilities == ["chat", "structured"])
      #expect(model.architecture == "llama")
      #expect((model.parameterCount ?? 0) > 100_000_000)
      #expect((model.contextLength ?? 0) >= 2048)
      #expect(model.state == "not_loaded")
      print(
        "[models] custom/assistant: \(model.parameterCount ?? 0) parameters, context \(model.contextLength ?? 0), \(model.fileBytes ?? 0) bytes"
      )

      let chatID = try await t.createChat(admin, model: "custom/assistant")
      let started = ContinuousClock.now
      let streamed = try await t.request(
        "POST", "/api/v1/chats/\(chatID)/messages", token: admin, json: ["content": "Name a colour."],
        headers: ["Accept": "text/event-stream"])
      let events = ParsedEvents(streamed.text)
      #expect(events.names.last == "done", "\(streamed.text)")
      #expect(events.names.filter { $0 == "text" }.count >= 1)
      #expect(events.text.contains { $0.isLetter })
      print("[models] custom/assistant streamed reply incl. worker start: \(ContinuousClock.now - started)")

      let loaded = try #require(try await Self.models(t, admin).first { $0.id == "custom/assistant" })
      #expect(loaded.state == "loaded")
      #expect((loaded.memoryBytes ?? 0) > 50_000_000)
      print("[models] custom/assistant resident memory: \((loaded.memoryBytes ?? 0) / 1_048_576) MB")
      #expect(
        try await t.request("GET", "/readyz").json["components"].map { "\($0)" }?.contains("custom/assistant")
          == true)

      #expect(try await t.request("DELETE", "/api/v1/admin/models/assistant", token: admin).status == 204)
      #expect(FileManager.default.fileExists(atPath: LocalModels.smolLM2.path))
      #expect(!(try await Self.models(t, admin)).contains { $0.id == "custom/assistant" })
    }
  }
}
