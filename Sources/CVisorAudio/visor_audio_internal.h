// Declarations shared by the plugin's source files.
#ifndef VISOR_AUDIO_INTERNAL_H
#define VISOR_AUDIO_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

#include "visor_audio_api.h"

/// printf into a caller's message buffer (ignored when it is NULL or empty).
void visor_audio_message(char *message, size_t capacity, const char *format, ...)
  __attribute__((format(printf, 3, 4)));

int visor_audio_decode(const uint8_t *data, size_t size, int sample_rate, double max_seconds, float **samples,
                       size_t *count, char *message, size_t message_capacity);
const char *visor_audio_flite_voice_name(int index);
int visor_audio_flite_speak(int voice_index, const char *text, int16_t **samples, size_t *count, int *sample_rate,
                            char *message, size_t message_capacity);

#endif
