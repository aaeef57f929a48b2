#include "visor_vision.h"
extern "C" int visor_vision_version(void) { return 1; }
