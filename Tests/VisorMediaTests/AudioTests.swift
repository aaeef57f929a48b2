import Foundation
import Testing
import VisorCore
import VisorMedia

@Suite struct AudioTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/media")

  static func sine(hz: Double = 440, seconds: Double, sampleRate: Int, amplitude: Float = 0.5) -> PCMAudio {
    let count = Int(seconds * Double(sampleRate))
    let samples = (0..<count).map {
      amplitude * Float(sin(2 * Double.pi * hz * Double($0) / Double(sampleRate)))
    }
    return PCMAudio(samples: samples, sampleRate: sampleRate)
  }

  /// Frequency estimated from rising zero crossings in the middle of the clip (skips codec ramps).
  static func dominantFrequency(_ audio: PCMAudio) -> Double {
    let samples = audio.samples
    let start = samples.count / 5
    let end = samples.count * 4 / 5
    guard end > start + 1 else { return 0 }
    var crossings = 0
    for index in (start + 1)..<end where samples[index - 1] < 0 && samples[index] >= 0 { crossings += 1 }
    return Double(crossings) / (Double(end - start) / Double(audio.sampleRate))
  }

  func expectError(_ code: ErrorCode, _ body: () throws -> Void) {
    do {
      try body()
      Issue.record("expected \(code)")
    } catch let error as VisorError {
      #expect(error.code == code)
      #expect(!error.message.isEmpty)
    } catch {
      Issue.record("unexpected \(error)")
    }
  }

  @Test(arguments: AudioClip.Format.allCases, [22_050, 24_000, 16_000, 44_100])
  func encodedToneDecodesBackToTheSameTone(format: AudioClip.Format, sampleRate: Int) throws {
    let tone = Self.sine(seconds: 2, sampleRate: sampleRate)
    let clip = try AudioEncoder.encode(tone, format: format)
    #expect(clip.format == format)
    #expect(clip.durationMs == 2000)
    #expect(clip.data.count > 100)

    // A clip exactly at the limit is accepted.
    let decoded = try AudioDecoder.decode(clip.data, maxSeconds: 2)
    #expect(decoded.sampleRate == 16_000)
    #expect(abs(decoded.durationSeconds - 2) < 0.1, "\(format) decoded to \(decoded.durationSeconds) s")
    #expect(!AudioDecoder.isSilent(decoded))
    #expect(abs(Self.dominantFrequency(decoded) - 440) < 22)
  }

  @Test(arguments: AudioClip.Format.allCases)
  func emptyAudioEncodesToAnEmptyClip(format: AudioClip.Format) throws {
    let clip = try AudioEncoder.encode(PCMAudio(samples: [], sampleRate: 22_050), format: format)
    #expect(clip.durationMs == 0)
    #expect(!clip.data.isEmpty)
  }

  @Test func containersHaveTheExpectedSignatures() throws {
    let tone = Self.sine(seconds: 0.5, sampleRate: 22_050)
    let mp3 = try AudioEncoder.encode(tone, format: .mp3).data
    #expect(mp3[0] == 0xFF && mp3[1] & 0xE0 == 0xE0)  // MPEG frame sync, no ID3 tag
    let opus = try AudioEncoder.encode(tone, format: .opus).data
    #expect(opus.starts(with: Array("OggS".utf8)))
    #expect(opus.range(of: Data("OpusHead".utf8)) != nil)
    let wav = try AudioEncoder.encode(tone, format: .wav).data
    #expect(wav.starts(with: Array("RIFF".utf8)))
    #expect(wav.count == 44 + tone.samples.count * 2)
  }

  @Test func mp3IsCompactForSpeechLength() throws {
    // 10 s at 64 kbit/s ≈ 80 KB.
    let clip = try AudioEncoder.encode(Self.sine(seconds: 10, sampleRate: 22_050), format: .mp3)
    #expect(clip.data.count > 60_000 && clip.data.count < 100_000)
    let opus = try AudioEncoder.encode(Self.sine(seconds: 10, sampleRate: 22_050), format: .opus)
    #expect(opus.data.count < 60_000)
  }

  @Test(arguments: [
    "tone-440hz-1s-live-stereo.webm", "tone-440hz-1s-fragmented.mp4", "tone-440hz-1s-moov-at-end.mp4",
  ])
  func browserRecordingsDecode(file: String) throws {
    let data = try Data(contentsOf: Self.fixtures.appendingPathComponent(file))
    let audio = try AudioDecoder.decode(data)
    #expect(audio.sampleRate == 16_000)
    #expect(abs(audio.durationSeconds - 1) < 0.05, "\(file): \(audio.durationSeconds) s")
    #expect(!AudioDecoder.isSilent(audio))
    #expect(abs(Self.dominantFrequency(audio) - 440) < 22)
  }

  @Test func otherOutputRatesAreHonoured() throws {
    let data = try Data(contentsOf: Self.fixtures.appendingPathComponent("tone-440hz-1s-fragmented.mp4"))
    let audio = try AudioDecoder.decode(data, sampleRate: 48_000)
    #expect(audio.sampleRate == 48_000)
    #expect(abs(Double(audio.samples.count) - 48_000) < 2_400)
  }

  @Test func garbageIsNotAudio() throws {
    var generator = SystemRandomNumberGenerator()
    let noise = Data((0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) })
    expectError(.audioUnreadable) { _ = try AudioDecoder.decode(noise) }
    expectError(.audioUnreadable) { _ = try AudioDecoder.decode(Data()) }
    expectError(.audioUnreadable) { _ = try AudioDecoder.decode(Data("just some text\n".utf8)) }
    let png = try ImageEncoder.encode(
      pixels: Data(repeating: 80, count: 16 * 16 * 3), width: 16, height: 16, bands: 3, format: .png)
    expectError(.audioUnreadable) { _ = try AudioDecoder.decode(png) }
  }

  @Test func eachKindOfUnreadableUploadGetsItsOwnSentence() throws {
    func message(_ data: Data) -> String {
      do {
        _ = try AudioDecoder.decode(data)
        return "decoded"
      } catch let error as VisorError {
        #expect(error.code == .audioUnreadable)
        return error.message
      } catch {
        return "\(error)"
      }
    }
    #expect(message(Data("just some text\n".utf8)).contains("no audio Visor can read"))
    let video = try Data(contentsOf: Self.fixtures.appendingPathComponent("video-only.webm"))
    #expect(message(video).contains("no audio track"))
    // The WebM header and the start of the first Cluster, without one complete audio frame.
    let webm = try Data(contentsOf: Self.fixtures.appendingPathComponent("tone-440hz-1s-live-stereo.webm"))
    let cluster = try #require(webm.range(of: Data([0x1F, 0x43, 0xB6, 0x75])))
    #expect(message(webm.prefix(upTo: cluster.lowerBound + 20)).contains("damaged"))
  }

  @Test func ffmpegLivesInThePluginBesideTheExecutable() throws {
    _ = try AudioDecoder.decode(
      try AudioEncoder.encode(Self.sine(seconds: 0.2, sampleRate: 16_000), format: .wav).data)
    #expect(NativePlugin.isOpen("VisorAudio"))
    let plugin = try NativePlugin.open("VisorAudio")
    #expect(plugin.fileName == "libVisorAudio.so")
    #expect(FileManager.default.fileExists(atPath: plugin.path))
    // The plugin, not the test executable, brought FFmpeg in.
    // /proc files report size 0: read to the end instead of by size.
    let maps = String(
      decoding: try #require(FileHandle(forReadingAtPath: "/proc/self/maps")).readDataToEndOfFile(),
      as: UTF8.self)
    #expect(maps.contains("libavcodec"))
    #expect(maps.contains("libVisorAudio.so"))
  }

  @Test func truncatedAudioStillDecodesWhatIsThere() throws {
    let clip = try AudioEncoder.encode(Self.sine(seconds: 2, sampleRate: 22_050), format: .mp3)
    let audio = try AudioDecoder.decode(clip.data.prefix(clip.data.count / 2))
    #expect(audio.durationSeconds > 0.8 && audio.durationSeconds < 1.2)
  }

  @Test func silenceIsDetected() throws {
    let silence = PCMAudio(samples: [Float](repeating: 0, count: 16_000), sampleRate: 16_000)
    #expect(AudioDecoder.isSilent(silence))
    let wav = try AudioEncoder.encode(silence, format: .wav)
    #expect(AudioDecoder.isSilent(try AudioDecoder.decode(wav.data)))
    let hiss = Self.sine(seconds: 1, sampleRate: 16_000, amplitude: 0.001)  // about -63 dBFS
    #expect(AudioDecoder.isSilent(hiss))
    let quietSpeech = Self.sine(seconds: 1, sampleRate: 16_000, amplitude: 0.02)  // about -37 dBFS
    #expect(!AudioDecoder.isSilent(quietSpeech))
    #expect(AudioDecoder.isSilent(PCMAudio(samples: [], sampleRate: 16_000)))
  }

  @Test func longAudioIsRefusedWithTheLimit() throws {
    let long = PCMAudio(samples: [Float](repeating: 0.1, count: 8_000 * 125), sampleRate: 8_000)
    let wav = try AudioEncoder.encode(long, format: .wav)
    do {
      _ = try AudioDecoder.decode(wav.data)
      Issue.record("expected audio_too_long")
    } catch let error as VisorError {
      #expect(error.code == .audioTooLong)
      #expect(error.message.contains("120"))
    }
  }

  @Test func statedLengthFarOverTheLimitIsRefusedBeforeDecoding() throws {
    let long = PCMAudio(samples: [Float](repeating: 0.1, count: 8_000 * 200), sampleRate: 8_000)
    let wav = try AudioEncoder.encode(long, format: .wav)
    expectError(.audioTooLong) { _ = try AudioDecoder.decode(wav.data, maxSeconds: 60) }
  }

  @Test func streamsWithoutADurationAreCutOffWhileDecoding() throws {
    // Chromium's WebM carries no duration, so the limit is enforced on decoded samples.
    let data = try Data(contentsOf: Self.fixtures.appendingPathComponent("tone-440hz-1s-live-stereo.webm"))
    expectError(.audioTooLong) { _ = try AudioDecoder.decode(data, maxSeconds: 0.5) }
  }

  @Test func decodingIsThreadSafe() async throws {
    let webm = try Data(contentsOf: Self.fixtures.appendingPathComponent("tone-440hz-1s-live-stereo.webm"))
    let mp4 = try Data(contentsOf: Self.fixtures.appendingPathComponent("tone-440hz-1s-fragmented.mp4"))
    try await withThrowingTaskGroup(of: Double.self) { group in
      for index in 0..<12 {
        group.addTask { try AudioDecoder.decode(index.isMultiple(of: 2) ? webm : mp4).durationSeconds }
      }
      for try await seconds in group { #expect(abs(seconds - 1) < 0.05) }
    }
  }
}
