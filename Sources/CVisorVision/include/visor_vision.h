#ifndef VISOR_VISION_H
#define VISOR_VISION_H

#include "visor_vision_api.h"

#ifdef __cplusplus
extern "C" {
#endif

/// The VisorVision plugin's only export: its function table (see visor_vision_api.h). Never NULL.
__attribute__((visibility("default"))) const visor_vision_api *visor_vision_get_api(void);

#ifdef __cplusplus
}
#endif
#endif
