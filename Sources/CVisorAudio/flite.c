// flite 2.2 (Debian flite1-dev) for the VisorAudio plugin: the engine plus the four US English voices
// it ships. flite and its voices are global and not thread-safe, so one lock serialises every call.
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include <flite/flite.h>

#include "visor_audio_internal.h"

// The voice libraries export these but no header declares them.
cst_voice *register_cmu_us_slt(const char *voxdir);
cst_voice *register_cmu_us_rms(const char *voxdir);
cst_voice *register_cmu_us_awb(const char *voxdir);
cst_voice *register_cmu_us_kal16(const char *voxdir);

enum { voice_count = 4 };
static const char *const voice_names[voice_count] = {"slt", "rms", "awb", "kal"};

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static int initialised = 0;
static cst_voice *voices[voice_count];

const char *visor_audio_flite_voice_name(int index) {
  return index >= 0 && index < voice_count ? voice_names[index] : NULL;
}

/// Registers voice `index` once. Call with `lock` held.
static cst_voice *voice_at(int index) {
  if (!voices[index]) {
    switch (index) {
      case 0: voices[index] = register_cmu_us_slt(NULL); break;
      case 1: voices[index] = register_cmu_us_rms(NULL); break;
      case 2: voices[index] = register_cmu_us_awb(NULL); break;
      case 3: voices[index] = register_cmu_us_kal16(NULL); break;
      default: break;
    }
  }
  return voices[index];
}

int visor_audio_flite_speak(int voice_index, const char *text, int16_t **samples, size_t *count, int *sample_rate,
                            char *message, size_t message_capacity) {
  if (message && message_capacity > 0) message[0] = 0;
  if (!samples || !count || !sample_rate || !text) return VISOR_AUDIO_INVALID_ARGUMENT;
  *samples = NULL;
  *count = 0;
  *sample_rate = 0;
  if (voice_index < 0 || voice_index >= voice_count) {
    visor_audio_message(message, message_capacity, "no flite voice %d", voice_index);
    return VISOR_AUDIO_INVALID_ARGUMENT;
  }

  pthread_mutex_lock(&lock);
  if (!initialised) {
    flite_init();
    initialised = 1;
  }
  int status = VISOR_AUDIO_OK;
  cst_voice *voice = voice_at(voice_index);
  cst_wave *wave = voice ? flite_text_to_wave(text, voice) : NULL;
  if (!voice) {
    visor_audio_message(message, message_capacity, "the flite voice '%s' could not be loaded", voice_names[voice_index]);
    status = VISOR_AUDIO_SYNTHESIS_FAILED;
  } else if (!wave) {
    visor_audio_message(message, message_capacity, "flite produced no waveform");
    status = VISOR_AUDIO_SYNTHESIS_FAILED;
  } else {
    int channels = wave->num_channels > 0 ? wave->num_channels : 1;
    size_t frames = wave->num_samples > 0 ? (size_t)wave->num_samples : 0;
    int16_t *mono = frames ? malloc(frames * sizeof(int16_t)) : NULL;
    if (frames && !mono) {
      status = VISOR_AUDIO_INTERNAL;
    } else {
      // The first channel of every frame (flite's voices are mono).
      for (size_t index = 0; index < frames && wave->samples; index++) mono[index] = wave->samples[index * channels];
      *samples = mono;
      *count = frames;
      *sample_rate = wave->sample_rate;
    }
  }
  if (wave) delete_wave(wave);
  pthread_mutex_unlock(&lock);
  return status;
}
