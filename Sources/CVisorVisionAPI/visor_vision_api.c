// CVisorVisionAPI is header-only (include/visor_vision_api.h); SwiftPM needs one source file per target.
#include "visor_vision_api.h"
