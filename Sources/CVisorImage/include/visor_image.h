// The plugin's export (see visor_image_api.h).
#ifndef VISOR_IMAGE_H
#define VISOR_IMAGE_H

#include "visor_image_api.h"

__attribute__((visibility("default"))) const visor_image_api *visor_image_get_api(void);

#endif
