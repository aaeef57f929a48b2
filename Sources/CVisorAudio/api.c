// The one exported symbol of libVisorAudio.so: the table of functions Swift calls through.
#include <stdlib.h>

#include "visor_audio.h"
#include "visor_audio_internal.h"

static void free_buffer(void *buffer) { free(buffer); }

static const visor_audio_api api = {
  .version = VISOR_AUDIO_API_VERSION,
  .decode = visor_audio_decode,
  .flite_voice_name = visor_audio_flite_voice_name,
  .flite_speak = visor_audio_flite_speak,
  .free_buffer = free_buffer,
};

const visor_audio_api *visor_audio_get_api(void) { return &api; }
