// Audio decoding for the VisorAudio plugin: any container FFmpeg may open, read from memory through
// a custom AVIOContext, resampled to mono float at the requested rate.
#include <errno.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libavutil/channel_layout.h>
#include <libswresample/swresample.h>

#include "visor_audio_internal.h"

/// Container formats FFmpeg may open (demuxer names); everything else is refused.
static const char *const format_whitelist = "mov,mp4,m4a,3gp,3g2,mj2,matroska,webm,mp3,wav,ogg,flac,aac";

void visor_audio_message(char *message, size_t capacity, const char *format, ...) {
  if (!message || capacity == 0) return;
  va_list arguments;
  va_start(arguments, format);
  vsnprintf(message, capacity, format, arguments);
  va_end(arguments);
}

static pthread_once_t quiet_once = PTHREAD_ONCE_INIT;
/// FFmpeg's own logging stays quiet: failures are reported through return codes.
static void quiet_logs(void) { av_log_set_level(AV_LOG_QUIET); }

/// The upload being read by FFmpeg.
typedef struct memory_reader {
  const uint8_t *bytes;
  size_t size;
  size_t position;
} memory_reader;

static int read_packet(void *opaque, uint8_t *buffer, int size) {
  memory_reader *reader = opaque;
  if (!reader || !buffer || size < 0) return AVERROR(EINVAL);
  size_t remaining = reader->size - reader->position;
  if (remaining == 0) return AVERROR_EOF;
  size_t count = (size_t)size < remaining ? (size_t)size : remaining;
  memcpy(buffer, reader->bytes + reader->position, count);
  reader->position += count;
  return (int)count;
}

static int64_t seek(void *opaque, int64_t offset, int whence) {
  memory_reader *reader = opaque;
  if (!reader) return -1;
  int64_t size = (int64_t)reader->size;
  int mode = whence & ~AVSEEK_FORCE;
  if (mode == AVSEEK_SIZE) return size;
  int64_t target;
  switch (mode) {
    case SEEK_SET: target = offset; break;
    case SEEK_CUR: target = (int64_t)reader->position + offset; break;
    case SEEK_END: target = size + offset; break;
    default: return -1;
  }
  if (target < 0 || target > size) return -1;
  reader->position = (size_t)target;
  return target;
}

/// The samples decoded so far (grown by doubling) and the limit they may reach.
typedef struct sample_buffer {
  float *samples;
  size_t count;
  size_t capacity;
  size_t limit;
} sample_buffer;

static int reserve(sample_buffer *buffer, size_t extra) {
  if (buffer->count + extra <= buffer->capacity) return 0;
  size_t capacity = buffer->capacity ? buffer->capacity : 16384;
  while (capacity < buffer->count + extra) capacity *= 2;
  float *grown = realloc(buffer->samples, capacity * sizeof(float));
  if (!grown) return -1;
  buffer->samples = grown;
  buffer->capacity = capacity;
  return 0;
}

/// Sets up `*swr` to turn `frame`'s audio into mono floats at `rate`. Returns 0 or a negative AVERROR.
static int setup_resampler(SwrContext **swr, const AVFrame *frame, int rate) {
  AVChannelLayout out_layout;
  av_channel_layout_default(&out_layout, 1);
  AVChannelLayout in_layout;
  if (frame->ch_layout.order == AV_CHANNEL_ORDER_UNSPEC || frame->ch_layout.nb_channels == 0) {
    av_channel_layout_default(&in_layout, frame->ch_layout.nb_channels > 0 ? frame->ch_layout.nb_channels : 1);
  } else if (av_channel_layout_copy(&in_layout, &frame->ch_layout) < 0) {
    return AVERROR(EINVAL);
  }
  int result = swr_alloc_set_opts2(swr, &out_layout, AV_SAMPLE_FMT_FLT, rate, &in_layout,
                                   (enum AVSampleFormat)frame->format, frame->sample_rate, 0, NULL);
  av_channel_layout_uninit(&in_layout);
  av_channel_layout_uninit(&out_layout);
  if (result < 0) return result;
  return swr_init(*swr);
}

/// Runs `frame` (NULL flushes) through the resampler into `buffer`. Returns a visor_audio_status.
static int resample(SwrContext *swr, const AVFrame *frame, sample_buffer *buffer) {
  int incoming = frame ? frame->nb_samples : 0;
  int needed = swr_get_out_samples(swr, incoming) + 32;
  if (needed < 0) return VISOR_AUDIO_CORRUPT;
  if (reserve(buffer, (size_t)needed) != 0) return VISOR_AUDIO_INTERNAL;
  uint8_t *out_planes[1] = {(uint8_t *)(buffer->samples + buffer->count)};
  int produced = frame ? swr_convert(swr, out_planes, needed, (const uint8_t **)frame->extended_data, incoming)
                       : swr_convert(swr, out_planes, needed, NULL, 0);
  if (produced < 0) return VISOR_AUDIO_CORRUPT;
  buffer->count += (size_t)produced;
  return buffer->count > buffer->limit ? VISOR_AUDIO_TOO_LONG : VISOR_AUDIO_OK;
}

/// The state of one decode call, released by `finish`.
typedef struct decode_state {
  memory_reader reader;
  AVIOContext *io;
  AVFormatContext *format;
  AVCodecContext *codec;
  AVPacket *packet;
  AVFrame *frame;
  SwrContext *swr;
  int swr_format, swr_rate, swr_channels;
  int decoded_any;
  int sample_rate;
  sample_buffer output;
} decode_state;

static void finish(decode_state *state) {
  av_packet_free(&state->packet);
  av_frame_free(&state->frame);
  swr_free(&state->swr);
  avcodec_free_context(&state->codec);
  avformat_close_input(&state->format);
  if (state->io) {
    // FFmpeg may have replaced the buffer; free whatever the context holds now.
    av_freep(&state->io->buffer);
    avio_context_free(&state->io);
  }
}

/// Receives every frame the decoder has ready. Returns a visor_audio_status.
static int drain_frames(decode_state *state) {
  for (;;) {
    int received = avcodec_receive_frame(state->codec, state->frame);
    if (received == AVERROR(EAGAIN) || received == AVERROR_EOF) return VISOR_AUDIO_OK;
    if (received < 0) return VISOR_AUDIO_CORRUPT;
    AVFrame *frame = state->frame;
    int status = VISOR_AUDIO_OK;
    if (!state->swr || state->swr_format != frame->format || state->swr_rate != frame->sample_rate ||
        state->swr_channels != frame->ch_layout.nb_channels) {
      if (state->swr) status = resample(state->swr, NULL, &state->output);
      swr_free(&state->swr);
      if (status == VISOR_AUDIO_OK && setup_resampler(&state->swr, frame, state->sample_rate) < 0) {
        status = VISOR_AUDIO_CORRUPT;
      }
      state->swr_format = frame->format;
      state->swr_rate = frame->sample_rate;
      state->swr_channels = frame->ch_layout.nb_channels;
    }
    if (status == VISOR_AUDIO_OK) {
      state->decoded_any = 1;
      status = resample(state->swr, frame, &state->output);
    }
    av_frame_unref(frame);
    if (status != VISOR_AUDIO_OK) return status;
  }
}

static int decode_into(decode_state *state, const uint8_t *data, size_t size, double max_seconds, char *message,
                       size_t message_capacity) {
  state->reader = (memory_reader){data, size, 0};
  const int io_buffer_size = 32768;
  uint8_t *io_buffer = av_malloc(io_buffer_size);
  if (!io_buffer) return VISOR_AUDIO_INTERNAL;
  state->io = avio_alloc_context(io_buffer, io_buffer_size, 0, &state->reader, read_packet, NULL, seek);
  if (!state->io) {
    av_free(io_buffer);
    return VISOR_AUDIO_INTERNAL;
  }

  AVFormatContext *format = avformat_alloc_context();
  if (!format) return VISOR_AUDIO_INTERNAL;
  format->pb = state->io;
  format->flags |= AVFMT_FLAG_CUSTOM_IO;
  AVDictionary *options = NULL;
  av_dict_set(&options, "format_whitelist", format_whitelist, 0);
  int opened = avformat_open_input(&format, NULL, NULL, &options);
  av_dict_free(&options);
  if (opened < 0) {
    // avformat_open_input frees the context on failure.
    visor_audio_message(message, message_capacity, "no container FFmpeg may open: %s", av_err2str(opened));
    return VISOR_AUDIO_NOT_AUDIO;
  }
  state->format = format;

  int info = avformat_find_stream_info(format, NULL);
  if (info < 0) {
    visor_audio_message(message, message_capacity, "stream info unreadable: %s", av_err2str(info));
    return VISOR_AUDIO_CORRUPT;
  }
  const AVCodec *decoder = NULL;
  int stream_index = av_find_best_stream(format, AVMEDIA_TYPE_AUDIO, -1, -1, &decoder, 0);
  if (stream_index == AVERROR_DECODER_NOT_FOUND) {
    visor_audio_message(message, message_capacity, "no decoder for the audio codec");
    return VISOR_AUDIO_NOT_AUDIO;
  }
  if (stream_index < 0 || !decoder) {
    visor_audio_message(message, message_capacity, "%s container without an audio stream",
                        format->iformat ? format->iformat->name : "a");
    return VISOR_AUDIO_NO_AUDIO_STREAM;
  }
  AVStream *stream = format->streams[stream_index];

  // A little slack for codec padding and rounding, so a clip of exactly the limit passes.
  double allowed_seconds = max_seconds * 1.01 + 0.02;
  // Refuse early when the container states a length clearly over the limit. Stated lengths are
  // estimates (an MP3's includes encoder padding), so the exact check runs on the decoded samples.
  if (format->duration != AV_NOPTS_VALUE && format->duration > 0 &&
      (double)format->duration / AV_TIME_BASE > allowed_seconds * 1.05 + 1) {
    visor_audio_message(message, message_capacity, "stated duration %.1f s", (double)format->duration / AV_TIME_BASE);
    return VISOR_AUDIO_TOO_LONG;
  }

  state->codec = avcodec_alloc_context3(decoder);
  if (!state->codec) return VISOR_AUDIO_INTERNAL;
  if (avcodec_parameters_to_context(state->codec, stream->codecpar) < 0 ||
      avcodec_open2(state->codec, decoder, NULL) < 0) {
    visor_audio_message(message, message_capacity, "the %s decoder could not be opened", decoder->name);
    return VISOR_AUDIO_CORRUPT;
  }
  state->packet = av_packet_alloc();
  state->frame = av_frame_alloc();
  if (!state->packet || !state->frame) return VISOR_AUDIO_INTERNAL;
  state->output.limit = (size_t)(allowed_seconds * state->sample_rate);

  while (av_read_frame(format, state->packet) >= 0) {
    int status = VISOR_AUDIO_OK;
    // A damaged packet in the middle is skipped, as players do.
    if (state->packet->stream_index == stream_index && avcodec_send_packet(state->codec, state->packet) >= 0) {
      status = drain_frames(state);
    }
    av_packet_unref(state->packet);
    if (status != VISOR_AUDIO_OK) return status;
  }
  if (avcodec_send_packet(state->codec, NULL) >= 0) {
    int status = drain_frames(state);
    if (status != VISOR_AUDIO_OK) return status;
  }
  if (state->swr) {
    int status = resample(state->swr, NULL, &state->output);
    if (status != VISOR_AUDIO_OK) return status;
  }
  if (!state->decoded_any) {
    visor_audio_message(message, message_capacity, "no %s frame could be decoded", decoder->name);
    return VISOR_AUDIO_CORRUPT;
  }
  return VISOR_AUDIO_OK;
}

int visor_audio_decode(const uint8_t *data, size_t size, int sample_rate, double max_seconds, float **samples,
                       size_t *count, char *message, size_t message_capacity) {
  if (message && message_capacity > 0) message[0] = 0;
  if (!samples || !count) return VISOR_AUDIO_INVALID_ARGUMENT;
  *samples = NULL;
  *count = 0;
  if (sample_rate < 8000 || sample_rate > 192000 || !(max_seconds > 0)) return VISOR_AUDIO_INVALID_ARGUMENT;
  if (!data || size == 0) {
    visor_audio_message(message, message_capacity, "empty upload");
    return VISOR_AUDIO_NOT_AUDIO;
  }
  pthread_once(&quiet_once, quiet_logs);

  decode_state state;
  memset(&state, 0, sizeof state);
  state.sample_rate = sample_rate;
  state.swr_format = -1;
  int status = decode_into(&state, data, size, max_seconds, message, message_capacity);
  finish(&state);
  if (status != VISOR_AUDIO_OK) {
    free(state.output.samples);
    if (status == VISOR_AUDIO_TOO_LONG && message && message_capacity > 0 && message[0] == 0) {
      visor_audio_message(message, message_capacity, "longer than %.1f s", max_seconds);
    }
    return status;
  }
  *samples = state.output.samples;
  *count = state.output.count;
  return VISOR_AUDIO_OK;
}
