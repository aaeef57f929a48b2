// The fast path for the commonest upload — a plain JPEG photo from a phone — straight on
// libjpeg-turbo: decode with DCT scaling, an antialiasing triangle-filter resize, upright rotation
// and re-encoding, with no pipeline machinery in between. See visor_vips.h.
#include <setjmp.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>
#include <jerror.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "visor_vips.h"
#include "visor_jpeg_shared.h"

void visor_jpeg_fail(j_common_ptr info) {
  visor_jpeg_error *error = (visor_jpeg_error *)info->err;
  longjmp(error->escape, 1);
}

void visor_jpeg_message(j_common_ptr info, int level) {
  // A premature end of data is a truncated upload: fail like libvips' fail_on=truncated.
  // Other warnings (e.g. stray bytes before a marker) are tolerated, as libvips does.
  if (level < 0 && info->err->msg_code == JWRN_JPEG_EOF) visor_jpeg_fail(info);
}

void visor_jpeg_silent(j_common_ptr info) { (void)info; }

// MARK: Resize

void visor_taps_free(visor_taps *taps) {
  free(taps->start);
  free(taps->count);
  free(taps->weight);
}

// Triangle (linear) filter widened by the scale factor: every source pixel contributes, so the
// reduction does not alias.
int visor_taps_make(visor_taps *taps, int source, int target) {
  double scale = (double)source / target;
  double support = scale > 1 ? scale : 1;
  taps->max_taps = (int)(2 * support) + 3;
  taps->start = malloc(sizeof(int) * target);
  taps->count = malloc(sizeof(int) * target);
  taps->weight = malloc(sizeof(int16_t) * target * taps->max_taps);
  if (!taps->start || !taps->count || !taps->weight) return -1;
  double *raw = malloc(sizeof(double) * taps->max_taps);
  if (!raw) return -1;
  for (int out = 0; out < target; out++) {
    double centre = (out + 0.5) * scale - 0.5;
    int first = (int)(centre - support) + 1;
    if (first < 0) first = 0;
    int last = (int)(centre + support);
    if (last > source - 1) last = source - 1;
    if (last - first + 1 > taps->max_taps) last = first + taps->max_taps - 1;
    double total = 0;
    int count = 0;
    for (int index = first; index <= last; index++) {
      double distance = (index - centre) / support;
      double value = distance < 0 ? 1 + distance : 1 - distance;
      raw[count++] = value > 0 ? value : 0;
      total += value > 0 ? value : 0;
    }
    if (total <= 0) {
      raw[0] = 1;
      total = 1;
      count = count > 0 ? count : 1;
    }
    int fixed_total = 0;
    int16_t *weights = taps->weight + out * taps->max_taps;
    for (int tap = 0; tap < count; tap++) {
      weights[tap] = (int16_t)(raw[tap] / total * 16384 + 0.5);
      fixed_total += weights[tap];
    }
    weights[0] += (int16_t)(16384 - fixed_total);  // exact unity gain
    taps->start[out] = first;
    taps->count[out] = count;
  }
  free(raw);
  return 0;
}

// Pads every output's taps to exactly `width` (zero weights), shifting starts left where needed, so
// the inner loops have a fixed trip count. Requires width ≤ source.
void visor_taps_pad(visor_taps *taps, int target, int source, int width) {
  for (int out = 0; out < target; out++) {
    int16_t *weights = taps->weight + out * taps->max_taps;
    int count = taps->count[out];
    int start = taps->start[out];
    int shift = start + width > source ? start + width - source : 0;
    if (shift > 0) {
      memmove(weights + shift, weights, sizeof(int16_t) * count);
      memset(weights, 0, sizeof(int16_t) * shift);
      start -= shift;
      count += shift;
    }
    for (int tap = count; tap < width; tap++) weights[tap] = 0;
    taps->start[out] = start;
    taps->count[out] = width;
  }
}

static uint8_t visor_byte(float value) { return value <= 0 ? 0 : value >= 255 ? 255 : (uint8_t)value; }

// One output row from a vertically filtered float row: `TAPS` source pixels per output pixel (a
// compile-time constant for the common cases, so the loop unrolls).
#define VISOR_ROW_KERNEL(TAPS)                                                                         \
  for (int column = 0; column < target_width; column++) {                                              \
    const float *w = weights + column * taps;                                                          \
    const float *pixel = in + start[column] * 3;                                                       \
    float red = 0.5f, green = 0.5f, blue = 0.5f;                                                       \
    for (int tap = 0; tap < (TAPS); tap++) {                                                           \
      red += pixel[tap * 3] * w[tap];                                                                  \
      green += pixel[tap * 3 + 1] * w[tap];                                                            \
      blue += pixel[tap * 3 + 2] * w[tap];                                                             \
    }                                                                                                  \
    out[column * 3] = visor_byte(red);                                                                 \
    out[column * 3 + 1] = visor_byte(green);                                                           \
    out[column * 3 + 2] = visor_byte(blue);                                                            \
  }

#if defined(__SSE2__)
// The same with one SSE vector per pixel (R, G, B and the next pixel's R, ignored): a third of the
// scalar instructions. `in` must have one readable float past the row's end.
#define VISOR_ROW_KERNEL_SSE(TAPS)                                                                     \
  for (int column = 0; column < target_width; column++) {                                              \
    const float *w = weights + column * taps;                                                          \
    const float *pixel = in + start[column] * 3;                                                       \
    __m128 sum = _mm_set1_ps(0.5f);                                                                    \
    for (int tap = 0; tap < (TAPS); tap++) {                                                           \
      sum = _mm_add_ps(sum, _mm_mul_ps(_mm_loadu_ps(pixel + tap * 3), _mm_set1_ps(w[tap])));           \
    }                                                                                                  \
    __m128i value = _mm_cvttps_epi32(_mm_max_ps(sum, _mm_setzero_ps()));                              \
    value = _mm_packus_epi16(_mm_packs_epi32(value, value), value);                                    \
    int packed = _mm_cvtsi128_si32(value);                                                             \
    memcpy(out + column * 3, &packed, 3);                                                              \
  }
#endif

static void visor_resize_row(const float *in, uint8_t *out, int target_width, const int *start, const float *weights,
                             int taps) {
#if defined(__SSE2__)
  switch (taps) {
  case 2: VISOR_ROW_KERNEL_SSE(2) return;
  case 3: VISOR_ROW_KERNEL_SSE(3) return;
  case 4: VISOR_ROW_KERNEL_SSE(4) return;
  default: VISOR_ROW_KERNEL_SSE(taps) return;
  }
#endif
  switch (taps) {
  case 2: VISOR_ROW_KERNEL(2) break;
  case 3: VISOR_ROW_KERNEL(3) break;
  case 4: VISOR_ROW_KERNEL(4) break;
  default: VISOR_ROW_KERNEL(taps) break;
  }
}

// Separable resize of packed RGB `source` (width×height) to target_width×target_height: per output
// row, the vertical filter over whole source rows (vectorises), then the horizontal filter.
static uint8_t *visor_resize_rgb(const uint8_t *source, int width, int height, int target_width, int target_height) {
  visor_taps across = {0}, down = {0};
  size_t stride = (size_t)width * 3;
  float *sums = malloc(sizeof(float) * (stride + 1));  // +1: the SSE row kernel reads one float past
  float *across_weights = NULL;
  uint8_t *target = malloc((size_t)target_width * target_height * 3);
  int failed = !sums || !target || visor_taps_make(&across, width, target_width) ||
               visor_taps_make(&down, height, target_height);
  int across_taps = 0;
  if (!failed) {
    for (int out = 0; out < target_width; out++) {
      if (across.count[out] > across_taps) across_taps = across.count[out];
    }
    if (across_taps > width) across_taps = width;
    visor_taps_pad(&across, target_width, width, across_taps);
    across_weights = malloc(sizeof(float) * target_width * across_taps);
    failed = !across_weights;
  }
  if (!failed) {
    sums[stride] = 0;
    for (int out = 0; out < target_width; out++) {
      for (int tap = 0; tap < across_taps; tap++) {
        across_weights[out * across_taps + tap] = across.weight[out * across.max_taps + tap] * (1.0f / 16384);
      }
    }
    for (int out_row = 0; out_row < target_height; out_row++) {
      const int16_t *weights = down.weight + out_row * down.max_taps;
      // Floats: SSE2 multiplies four at a time (32-bit integer multiplies it cannot).
      memset(sums, 0, sizeof(float) * stride);
      for (int tap = 0; tap < down.count[out_row]; tap++) {
        const uint8_t *in = source + (size_t)(down.start[out_row] + tap) * stride;
        float weight = weights[tap] * (1.0f / 16384);
        for (size_t index = 0; index < stride; index++) sums[index] += in[index] * weight;
      }
      visor_resize_row(
        sums, target + (size_t)out_row * target_width * 3, target_width, across.start, across_weights, across_taps);
    }
  }
  free(sums);
  free(across_weights);
  visor_taps_free(&across);
  visor_taps_free(&down);
  if (failed) {
    free(target);
    return NULL;
  }
  return target;
}

// MARK: Orientation

// Returns a new buffer with EXIF orientation 2–8 applied (dimensions swap for 5–8).
static uint8_t *visor_orient_rgb(const uint8_t *source, int width, int height, int orientation, int *out_width,
                                 int *out_height) {
  int swaps = orientation >= 5;
  int new_width = swaps ? height : width, new_height = swaps ? width : height;
  uint8_t *target = malloc((size_t)width * height * 3);
  if (!target) return NULL;
  // 32×32 tiles keep the column-wise reads of 90° rotations in cache.
  for (int tile_y = 0; tile_y < new_height; tile_y += 32) {
    for (int tile_x = 0; tile_x < new_width; tile_x += 32) {
      int end_y = tile_y + 32 < new_height ? tile_y + 32 : new_height;
      int end_x = tile_x + 32 < new_width ? tile_x + 32 : new_width;
      for (int y = tile_y; y < end_y; y++) {
        uint8_t *out = target + ((size_t)y * new_width + tile_x) * 3;
        for (int x = tile_x; x < end_x; x++, out += 3) {
          int sx, sy;  // the source pixel shown at (x, y) upright
          switch (orientation) {
          case 2: sx = width - 1 - x; sy = y; break;
          case 3: sx = width - 1 - x; sy = height - 1 - y; break;
          case 4: sx = x; sy = height - 1 - y; break;
          case 5: sx = y; sy = x; break;
          case 6: sx = y; sy = height - 1 - x; break;
          case 7: sx = width - 1 - y; sy = height - 1 - x; break;
          case 8: sx = width - 1 - y; sy = x; break;
          default: sx = x; sy = y; break;
          }
          const uint8_t *in = source + ((size_t)sy * width + sx) * 3;
          out[0] = in[0];
          out[1] = in[1];
          out[2] = in[2];
        }
      }
    }
  }
  *out_width = new_width;
  *out_height = new_height;
  return target;
}

// Baseline JPEG, 4:2:0, no metadata. Returns NULL on failure (free with free()).
static unsigned char *visor_jpeg_encode(const uint8_t *rgb, int width, int height, int quality, size_t *length) {
  visor_jpeg_error error;
  struct jpeg_compress_struct encoder;
  unsigned char *volatile encoded = NULL;
  unsigned long encoded_length = 0;
  encoder.err = jpeg_std_error(&error.base);
  error.base.error_exit = visor_jpeg_fail;
  error.base.output_message = visor_jpeg_silent;
  if (setjmp(error.escape)) {
    jpeg_destroy_compress(&encoder);
    free(encoded);
    return NULL;
  }
  jpeg_create_compress(&encoder);
  jpeg_mem_dest(&encoder, (unsigned char **)&encoded, &encoded_length);
  encoder.image_width = (JDIMENSION)width;
  encoder.image_height = (JDIMENSION)height;
  encoder.input_components = 3;
  encoder.in_color_space = JCS_RGB;
  jpeg_set_defaults(&encoder);
  jpeg_set_quality(&encoder, quality < 1 ? 1 : quality > 100 ? 100 : quality, TRUE);
  jpeg_start_compress(&encoder, TRUE);
  while (encoder.next_scanline < encoder.image_height) {
    JSAMPROW row = (JSAMPROW)(rgb + (size_t)encoder.next_scanline * width * 3);
    jpeg_write_scanlines(&encoder, &row, 1);
  }
  jpeg_finish_compress(&encoder);
  jpeg_destroy_compress(&encoder);
  *length = encoded_length;
  return encoded;
}

// MARK: Colour profiles

// Whether an embedded ICC profile is sRGB itself (a monitor RGB profile whose description names sRGB,
// e.g. "sRGB IEC61966-2.1", which most cameras embed): converting it to sRGB changes nothing, so the
// fast path may take it. Any other profile (Display P3, Adobe RGB, CMYK) stays with libvips' lcms.
int visor_icc_is_srgb(const unsigned char *icc, size_t length) {
  if (length < 132 || memcmp(icc + 12, "mntr", 4) != 0 || memcmp(icc + 16, "RGB ", 4) != 0) return 0;
  uint32_t tags = (uint32_t)icc[128] << 24 | (uint32_t)icc[129] << 16 | (uint32_t)icc[130] << 8 | icc[131];
  for (uint32_t index = 0; index < tags && 132 + 12 * (size_t)(index + 1) <= length; index++) {
    const unsigned char *entry = icc + 132 + 12 * index;
    if (memcmp(entry, "desc", 4) != 0) continue;
    size_t offset = (size_t)entry[4] << 24 | (size_t)entry[5] << 16 | (size_t)entry[6] << 8 | entry[7];
    size_t size = (size_t)entry[8] << 24 | (size_t)entry[9] << 16 | (size_t)entry[10] << 8 | entry[11];
    if (offset > length || size > length - offset || size < 12) return 0;
    const unsigned char *text = icc + offset;
    // v2 'desc' holds ASCII; v4 'mluc' UTF-16BE. Either way "sRGB" appears in the description.
    for (size_t at = 8; at + 4 <= size; at++) {
      if (memcmp(text + at, "sRGB", 4) == 0) return 1;
      if (at + 8 <= size && memcmp(text + at, "\0s\0R\0G\0B", 8) == 0) return 1;
    }
    return 0;
  }
  return 0;
}

// MARK: Entry points

// Only plain photos: YCbCr or gray, with no ICC profile or an sRGB one in a single marker (colour
// management of other profiles stays with libvips). Needs the APP2 markers saved.
int visor_jpeg_is_plain(struct jpeg_decompress_struct *decoder) {
  int plain = decoder->jpeg_color_space == JCS_YCbCr || decoder->jpeg_color_space == JCS_GRAYSCALE;
  for (jpeg_saved_marker_ptr marker = decoder->marker_list; marker; marker = marker->next) {
    if (marker->marker == JPEG_APP0 + 2 && marker->data_length >= 12 &&
        memcmp(marker->data, "ICC_PROFILE", 11) == 0) {
      int single = marker->data_length > 14 && marker->data[12] == 1 && marker->data[13] == 1;
      if (!single || decoder->jpeg_color_space != JCS_YCbCr ||
          !visor_icc_is_srgb(marker->data + 14, marker->data_length - 14)) {
        plain = 0;
      }
    }
  }
  return plain;
}

// The size that fits max_side, with the picture's own aspect (not the DCT-scaled one, which rounds).
void visor_jpeg_fit(int width, int height, int max_side, int *target_width, int *target_height) {
  *target_width = width >= height ? max_side : (int)((double)width * max_side / height + 0.5);
  *target_height = width >= height ? (int)((double)height * max_side / width + 0.5) : max_side;
  if (*target_width < 1) *target_width = 1;
  if (*target_height < 1) *target_height = 1;
}

// The DCT scaling denominator: the smallest power-of-two size (1/1 to 1/8) still at least max_side.
unsigned int visor_jpeg_shrink(const struct jpeg_decompress_struct *decoder, int max_side) {
  unsigned int long_side = decoder->image_width > decoder->image_height ? decoder->image_width : decoder->image_height;
  unsigned int shrink = 1;
  while (shrink < 8 && (long_side + 2 * shrink - 1) / (2 * shrink) >= (unsigned)max_side) shrink *= 2;
  return shrink;
}

int visor_jpeg_decode_fit(const void *buffer, size_t length, int max_side, int orientation, unsigned char **out,
                          int *out_width, int *out_height) {
  *out = NULL;
  if (max_side < 1 || length < 4) return 1;

  visor_jpeg_error error;
  struct jpeg_decompress_struct decoder;
  uint8_t *volatile pixels = NULL;
  uint8_t *volatile resized = NULL;
  uint8_t *volatile upright = NULL;
  decoder.err = jpeg_std_error(&error.base);
  error.base.error_exit = visor_jpeg_fail;
  error.base.emit_message = visor_jpeg_message;
  error.base.output_message = visor_jpeg_silent;
  if (setjmp(error.escape)) {
    jpeg_destroy_decompress(&decoder);
    free(pixels);
    free(resized);
    free(upright);
    return -1;
  }
  jpeg_create_decompress(&decoder);
  jpeg_mem_src(&decoder, buffer, (unsigned long)length);
  jpeg_save_markers(&decoder, JPEG_APP0 + 2, 0xFFFF);
  jpeg_read_header(&decoder, TRUE);

  int plain = visor_jpeg_is_plain(&decoder);
  if (!plain) {
    jpeg_destroy_decompress(&decoder);
    return 1;
  }

  decoder.scale_num = 1;
  decoder.scale_denom = visor_jpeg_shrink(&decoder, max_side);
  decoder.out_color_space = JCS_RGB;
  jpeg_start_decompress(&decoder);
  int width = (int)decoder.output_width, height = (int)decoder.output_height;
  int image_width = (int)decoder.image_width, image_height = (int)decoder.image_height;
  pixels = malloc((size_t)width * height * 3);
  if (!pixels) longjmp(error.escape, 1);
  while (decoder.output_scanline < decoder.output_height) {
    JSAMPROW rows[8];
    int count = 0;
    for (; count < 8 && decoder.output_scanline + count < decoder.output_height; count++) {
      rows[count] = pixels + (size_t)(decoder.output_scanline + count) * width * 3;
    }
    jpeg_read_scanlines(&decoder, rows, count);
  }
  jpeg_finish_decompress(&decoder);
  jpeg_destroy_decompress(&decoder);

  uint8_t *current = pixels;
  int longer = width > height ? width : height;
  if (longer > max_side) {
    int target_width, target_height;
    visor_jpeg_fit(image_width, image_height, max_side, &target_width, &target_height);
    resized = visor_resize_rgb(pixels, width, height, target_width, target_height);
    free(pixels);
    pixels = NULL;
    if (!resized) return -1;
    current = resized;
    width = target_width;
    height = target_height;
  }
  if (orientation >= 2 && orientation <= 8) {
    int new_width, new_height;
    upright = visor_orient_rgb(current, width, height, orientation, &new_width, &new_height);
    free(current);
    if (!upright) return -1;
    current = upright;
    width = new_width;
    height = new_height;
  }
  *out = current;
  *out_width = width;
  *out_height = height;
  return 0;
}

int visor_jpeg_encode_rgb(const unsigned char *rgb, int width, int height, int quality, unsigned char **out,
                          size_t *out_length) {
  *out = NULL;
  *out_length = 0;
  if (!rgb || width < 1 || height < 1) return -1;
  unsigned char *encoded = visor_jpeg_encode(rgb, width, height, quality, out_length);
  if (!encoded) return -1;
  *out = encoded;
  return 0;
}

int visor_jpeg_downscale(const void *buffer, size_t length, int max_side, int orientation, int quality,
                         unsigned char **out, size_t *out_length, int *out_width, int *out_height) {
  *out = NULL;
  *out_length = 0;
  unsigned char *pixels = NULL;
  int width = 0, height = 0;
  int status = visor_jpeg_downscale_planes(buffer, length, max_side, orientation, quality, out, out_length, out_width,
                                           out_height);
  if (status <= 0) return status;
  status = visor_jpeg_decode_fit(buffer, length, max_side, orientation, &pixels, &width, &height);
  if (status != 0) return status;
  status = visor_jpeg_encode_rgb(pixels, width, height, quality, out, out_length);
  free(pixels);
  if (status != 0) return -1;
  *out_width = width;
  *out_height = height;
  return 0;
}

// MARK: Ingest without libvips

static unsigned int visor_exif_16(const unsigned char *at, int little) {
  return little ? (unsigned int)at[0] | (unsigned int)at[1] << 8 : (unsigned int)at[0] << 8 | at[1];
}

static uint32_t visor_exif_32(const unsigned char *at, int little) {
  return little ? (uint32_t)at[0] | (uint32_t)at[1] << 8 | (uint32_t)at[2] << 16 | (uint32_t)at[3] << 24
                : (uint32_t)at[0] << 24 | (uint32_t)at[1] << 16 | (uint32_t)at[2] << 8 | at[3];
}

// The Orientation (tag 0x0112 of IFD0) of an APP1 segment's "Exif\0\0" block: 1–8, or 1 when the
// tag is absent, out of range or the block is malformed (as libvips reads it: an unreadable EXIF block
// leaves the picture as stored).
static int visor_exif_orientation(const unsigned char *data, size_t length) {
  if (length < 6 + 8) return 1;
  const unsigned char *tiff = data + 6;
  size_t size = length - 6;
  int little;
  if (tiff[0] == 'I' && tiff[1] == 'I') little = 1;
  else if (tiff[0] == 'M' && tiff[1] == 'M') little = 0;
  else return 1;
  if (visor_exif_16(tiff + 2, little) != 42) return 1;
  uint32_t ifd = visor_exif_32(tiff + 4, little);
  if (ifd < 8 || ifd > size - 2) return 1;
  unsigned int count = visor_exif_16(tiff + ifd, little);
  for (unsigned int index = 0; index < count; index++) {
    size_t entry = (size_t)ifd + 2 + (size_t)index * 12;
    if (entry + 12 > size) break;
    if (visor_exif_16(tiff + entry, little) != 0x0112) continue;
    unsigned int type = visor_exif_16(tiff + entry + 2, little);
    uint32_t value = type == 3 ? visor_exif_16(tiff + entry + 8, little)
                     : type == 4 ? visor_exif_32(tiff + entry + 8, little)
                                 : 1;
    return value >= 1 && value <= 8 ? (int)value : 1;
  }
  return 1;
}

int visor_jpeg_ingest(const void *buffer, size_t length, long long max_pixels, int max_side, int quality,
                      unsigned char **out, size_t *out_length, int *out_width, int *out_height) {
  *out = NULL;
  *out_length = 0;
  if (max_side < 1 || length < 4) return 1;
  visor_jpeg_error error;
  struct jpeg_decompress_struct decoder;
  decoder.err = jpeg_std_error(&error.base);
  error.base.error_exit = visor_jpeg_fail;
  error.base.emit_message = visor_jpeg_message;
  error.base.output_message = visor_jpeg_silent;
  if (setjmp(error.escape)) {
    jpeg_destroy_decompress(&decoder);
    return -1;
  }
  jpeg_create_decompress(&decoder);
  jpeg_mem_src(&decoder, buffer, (unsigned long)length);
  jpeg_save_markers(&decoder, JPEG_APP0 + 1, 0xFFFF);
  jpeg_save_markers(&decoder, JPEG_APP0 + 2, 0xFFFF);
  jpeg_read_header(&decoder, TRUE);
  *out_width = (int)decoder.image_width;
  *out_height = (int)decoder.image_height;
  if ((long long)decoder.image_width * (long long)decoder.image_height > max_pixels) {
    jpeg_destroy_decompress(&decoder);
    return 2;
  }
  int plain = visor_jpeg_is_plain(&decoder), orientation = 1, blocks = 0;
  for (jpeg_saved_marker_ptr marker = decoder.marker_list; marker; marker = marker->next) {
    if (marker->marker == JPEG_APP0 + 1 && marker->data_length >= 6 && memcmp(marker->data, "Exif\0\0", 6) == 0) {
      orientation = visor_exif_orientation(marker->data, marker->data_length);
      blocks++;
    }
  }
  jpeg_destroy_decompress(&decoder);
  // Two EXIF blocks: which one counts is libvips' call.
  if (!plain || blocks > 1) return 1;
  return visor_jpeg_downscale(buffer, length, max_side, orientation, quality, out, out_length, out_width, out_height);
}

void visor_jpeg_free(unsigned char *buffer) { free(buffer); }
