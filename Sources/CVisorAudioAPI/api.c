// CVisorAudioAPI is header-only (include/visor_audio_api.h); SwiftPM needs one source file per C target.
#include "visor_audio_api.h"
