// The VisorAudio plugin (libVisorAudio.so): FFmpeg decoding and flite speech behind the table in
// visor_audio_api.h. Nothing in Swift links this target; it is opened with dlopen on first use.
#ifndef VISOR_AUDIO_H
#define VISOR_AUDIO_H

#include "visor_audio_api.h"

/// The plugin's function table (static storage, valid for the life of the process).
__attribute__((visibility("default"))) const visor_audio_api *visor_audio_get_api(void);

#endif
