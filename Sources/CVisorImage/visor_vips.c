#include <pthread.h>
#include <string.h>
#include <vips/vips.h>

#include "visor_vips.h"

static pthread_once_t visor_once = PTHREAD_ONCE_INIT;
static int visor_init_result = -1;

static void visor_ignore_log(const gchar *domain, GLogLevelFlags level, const gchar *message, gpointer data) {
  (void)domain;
  (void)level;
  (void)message;
  (void)data;
}

static void visor_vips_start(void) {
  // Damaged uploads are reported to the caller as errors; libvips' own warnings would only add noise
  // (and fragments of untrusted input) to the server's stderr.
  g_log_set_handler("VIPS", G_LOG_LEVEL_WARNING, visor_ignore_log, NULL);
  if (VIPS_INIT("visor") != 0) {
    visor_init_result = -1;
    return;
  }
  // Buffers are not copied by libvips; a cached operation keyed on a reused address could return
  // another request's pixels. Caching is also the main source of memory growth, so turn it off.
  vips_cache_set_max(0);
  vips_cache_set_max_mem(0);
  vips_cache_set_max_files(0);
  vips_block_untrusted_set(TRUE);
  visor_init_result = 0;
}

int visor_vips_init(void) {
  pthread_once(&visor_once, visor_vips_start);
  return visor_init_result;
}

char *visor_vips_error_copy(void) { return vips_error_buffer_copy(); }
void visor_vips_error_clear(void) { vips_error_clear(); }
void visor_vips_free(void *pointer) { g_free(pointer); }
void visor_vips_unref(VipsImage *image) {
  if (image) g_object_unref(image);
}

const char *visor_vips_find_loader(const void *buffer, size_t length) {
  if (!buffer || length == 0) return NULL;
  return vips_foreign_find_load_buffer(buffer, length);
}

static VipsFailOn visor_fail_on(int fail_on) {
  switch (fail_on) {
  case 0: return VIPS_FAIL_ON_NONE;
  case 1: return VIPS_FAIL_ON_TRUNCATED;
  case 2: return VIPS_FAIL_ON_ERROR;
  default: return VIPS_FAIL_ON_WARNING;
  }
}

int visor_vips_open(const void *buffer, size_t length, int fail_on, int sequential, VipsImage **out) {
  *out = vips_image_new_from_buffer(
    buffer, length, "", "access", sequential ? VIPS_ACCESS_SEQUENTIAL : VIPS_ACCESS_RANDOM, "fail_on",
    visor_fail_on(fail_on), NULL);
  return *out ? 0 : -1;
}

int visor_vips_width(VipsImage *image) { return vips_image_get_width(image); }
int visor_vips_height(VipsImage *image) { return vips_image_get_height(image); }
int visor_vips_bands(VipsImage *image) { return vips_image_get_bands(image); }
int visor_vips_orientation_swaps(VipsImage *image) { return vips_image_get_orientation_swap(image) ? 1 : 0; }
int visor_vips_orientation(VipsImage *image) { return vips_image_get_orientation(image); }
int visor_vips_has_icc(VipsImage *image) {
  return vips_image_get_typeof(image, VIPS_META_ICC_NAME) != 0 ? 1 : 0;
}
char **visor_vips_fields(VipsImage *image) { return vips_image_get_fields(image); }
void visor_vips_strfreev(char **fields) { g_strfreev(fields); }

int visor_vips_thumbnail(
  const void *buffer, size_t length, int width, int height, int size, int crop_centre, int to_srgb,
  int fail_on, VipsImage **out) {
  VipsSize vsize = size == 0 ? VIPS_SIZE_BOTH : size == 1 ? VIPS_SIZE_DOWN : VIPS_SIZE_FORCE;
  VipsInteresting crop = crop_centre ? VIPS_INTERESTING_CENTRE : VIPS_INTERESTING_NONE;
  const char *options = fail_on == 0   ? "fail_on=none"
                        : fail_on == 1 ? "fail_on=truncated"
                        : fail_on == 2 ? "fail_on=error"
                                       : "fail_on=warning";
  // vips_thumbnail_buffer takes a non-const pointer but never writes through it.
  if (to_srgb) {
    return vips_thumbnail_buffer(
      (void *)buffer, length, out, width, "height", height, "size", vsize, "crop", crop, "option_string",
      options, "export_profile", "srgb", NULL);
  }
  return vips_thumbnail_buffer(
    (void *)buffer, length, out, width, "height", height, "size", vsize, "crop", crop, "option_string",
    options, NULL);
}

int visor_vips_autorotate(VipsImage *in, VipsImage **out) { return vips_autorot(in, out, NULL); }

int visor_vips_extract(VipsImage *in, int left, int top, int width, int height, VipsImage **out) {
  return vips_extract_area(in, out, left, top, width, height, NULL);
}

int visor_vips_to_srgb8(VipsImage *in, VipsImage **out) {
  VipsImage *current = in;
  g_object_ref(current);
  VipsImage *next = NULL;

  if (vips_image_hasalpha(current)) {
    double white[1] = {255.0};
    VipsArrayDouble *background = vips_array_double_new(white, 1);
    int result = vips_flatten(current, &next, "background", background, NULL);
    vips_area_unref(VIPS_AREA(background));
    g_object_unref(current);
    if (result) return -1;
    current = next;
  }
  if (vips_image_get_interpretation(current) != VIPS_INTERPRETATION_sRGB) {
    if (vips_colourspace(current, &next, VIPS_INTERPRETATION_sRGB, NULL)) {
      g_object_unref(current);
      return -1;
    }
    g_object_unref(current);
    current = next;
  }
  if (vips_image_get_bands(current) > 3) {
    if (vips_extract_band(current, &next, 0, "n", 3, NULL)) {
      g_object_unref(current);
      return -1;
    }
    g_object_unref(current);
    current = next;
  } else if (vips_image_get_bands(current) == 1) {
    VipsImage *bands[3] = {current, current, current};
    if (vips_bandjoin(bands, &next, 3, NULL)) {
      g_object_unref(current);
      return -1;
    }
    g_object_unref(current);
    current = next;
  }
  if (vips_image_get_format(current) != VIPS_FORMAT_UCHAR) {
    if (vips_cast(current, &next, VIPS_FORMAT_UCHAR, NULL)) {
      g_object_unref(current);
      return -1;
    }
    g_object_unref(current);
    current = next;
  }
  *out = current;
  return 0;
}

int visor_vips_jpeg(VipsImage *in, int quality, void **buffer, size_t *length) {
  return vips_jpegsave_buffer(
    in, buffer, length, "Q", quality, "strip", TRUE, "interlace", FALSE, "optimize_coding", TRUE, NULL);
}

int visor_vips_pixels(VipsImage *in, void **buffer, size_t *length) {
  *buffer = vips_image_write_to_memory(in, length);
  return *buffer ? 0 : -1;
}

int visor_vips_from_pixels(const void *pixels, int width, int height, int bands, VipsImage **out) {
  *out = vips_image_new_from_memory_copy(pixels, (size_t)width * height * bands, width, height, bands,
                                         VIPS_FORMAT_UCHAR);
  if (!*out) return -1;
  if (bands >= 3) (*out)->Type = VIPS_INTERPRETATION_sRGB;
  else (*out)->Type = VIPS_INTERPRETATION_B_W;
  return 0;
}

int visor_vips_save(VipsImage *in, const char *format, int quality, void **buffer, size_t *length) {
  if (strcmp(format, "png") == 0) return vips_pngsave_buffer(in, buffer, length, NULL);
  if (strcmp(format, "webp") == 0) return vips_webpsave_buffer(in, buffer, length, "Q", quality, NULL);
  if (strcmp(format, "gif") == 0) return vips_gifsave_buffer(in, buffer, length, NULL);
  if (strcmp(format, "heif") == 0)
    return vips_heifsave_buffer(in, buffer, length, "Q", quality, "compression",
                                VIPS_FOREIGN_HEIF_COMPRESSION_HEVC, NULL);
  if (strcmp(format, "jpeg") == 0) return vips_jpegsave_buffer(in, buffer, length, "Q", quality, NULL);
  vips_error("visor", "unknown format %s", format);
  return -1;
}

void visor_vips_set_int(VipsImage *image, const char *name, int value) {
  vips_image_set_int(image, name, value);
}

int visor_vips_icc_from_srgb(VipsImage *in, const char *profile, VipsImage **out) {
  return vips_icc_transform(in, out, profile, "input_profile", "srgb", "embedded", FALSE, NULL);
}
