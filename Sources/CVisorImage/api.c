// The one exported symbol of libVisorImage.so: the table of functions Swift calls through.
#include "visor_image.h"
#include "visor_vips.h"

static const visor_image_api api = {
  .version = VISOR_IMAGE_API_VERSION,
  .start = visor_vips_init,
  .error_copy = visor_vips_error_copy,
  .error_clear = visor_vips_error_clear,
  .free_buffer = visor_vips_free,
  .unref = visor_vips_unref,
  .find_loader = visor_vips_find_loader,
  .open = visor_vips_open,
  .width = visor_vips_width,
  .height = visor_vips_height,
  .bands = visor_vips_bands,
  .orientation = visor_vips_orientation,
  .orientation_swaps = visor_vips_orientation_swaps,
  .has_icc = visor_vips_has_icc,
  .fields = visor_vips_fields,
  .strfreev = visor_vips_strfreev,
  .thumbnail = visor_vips_thumbnail,
  .jpeg_downscale = visor_jpeg_downscale,
  .jpeg_free = visor_jpeg_free,
  .autorotate = visor_vips_autorotate,
  .extract = visor_vips_extract,
  .to_srgb8 = visor_vips_to_srgb8,
  .jpeg = visor_vips_jpeg,
  .pixels = visor_vips_pixels,
  .from_pixels = visor_vips_from_pixels,
  .save = visor_vips_save,
  .icc_from_srgb = visor_vips_icc_from_srgb,
  .set_int = visor_vips_set_int,
  .jpeg_decode_fit = visor_jpeg_decode_fit,
  .jpeg_encode_rgb = visor_jpeg_encode_rgb,
  .jpeg_ingest = visor_jpeg_ingest,
};

const visor_image_api *visor_image_get_api(void) { return &api; }
