// The table of functions the VisorAudio plugin (libVisorAudio.so, target CVisorAudio) exports.
//
// FFmpeg (audio decoding) and flite (the offline fallback voice) are large shared libraries; an idle
// server should not map them. Swift therefore never links CVisorAudio: it opens the plugin on first
// use (NativePlugin.open("VisorAudio")), looks up `visor_audio_get_api` and calls through the table
// it returns. This header holds only plain C types, so the Swift modules that include it link nothing.
#ifndef VISOR_AUDIO_API_H
#define VISOR_AUDIO_API_H

#include <stddef.h>
#include <stdint.h>

/// Bumped whenever the table or a signature changes; Swift refuses a plugin of another version.
#define VISOR_AUDIO_API_VERSION 1

/// Results of every call. The message buffer given to a call holds detail for logs, never audio.
typedef enum visor_audio_status {
  VISOR_AUDIO_OK = 0,
  /// The bytes are not a container FFmpeg may open (or not media at all).
  VISOR_AUDIO_NOT_AUDIO = 1,
  /// The container opened but holds no audio stream (e.g. a video-only file).
  VISOR_AUDIO_NO_AUDIO_STREAM = 2,
  /// The audio stream is damaged: no frame could be decoded, or the decoder/resampler failed.
  VISOR_AUDIO_CORRUPT = 3,
  /// The audio is longer than the limit given to the call.
  VISOR_AUDIO_TOO_LONG = 4,
  /// An argument is out of range (unknown voice, sample rate outside 8–192 kHz, NULL pointer).
  VISOR_AUDIO_INVALID_ARGUMENT = 5,
  /// flite produced no waveform for the text.
  VISOR_AUDIO_SYNTHESIS_FAILED = 6,
  /// Out of memory or another internal failure.
  VISOR_AUDIO_INTERNAL = 7,
} visor_audio_status;

/// The plugin's functions. Buffers it returns are released with `free_buffer`.
typedef struct visor_audio_api {
  /// VISOR_AUDIO_API_VERSION of the plugin.
  int version;

  /// Decodes any audio container FFmpeg may open (WebM/Opus, MP4/AAC, MP3, WAV, Ogg, FLAC) from
  /// memory to mono float samples at `sample_rate`. Audio longer than `max_seconds` (with a little
  /// slack for codec padding) gives VISOR_AUDIO_TOO_LONG. On VISOR_AUDIO_OK, `*samples` (may be NULL
  /// when `*count` is 0) belongs to the caller. Thread-safe: every call has its own FFmpeg contexts.
  int (*decode)(
    const uint8_t *data, size_t size, int sample_rate, double max_seconds, float **samples, size_t *count,
    char *message, size_t message_capacity);

  /// Names of the flite voices, by index ("slt", "rms", "awb", "kal"); NULL past the end.
  const char *(*flite_voice_name)(int index);

  /// Speaks `text` (UTF-8) with flite voice `voice_index` into mono 16-bit samples at
  /// `*sample_rate`. flite is not thread-safe: the plugin serialises every call with one lock.
  int (*flite_speak)(
    int voice_index, const char *text, int16_t **samples, size_t *count, int *sample_rate, char *message,
    size_t message_capacity);

  /// Releases a buffer returned by `decode` or `flite_speak` (NULL is ignored).
  void (*free_buffer)(void *buffer);
} visor_audio_api;

/// The symbol the plugin exports; Swift looks it up with dlsym.
typedef const visor_audio_api *(*visor_audio_get_api_function)(void);

#endif
