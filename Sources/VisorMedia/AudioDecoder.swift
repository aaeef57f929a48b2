internal import CFFmpeg
import Foundation
import VisorCore

/// Decodes uploaded audio (WebM/Opus, MP4/AAC, MP3, WAV, Ogg, FLAC) to mono Float PCM with FFmpeg.
///
/// ```swift
/// let pcm = try AudioDecoder.decode(upload)          // 16 kHz mono
/// if AudioDecoder.isSilent(pcm) { /* answer 422 */ }
/// ```
/// Each call has its own FFmpeg contexts, so calls may run concurrently on any thread.
public enum AudioDecoder {
  /// Container formats FFmpeg may open (its demuxer names); everything else is refused.
  static let formatWhitelist = "mov,mp4,m4a,3gp,3g2,mj2,matroska,webm,mp3,wav,ogg,flac,aac"

  static func unreadable() -> VisorError {
    .unprocessable(
      "audio_unreadable",
      "The upload contains no audio Visor can read. Send WebM/Opus, MP4/AAC, MP3, WAV, Ogg or FLAC audio.")
  }
  static func tooLong(_ maxSeconds: Double) -> VisorError {
    .unprocessable(
      "audio_too_long",
      "The audio is longer than the limit of \(Int(maxSeconds.rounded())) seconds. "
        + "Record a shorter question and try again.")
  }

  /// Quietens FFmpeg's own logging once (errors are reported through return codes).
  private static let quietLogs: Void = { av_log_set_level(AV_LOG_QUIET) }()

  /// The upload being read by FFmpeg through a custom AVIOContext.
  final class MemoryReader {
    let bytes: [UInt8]
    var position = 0
    init(_ data: Data) { bytes = [UInt8](data) }
  }

  /// Any audio container → mono Float PCM at `sampleRate`.
  ///
  /// Throws `VisorError` 422 `audio_unreadable` (not audio, no audio stream, damaged) or
  /// `audio_too_long` (longer than `maxSeconds`).
  public static func decode(_ data: Data, sampleRate: Int = 16_000, maxSeconds: Double = 120) throws
    -> PCMAudio
  {
    _ = quietLogs
    guard !data.isEmpty, (8_000...192_000).contains(sampleRate) else { throw unreadable() }
    let reader = MemoryReader(data)
    let opaque = Unmanaged.passUnretained(reader).toOpaque()

    let ioBufferSize: Int32 = 32_768
    guard let ioBuffer = av_malloc(Int(ioBufferSize)) else { throw unreadable() }
    guard
      let io = avio_alloc_context(
        ioBuffer.assumingMemoryBound(to: UInt8.self), ioBufferSize, 0, opaque, readPacket, nil, seek)
    else {
      av_free(ioBuffer)
      throw unreadable()
    }
    var ioPointer: UnsafeMutablePointer<AVIOContext>? = io
    defer {
      // FFmpeg may have replaced the buffer; free whatever the context holds now.
      if ioPointer != nil { av_freep(&ioPointer!.pointee.buffer) }
      avio_context_free(&ioPointer)
      withExtendedLifetime(reader) {}
    }

    guard var format = avformat_alloc_context() else { throw unreadable() }
    format.pointee.pb = io
    format.pointee.flags |= AVFMT_FLAG_CUSTOM_IO
    var options: OpaquePointer? = nil
    av_dict_set(&options, "format_whitelist", formatWhitelist, 0)
    var formatPointer: UnsafeMutablePointer<AVFormatContext>? = format
    let opened = avformat_open_input(&formatPointer, nil, nil, &options)
    av_dict_free(&options)
    guard opened == 0, let openedFormat = formatPointer else {
      // avformat_open_input frees the context on failure.
      throw unreadable()
    }
    format = openedFormat
    defer { avformat_close_input(&formatPointer) }

    guard avformat_find_stream_info(format, nil) >= 0 else { throw unreadable() }
    var decoderCodec: UnsafePointer<AVCodec>? = nil
    let streamIndex = av_find_best_stream(format, AVMEDIA_TYPE_AUDIO, -1, -1, &decoderCodec, 0)
    guard streamIndex >= 0, let decoderCodec, let stream = format.pointee.streams[Int(streamIndex)] else {
      throw unreadable()
    }

    // A little slack for codec padding and rounding, so a clip of exactly the limit passes.
    let allowedSeconds = maxSeconds * 1.01 + 0.02
    // Refuse early when the container states a length clearly over the limit. Stated lengths are
    // estimates (an MP3's includes encoder padding), so the exact check runs on the decoded samples.
    let timeBase = Double(visor_av_time_base())
    if format.pointee.duration != visor_av_nopts_value(), format.pointee.duration > 0,
      Double(format.pointee.duration) / timeBase > allowedSeconds * 1.05 + 1
    {
      throw tooLong(maxSeconds)
    }

    var codecContext = avcodec_alloc_context3(decoderCodec)
    guard let context = codecContext else { throw unreadable() }
    defer { avcodec_free_context(&codecContext) }
    guard avcodec_parameters_to_context(context, stream.pointee.codecpar) >= 0,
      avcodec_open2(context, decoderCodec, nil) >= 0
    else { throw unreadable() }

    var packet = av_packet_alloc()
    var frame = av_frame_alloc()
    var resampler: OpaquePointer? = nil
    defer {
      av_packet_free(&packet)
      av_frame_free(&frame)
      swr_free(&resampler)
    }
    guard let packet, let frame else { throw unreadable() }

    let limit = Int(allowedSeconds * Double(sampleRate))
    var samples: [Float] = []
    var scratch = [Float](repeating: 0, count: 8192)
    var resamplerInput: (format: Int32, rate: Int32, channels: Int32)? = nil
    var decodedAny = false

    func resample(_ input: UnsafeMutablePointer<AVFrame>?) throws {
      let incoming = input.map { Int($0.pointee.nb_samples) } ?? 0
      let needed = Int(swr_get_out_samples(resampler, Int32(incoming))) + 32
      if scratch.count < needed { scratch = [Float](repeating: 0, count: needed) }
      let produced = scratch.withUnsafeMutableBufferPointer {
        visor_swr_convert_frame(resampler, $0.baseAddress, Int32($0.count), input)
      }
      guard produced >= 0 else { throw unreadable() }
      samples.append(contentsOf: scratch[0..<Int(produced)])
      if samples.count > limit { throw tooLong(maxSeconds) }
    }

    func drainFrames() throws {
      while true {
        let received = avcodec_receive_frame(context, frame)
        if received == visor_averror_eagain() || received == visor_averror_eof() { return }
        guard received >= 0 else { throw unreadable() }
        defer { av_frame_unref(frame) }
        let shape = (frame.pointee.format, frame.pointee.sample_rate, frame.pointee.ch_layout.nb_channels)
        if resamplerInput == nil || resamplerInput! != shape {
          if resampler != nil { try resample(nil) }
          swr_free(&resampler)
          guard visor_swr_setup(&resampler, frame, Int32(sampleRate)) >= 0 else { throw unreadable() }
          resamplerInput = shape
        }
        decodedAny = true
        try resample(frame)
      }
    }

    while av_read_frame(format, packet) >= 0 {
      defer { av_packet_unref(packet) }
      guard packet.pointee.stream_index == streamIndex else { continue }
      // A damaged packet in the middle is skipped, as players do.
      if avcodec_send_packet(context, packet) < 0 { continue }
      try drainFrames()
    }
    if avcodec_send_packet(context, nil) >= 0 { try drainFrames() }
    if resampler != nil { try resample(nil) }
    guard decodedAny else { throw unreadable() }
    return PCMAudio(samples: samples, sampleRate: sampleRate)
  }

  /// True when the audio's RMS level is below `thresholdDBFS` (full-scale square wave = 0 dBFS).
  public static func isSilent(_ audio: PCMAudio, thresholdDBFS: Double = -50) -> Bool {
    rmsDBFS(audio) < thresholdDBFS
  }

  /// The RMS level in dBFS; `-infinity` for empty or all-zero audio.
  public static func rmsDBFS(_ audio: PCMAudio) -> Double {
    guard !audio.samples.isEmpty else { return -.infinity }
    var sum = 0.0
    for sample in audio.samples where sample.isFinite { sum += Double(sample) * Double(sample) }
    let rms = (sum / Double(audio.samples.count)).squareRoot()
    return rms > 0 ? 20 * log10(rms) : -.infinity
  }
}

private func readPacket(
  _ opaque: UnsafeMutableRawPointer?, _ buffer: UnsafeMutablePointer<UInt8>?, _ size: Int32
) -> Int32 {
  guard let opaque, let buffer else { return visor_averror_einval() }
  let reader = Unmanaged<AudioDecoder.MemoryReader>.fromOpaque(opaque).takeUnretainedValue()
  let remaining = reader.bytes.count - reader.position
  guard remaining > 0 else { return visor_averror_eof() }
  let count = min(Int(size), remaining)
  reader.bytes.withUnsafeBufferPointer {
    buffer.update(from: $0.baseAddress! + reader.position, count: count)
  }
  reader.position += count
  return Int32(count)
}

private func seek(_ opaque: UnsafeMutableRawPointer?, _ offset: Int64, _ whence: Int32) -> Int64 {
  guard let opaque else { return -1 }
  let reader = Unmanaged<AudioDecoder.MemoryReader>.fromOpaque(opaque).takeUnretainedValue()
  let size = Int64(reader.bytes.count)
  let mode = whence & ~visor_avseek_force()
  if mode == visor_avseek_size() { return size }
  let target: Int64
  switch mode {
  case SEEK_SET: target = offset
  case SEEK_CUR: target = Int64(reader.position) + offset
  case SEEK_END: target = size + offset
  default: return -1
  }
  guard target >= 0, target <= size else { return -1 }
  reader.position = Int(target)
  return target
}
