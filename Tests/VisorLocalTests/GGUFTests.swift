import Foundation
import Testing
import VisorCore

@testable import VisorLocal

/// Fixtures written by scripts/dev/make-gguf-fixtures.py with PyPI `gguf`.
@Suite struct GGUFTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Fixtures/gguf")

  static func fixture(_ name: String) -> URL { fixtures.appendingPathComponent(name) }

  private func invalid(_ name: String) -> VisorError? {
    do {
      _ = try GGUFReader.read(url: Self.fixture(name))
      Issue.record("\(name) was accepted")
      return nil
    } catch let error as VisorError {
      return error
    } catch {
      Issue.record("\(name) threw \(error), not a VisorError")
      return nil
    }
  }

  @Test func aChatLLMIsReadWithItsMetadata() throws {
    let info = try GGUFReader.read(url: Self.fixture("chat-llm.gguf"))
    #expect(info.version == 3)
    #expect(info.tensorCount == 1)
    #expect(info.architecture == "llama")
    #expect(info.name == "Tiny Chat")
    #expect(info.contextLength == 2048)
    #expect(info.chatTemplate?.contains("<|im_start|>") == true)
    #expect(info.kind == .chatModel)
    #expect(info.capabilities == [.chat, .structured])
    #expect(info.metadata["general.tags"] == .array([.string("chat"), .string("tiny")]))
    #expect(info.metadata["llama.embedding_length"]?.intValue == 8)
  }

  @Test func theParameterCountIsSummedFromTheTensorInfos() throws {
    // chat-llm.gguf holds one 4×8 tensor.
    #expect(try GGUFReader.read(url: Self.fixture("chat-llm.gguf")).parameterCount == 32)
    #expect(try GGUFReader.read(url: Self.fixture("mmproj-clip.gguf")).parameterCount == 32)
  }

  @Test func aFileCutInsideItsTensorInfosIsTruncated() throws {
    let data = try Data(contentsOf: Self.fixture("chat-llm.gguf"))
    let start = try #require(data.range(of: Data("token_embd.weight".utf8))).lowerBound
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("cut-\(UUID().uuidString).gguf")
    try data.prefix(start + 24).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    do {
      _ = try GGUFReader.read(url: url)
      Issue.record("a file cut inside its tensor infos was accepted")
    } catch let error as VisorError {
      #expect(error.code == .modelInvalid)
      #expect(error.message.contains("truncated"))
    }
  }

  @Test func theVocabularyIsSkippedNotKept() throws {
    let info = try GGUFReader.read(url: Self.fixture("chat-llm.gguf"))
    #expect(info.metadata["tokenizer.ggml.tokens"] == .skippedArray(elementType: .string, count: 3000))
    #expect(info.metadata["tokenizer.ggml.token_type"] == .skippedArray(elementType: .int32, count: 3000))
    // Keys after the skipped arrays were still read correctly.
    #expect(info.metadata["tokenizer.chat_template"] != nil)
  }

  @Test func aBaseModelWithoutChatTemplateCannotChat() throws {
    let info = try GGUFReader.read(url: Self.fixture("base-llm.gguf"))
    #expect(info.architecture == "qwen2")
    #expect(info.contextLength == 4096)
    #expect(info.kind == .textModel)
    #expect(info.capabilities.isEmpty)
  }

  @Test func aClipProjectorIsAVisionProjector() throws {
    let info = try GGUFReader.read(url: Self.fixture("mmproj-clip.gguf"))
    #expect(info.architecture == "clip")
    #expect(info.kind == .visionProjector)
    #expect(info.capabilities.isEmpty, "a projector does nothing on its own")
    #expect(info.metadata["clip.vision.image_mean"] == .array([.float32(0.5), .float32(0.5), .float32(0.5)]))
  }

  @Test func aChatModelPairedWithAProjectorSees() throws {
    let chat = try GGUFReader.read(url: Self.fixture("chat-llm.gguf"))
    let projector = try GGUFReader.read(url: Self.fixture("mmproj-clip.gguf"))
    let base = try GGUFReader.read(url: Self.fixture("base-llm.gguf"))
    #expect(chat.capabilities(withProjector: projector) == [.chat, .structured, .vision])
    #expect(chat.capabilities(withProjector: base) == [.chat, .structured])
    #expect(base.capabilities(withProjector: projector).isEmpty)
  }

  @Test func everyValueTypeIsDecoded() throws {
    let m = try GGUFReader.read(url: Self.fixture("every-type.gguf")).metadata
    #expect(m["t.u8"] == .uint8(200))
    #expect(m["t.i8"] == .int8(-100))
    #expect(m["t.u16"] == .uint16(60000))
    #expect(m["t.i16"] == .int16(-30000))
    #expect(m["t.u32"] == .uint32(4_000_000_000))
    #expect(m["t.i32"] == .int32(-2_000_000_000))
    #expect(m["t.f32"] == .float32(1.5))
    #expect(m["t.bool"] == .bool(true))
    #expect(m["t.string"] == .string("héllo ✓"))
    #expect(m["t.u64"] == .uint64(1 << 63 + 5))
    #expect(m["t.i64"] == .int64(-(1 << 62)))
    #expect(m["t.f64"] == .float64(2.25))
    #expect(m["t.array.i32"] == .array([.int32(1), .int32(-2), .int32(3)]))
    #expect(m["t.array.nested"] == .array([.array([.int32(1), .int32(2)]), .array([.int32(3)])]))
    #expect(m["t.array.big"] == .skippedArray(elementType: .int32, count: 5000))
    #expect(m["t.u64"]?.intValue == nil, "2^63+5 does not fit an Int")
    #expect(m["t.u32"]?.intValue == 4_000_000_000)
  }

  @Test func versionTwoIsRead() throws {
    let info = try GGUFReader.read(url: Self.fixture("version2.gguf"))
    #expect(info.version == 2)
    #expect(info.kind == .chatModel)
  }

  @Test func aTruncatedFileIsModelInvalid() {
    let error = invalid("truncated.gguf")
    #expect(error?.code == .modelInvalid)
    #expect(error?.message.contains("truncated.gguf") == true)
    #expect(error?.message.contains("truncated") == true || error?.message.contains("corrupt") == true)
  }

  @Test func aWrongMagicIsModelInvalid() {
    let error = invalid("wrong-magic.gguf")
    #expect(error?.code == .modelInvalid)
    #expect(error?.message.contains("not a GGUF model") == true)
  }

  @Test func anAbsurdStringLengthFailsWithoutAllocating() {
    let error = invalid("huge-string.gguf")
    #expect(error?.code == .modelInvalid)
    #expect(error?.message.contains("longer than the rest of the file") == true)
  }

  @Test func anAbsurdArrayLengthFailsWithoutAllocating() {
    let error = invalid("huge-array.gguf")
    #expect(error?.code == .modelInvalid)
    #expect(error?.message.contains("1099511627776 elements") == true)
  }

  @Test func everyPrefixOfAValidFileFailsCleanly() throws {
    let data = try Data(contentsOf: Self.fixture("mmproj-clip.gguf"))
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "gguf-prefix-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("cut.gguf")
    // The metadata ends before the tensor infos; any cut inside it must be rejected with a 422.
    var metadataEnd = 0
    for cut in stride(from: 0, to: data.count, by: 1) {
      try data.prefix(cut).write(to: url)
      do {
        _ = try GGUFReader.read(url: url)
        metadataEnd = cut
        break
      } catch let error as VisorError {
        #expect(error.code == .modelInvalid, "cut at \(cut)")
      }
    }
    #expect(metadataEnd > 200)
  }

  @Test func aMissingFileIsModelInvalid() {
    let error = invalid("does-not-exist.gguf")
    #expect(error?.code == .modelInvalid)
    #expect(error?.message.contains("could not be opened") == true)
  }

  @Test func randomBytesAfterTheMagicNeverCrash() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "gguf-fuzz-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let valid = try Data(contentsOf: Self.fixture("every-type.gguf"))
    var generator = SystemRandomNumberGenerator()
    for round in 0..<200 {
      var bytes = [UInt8](valid.prefix(2048))
      for _ in 0..<8 {
        bytes[Int.random(in: 8..<bytes.count, using: &generator)] = UInt8.random(
          in: 0...255, using: &generator)
      }
      let url = directory.appendingPathComponent("fuzz-\(round).gguf")
      try Data(bytes).write(to: url)
      do {
        _ = try GGUFReader.read(url: url)
      } catch let error as VisorError {
        #expect(error.code == .modelInvalid)
      }
    }
  }
}

/// The real SmolLM2 GGUF from the model cache, under the `VISOR_REQUIRE_MODELS` rule: skipped when
/// missing, a failure when `VISOR_REQUIRE_MODELS=1`.
private enum GGUFRealModel {
  static var url: URL {
    let environment = ProcessInfo.processInfo.environment
    let cache =
      environment["VISOR_CACHE_DIR"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
      ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache/visor")
    return cache.appendingPathComponent("models/smollm2-135m-instruct.gguf")
  }
  static var present: Bool { FileManager.default.fileExists(atPath: url.path) }
  static var shouldRun: Bool { present || ProcessInfo.processInfo.environment["VISOR_REQUIRE_MODELS"] == "1" }
}

@Suite(.enabled(if: GGUFRealModel.shouldRun)) struct GGUFRealModelTests {
  @Test func theRealSmolLM2IsAChatModelReadQuickly() throws {
    try #require(GGUFRealModel.present, "\(GGUFRealModel.url.path) is missing — run the model setup script.")
    let start = ContinuousClock.now
    let info = try GGUFReader.read(url: GGUFRealModel.url)
    let elapsed = ContinuousClock.now - start
    print("SmolLM2 GGUF header read in \(elapsed): \(info.metadata.count) keys, \(info.tensorCount) tensors")
    #expect(info.architecture == "llama")
    #expect(info.kind == .chatModel)
    #expect(info.capabilities.contains(.chat))
    #expect((info.contextLength ?? 0) >= 2048)
    #expect(info.tensorCount > 10)
    #expect(info.metadata["tokenizer.ggml.tokens"]?.count ?? 0 > 10_000)
    // The header only: 0.4 s in a debug build on a loaded 2-core machine. The bound
    // catches a read gone slow, with room for a slower CI machine.
    #expect(elapsed < .seconds(5))
  }
}
