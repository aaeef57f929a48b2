import Foundation
import VisorCore

/// Splits text for synthesis and speaks long text chunk by chunk, never dropping any of it.
///
/// ```swift
/// let parts = try SpeechText.chunks(longAnswer)            // ≤ 400 characters each
/// let audio = try await SpeechText.synthesize(longAnswer, voice: nil, with: piper)
/// ```
public enum SpeechText {
  /// Splits `text` into pieces of at most `maxCharacters`, at sentence ends where possible (as
  /// ``SentenceSplitter`` finds them, the same as the analysis pipeline's spoken sentences), then at
  /// clause marks (`,` `;` `:` dashes), then between words; a single longer word is cut.
  ///
  /// Whitespace runs become single spaces; joining the chunks with spaces gives back every word.
  /// - Throws: `VisorError` `.emptyText` when the text has nothing to say.
  public static func chunks(_ text: String, maxCharacters: Int = 400) throws -> [String] {
    let limit = max(maxCharacters, 1)
    let words = text.split(whereSeparator: { $0.isWhitespace || $0.isNewline })
    guard !words.isEmpty else {
      throw VisorError(.emptyText, Message("error.speech.textEmpty"))
    }
    var chunks: [String] = []
    var current = ""
    func flush() {
      if !current.isEmpty { chunks.append(current) }
      current = ""
    }
    func add(_ piece: String) {
      if current.isEmpty {
        current = piece
      } else if current.count + 1 + piece.count <= limit {
        current += " " + piece
      } else {
        flush()
        current = piece
      }
    }
    for sentence in sentences(text) {
      if sentence.count <= limit {
        add(sentence)
        continue
      }
      for clause in clauses(sentence) {
        if clause.count <= limit {
          add(clause)
          continue
        }
        for word in clause.split(separator: " ") {
          var word = String(word)
          while word.count > limit {
            flush()
            chunks.append(String(word.prefix(limit)))
            word = String(word.dropFirst(limit))
          }
          if !word.isEmpty { add(word) }
        }
      }
    }
    flush()
    return chunks
  }

  /// Sentences with single spaces, cut by the one ``SentenceSplitter`` (line breaks, and sentence
  /// ends that are not "Dr.", "3.5" or "e.g.").
  static func sentences(_ text: String) -> [String] {
    SentenceSplitter.split(text).map {
      $0.split(whereSeparator: { $0.isWhitespace || $0.isNewline }).joined(separator: " ")
    }
  }

  /// Clauses of one sentence (already single-spaced), each keeping its punctuation mark.
  static func clauses(_ sentence: String) -> [String] {
    var result: [String] = []
    var current = ""
    var previous: Character = " "
    for character in sentence {
      if character == " " && ",;:—–".contains(previous) {
        if !current.isEmpty { result.append(current) }
        current = ""
      } else {
        current.append(character)
      }
      previous = character
    }
    if !current.isEmpty { result.append(current) }
    return result
  }

  /// Speaks text of any length: chunks it, synthesises each chunk in order and joins the audio with
  /// a short pause between chunks.
  public static func synthesize(
    _ text: String, voice: String?, with synthesizer: any SpeechSynthesizer, maxCharacters: Int = 400,
    pauseSeconds: Double = 0.15
  ) async throws -> PCMAudio {
    let pieces = try chunks(text, maxCharacters: maxCharacters)
    var samples: [Float] = []
    var sampleRate = 0
    for (index, piece) in pieces.enumerated() {
      try Task.checkCancellation()
      var audio = try await synthesizer.synthesize(piece, voice: voice)
      if sampleRate == 0 { sampleRate = audio.sampleRate }
      if audio.sampleRate != sampleRate { audio = SpeechPCM.resample(audio, to: sampleRate) }
      if index > 0 {
        samples.append(contentsOf: repeatElement(0, count: Int(pauseSeconds * Double(sampleRate))))
      }
      samples.append(contentsOf: audio.samples)
    }
    return PCMAudio(samples: samples, sampleRate: sampleRate)
  }
}

/// PCM helpers shared by the speech runtimes.
enum SpeechPCM {
  /// Float samples in -1…1 → 16-bit little-endian PCM.
  static func int16LittleEndian(_ samples: [Float]) -> Data {
    var data = Data(count: samples.count * 2)
    data.withUnsafeMutableBytes { raw in
      let out = raw.bindMemory(to: Int16.self)
      for (index, sample) in samples.enumerated() {
        let clamped = max(-1, min(1, sample))
        out[index] = Int16(clamped * 32767).littleEndian
      }
    }
    return data
  }

  /// 16-bit little-endian PCM → float samples in -1…1.
  static func floats(int16LittleEndian data: Data) -> [Float] {
    let count = data.count / 2
    var samples = [Float](repeating: 0, count: count)
    data.withUnsafeBytes { raw in
      for index in 0..<count {
        let value = Int16(littleEndian: raw.loadUnaligned(fromByteOffset: index * 2, as: Int16.self))
        samples[index] = Float(value) / 32768
      }
    }
    return samples
  }

  /// Linear-interpolation resampling (good enough for speech between 8 and 48 kHz).
  static func resample(_ audio: PCMAudio, to rate: Int) -> PCMAudio {
    guard audio.sampleRate != rate, audio.sampleRate > 0, rate > 0, !audio.samples.isEmpty else {
      return PCMAudio(samples: audio.samples, sampleRate: rate > 0 ? rate : audio.sampleRate)
    }
    let ratio = Double(audio.sampleRate) / Double(rate)
    let count = Int(Double(audio.samples.count) / ratio)
    let input = audio.samples
    var output = [Float](repeating: 0, count: count)
    for index in 0..<count {
      let position = Double(index) * ratio
      let lower = Int(position)
      let upper = min(lower + 1, input.count - 1)
      let fraction = Float(position - Double(lower))
      output[index] = input[lower] * (1 - fraction) + input[upper] * fraction
    }
    return PCMAudio(samples: output, sampleRate: rate)
  }

  /// The samples of a 16-bit mono WAV a program wrote to a pipe (espeak-ng, Festival): its sizes may be
  /// placeholders, so a `data` chunk whose size does not fit runs to the end of the output.
  static func pcm(wav: Data) -> PCMAudio? {
    let bytes = [UInt8](wav)
    func u32(_ at: Int) -> Int {
      Int(bytes[at]) | Int(bytes[at + 1]) << 8 | Int(bytes[at + 2]) << 16 | Int(bytes[at + 3]) << 24
    }
    func u16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
    guard bytes.count >= 12, bytes[0..<4] == [0x52, 0x49, 0x46, 0x46],
      bytes[8..<12] == [0x57, 0x41, 0x56, 0x45]
    else { return nil }
    var offset = 12
    var sampleRate = 0
    var channels = 0
    var bits = 0
    while offset + 8 <= bytes.count {
      let tag = String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
      let size = u32(offset + 4)
      let body = offset + 8
      if tag == "fmt ", body + 16 <= bytes.count {
        channels = u16(body + 2)
        sampleRate = u32(body + 4)
        bits = u16(body + 14)
      } else if tag == "data" {
        guard sampleRate > 0, channels == 1, bits == 16 else { return nil }
        let end = size > 0 && body + size <= bytes.count ? body + size : bytes.count
        let samples = SpeechPCM.floats(int16LittleEndian: Data(bytes[body..<end]))
        return PCMAudio(samples: samples, sampleRate: sampleRate)
      }
      offset = body + size + (size & 1)
    }
    return nil
  }
}
