// The ingest fast path for colour JPEG photos that need shrinking: libjpeg-turbo hands over the Y, Cb
// and Cr planes as the file stores them (no colour conversion, no chroma upsampling), each plane is
// scaled row by row as the decoder delivers it, and the scaled planes are encoded as they are (4:2:0).
// Against going through packed RGB (visor_jpeg.c) this skips a colour conversion each way, filters
// half the samples, and never holds the decoded picture whole: a few rows per plane
// (docs/decisions/066-photos-scaled-as-planes.md).
#include <stdlib.h>
#include <string.h>

#include <jerror.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#include <xmmintrin.h>
#endif

#include "visor_jpeg_shared.h"

// The filters' loops compiled twice, for AVX2 (8-wide, and broadcasts and unaligned operands folded
// into one instruction) and for the baseline; the loader picks one for the processor it runs on.
#if defined(__x86_64__) && defined(__ELF__) && (defined(__clang__) || __GNUC__ >= 6)
#define VISOR_HOT __attribute__((target_clones("avx2", "default")))
#else
#define VISOR_HOT
#endif

// MARK: One plane's scaler

// Four output rows are made at once: the vertical filter gives each its row of floats, the rows are
// interleaved so that one vector holds the same column of all four, and the horizontal filter then
// runs with the four rows in a vector's lanes (every lane shares the column's taps).
enum { VISOR_LANES = 4 };

typedef struct visor_scaler {
  int source_width, source_height, target_width, target_height;
  int identity;          // same size: rows are copied
  visor_taps down;       // vertical taps per target row
  int *across_start;     // horizontal taps, padded to `across_taps` per target column
  float *across_weights;
  int across_taps;
  float *ring;           // the last `ring_rows` source rows as floats, row r at r % ring_rows
  int ring_rows;
  int received;          // source rows pushed
  int produced;          // target rows written
  float *sums;           // VISOR_LANES rows of `padded` floats: the vertical filter's output
  float *lanes;          // `padded` × VISOR_LANES floats: the same, interleaved
  int padded;            // source_width rounded up to a multiple of 4
  uint8_t *target;       // the scaled plane
  size_t target_stride;
} visor_scaler;

static void visor_scaler_free(visor_scaler *scaler) {
  visor_taps_free(&scaler->down);
  free(scaler->across_start);
  free(scaler->across_weights);
  free(scaler->ring);
  free(scaler->sums);
  free(scaler->lanes);
  free(scaler->target);
  memset(scaler, 0, sizeof(*scaler));
}

// The end (one past the last source row) of target row `row`'s window.
static int visor_scaler_end(const visor_scaler *scaler, int row) {
  return scaler->down.start[row] + scaler->down.count[row];
}

// Rows of the target plane are allocated up to a multiple of 16 and `stride` wide, so the encoder
// can read whole blocks (the padding is filled by visor_plane_pad).
static int visor_scaler_make(visor_scaler *scaler, int source_width, int source_height, int target_width,
                             int target_height) {
  memset(scaler, 0, sizeof(*scaler));
  scaler->source_width = source_width;
  scaler->source_height = source_height;
  scaler->target_width = target_width;
  scaler->target_height = target_height;
  scaler->target_stride = ((size_t)target_width + 31) & ~(size_t)15;
  scaler->target = malloc(scaler->target_stride * (((size_t)target_height + 15) & ~(size_t)15));
  if (!scaler->target) return -1;
  scaler->identity = source_width == target_width && source_height == target_height;
  if (scaler->identity) return 0;

  visor_taps across = {0};
  if (visor_taps_make(&scaler->down, source_height, target_height) ||
      visor_taps_make(&across, source_width, target_width)) {
    visor_taps_free(&across);
    return -1;
  }
  int taps = 0;
  for (int column = 0; column < target_width; column++) {
    if (across.count[column] > taps) taps = across.count[column];
  }
  if (taps > source_width) taps = source_width;
  visor_taps_pad(&across, target_width, source_width, taps);
  scaler->across_taps = taps;
  scaler->across_start = malloc(sizeof(int) * target_width);
  scaler->across_weights = malloc(sizeof(float) * target_width * taps);
  if (!scaler->across_start || !scaler->across_weights) {
    visor_taps_free(&across);
    return -1;
  }
  for (int column = 0; column < target_width; column++) {
    scaler->across_start[column] = across.start[column];
    for (int tap = 0; tap < taps; tap++) {
      scaler->across_weights[column * taps + tap] = across.weight[column * across.max_taps + tap] * (1.0f / 16384);
    }
  }
  visor_taps_free(&across);

  // The ring holds every row a group of four target rows reads, from the group's first start to the
  // furthest end seen so far (a group is made as soon as its last row arrives).
  int span = 1, furthest = 0;
  for (int row = 0; row < target_height; row += VISOR_LANES) {
    int last = row + VISOR_LANES - 1 < target_height ? row + VISOR_LANES - 1 : target_height - 1;
    for (int member = row; member <= last; member++) {
      if (visor_scaler_end(scaler, member) > furthest) furthest = visor_scaler_end(scaler, member);
    }
    if (furthest - scaler->down.start[row] > span) span = furthest - scaler->down.start[row];
  }
  scaler->ring_rows = span + 1;
  scaler->padded = (source_width + 3) & ~3;
  scaler->ring = malloc(sizeof(float) * scaler->ring_rows * scaler->padded);
  scaler->sums = malloc(sizeof(float) * VISOR_LANES * scaler->padded);
  scaler->lanes = malloc(sizeof(float) * VISOR_LANES * scaler->padded);
  if (!scaler->ring || !scaler->sums || !scaler->lanes) return -1;
  return 0;
}

// The vertical filter for target row `row` into `sums` (source_width floats).
VISOR_HOT static void visor_scaler_down(const visor_scaler *scaler, int row, float *restrict sums) {
  const int16_t *weights = scaler->down.weight + (size_t)row * scaler->down.max_taps;
  int width = scaler->source_width;
  for (int tap = 0; tap < scaler->down.count[row]; tap++) {
    int source_row = scaler->down.start[row] + tap;
    const float *restrict in = scaler->ring + (size_t)(source_row % scaler->ring_rows) * scaler->padded;
    float weight = weights[tap] * (1.0f / 16384);
    if (tap == 0) {
      for (int index = 0; index < width; index++) sums[index] = in[index] * weight;
    } else {
      for (int index = 0; index < width; index++) sums[index] += in[index] * weight;
    }
  }
  for (int index = width; index < scaler->padded; index++) sums[index] = 0;
}

static uint8_t visor_plane_byte(float value) {
  return value <= 0 ? 0 : value >= 255 ? 255 : (uint8_t)(value + 0.5f);
}

// Makes target rows first..first+count-1 (count ≤ 4) from the ring.
VISOR_HOT static void visor_scaler_group(visor_scaler *scaler, int first, int count) {
  int padded = scaler->padded;
  for (int lane = 0; lane < VISOR_LANES; lane++) {
    // Missing rows of the last group repeat its last row; they are not written.
    visor_scaler_down(scaler, first + (lane < count ? lane : count - 1), scaler->sums + (size_t)lane * padded);
  }
  const float *s0 = scaler->sums, *s1 = s0 + padded, *s2 = s1 + padded, *s3 = s2 + padded;
  float *lanes = scaler->lanes;
  uint8_t *rows[VISOR_LANES];
  for (int lane = 0; lane < VISOR_LANES; lane++) {
    rows[lane] = scaler->target + (size_t)(first + (lane < count ? lane : count - 1)) * scaler->target_stride;
  }
  int taps = scaler->across_taps;
  const int *start = scaler->across_start;
  const float *weights = scaler->across_weights;
  int width = scaler->target_width;
  int column = 0;
#if defined(__SSE2__)
  for (int index = 0; index < padded; index += 4) {
    __m128 a = _mm_loadu_ps(s0 + index), b = _mm_loadu_ps(s1 + index);
    __m128 c = _mm_loadu_ps(s2 + index), d = _mm_loadu_ps(s3 + index);
    _MM_TRANSPOSE4_PS(a, b, c, d);
    _mm_storeu_ps(lanes + index * 4, a);
    _mm_storeu_ps(lanes + index * 4 + 4, b);
    _mm_storeu_ps(lanes + index * 4 + 8, c);
    _mm_storeu_ps(lanes + index * 4 + 12, d);
  }
  const __m128 half = _mm_set1_ps(0.5f);
  for (; column + 4 <= width; column += 4) {
    __m128 sum[4];
    // A constant tap count for the common reductions, so the loop unrolls.
#define VISOR_ACROSS(TAPS)                                                                                    \
  for (int step = 0; step < 4; step++) {                                                                      \
    const float *w = weights + (size_t)(column + step) * taps;                                                \
    const float *pixel = lanes + (size_t)start[column + step] * 4;                                            \
    __m128 total = half;                                                                                      \
    for (int tap = 0; tap < (TAPS); tap++) {                                                                  \
      total = _mm_add_ps(total, _mm_mul_ps(_mm_loadu_ps(pixel + tap * 4), _mm_set1_ps(w[tap])));              \
    }                                                                                                         \
    sum[step] = total;                                                                                        \
  }
    switch (taps) {
    case 3: VISOR_ACROSS(3) break;
    case 4: VISOR_ACROSS(4) break;
    case 5: VISOR_ACROSS(5) break;
    default: VISOR_ACROSS(taps) break;
    }
#undef VISOR_ACROSS
    // Columns in lanes → rows in lanes, then four bytes per row.
    _MM_TRANSPOSE4_PS(sum[0], sum[1], sum[2], sum[3]);
    __m128i low = _mm_packs_epi32(_mm_cvttps_epi32(sum[0]), _mm_cvttps_epi32(sum[1]));
    __m128i high = _mm_packs_epi32(_mm_cvttps_epi32(sum[2]), _mm_cvttps_epi32(sum[3]));
    __m128i bytes = _mm_packus_epi16(low, high);
    for (int lane = 0; lane < VISOR_LANES; lane++) {
      int packed = _mm_cvtsi128_si32(bytes);
      memcpy(rows[lane] + column, &packed, 4);
      bytes = _mm_srli_si128(bytes, 4);
    }
  }
#else
  for (int index = 0; index < padded; index++) {
    lanes[index * 4] = s0[index];
    lanes[index * 4 + 1] = s1[index];
    lanes[index * 4 + 2] = s2[index];
    lanes[index * 4 + 3] = s3[index];
  }
#endif
  for (; column < width; column++) {
    const float *w = weights + (size_t)column * taps;
    const float *pixel = lanes + (size_t)start[column] * 4;
    float total[VISOR_LANES] = {0};
    for (int tap = 0; tap < taps; tap++) {
      for (int lane = 0; lane < VISOR_LANES; lane++) total[lane] += pixel[tap * 4 + lane] * w[tap];
    }
    for (int lane = 0; lane < VISOR_LANES; lane++) rows[lane][column] = visor_plane_byte(total[lane]);
  }
  // The repeated rows of a short group were written over the last real row with the same values.
}

// Takes the next source row; makes every target row whose window is now complete.
static void visor_scaler_push(visor_scaler *scaler, const uint8_t *row) {
  if (scaler->identity) {
    if (scaler->received < scaler->target_height) {
      memcpy(scaler->target + (size_t)scaler->received * scaler->target_stride, row, scaler->source_width);
    }
    scaler->received++;
    scaler->produced = scaler->received;
    return;
  }
  if (scaler->received >= scaler->source_height) return;
  // Each row is made float once; the vertical filter reads it for every target row it reaches.
  float *restrict slot = scaler->ring + (size_t)(scaler->received % scaler->ring_rows) * scaler->padded;
  for (int index = 0; index < scaler->source_width; index++) slot[index] = row[index];
  scaler->received++;
  while (scaler->produced < scaler->target_height) {
    int count = scaler->target_height - scaler->produced < VISOR_LANES ? scaler->target_height - scaler->produced
                                                                       : VISOR_LANES;
    for (int member = 0; member < count; member++) {
      if (visor_scaler_end(scaler, scaler->produced + member) > scaler->received) return;
    }
    visor_scaler_group(scaler, scaler->produced, count);
    scaler->produced += count;
  }
}

// MARK: One decoded plane

// A plane as the decoder delivers it. Chroma decoded at least twice the size it is encoded at is first
// halved with a 2×2 box (the rows come in pairs), which is exact for the 4:2:0 chroma the decoder
// scaled up with its IDCT and halves the filter's work.
typedef struct visor_plane {
  int width, height;  // as decoded
  int halve;
  uint8_t *pair;      // halve: a copy of the first row of a pair, then the halved row
  const uint8_t *first;  // the first row of the pending pair (in the decoder's buffer, or `pair`)
  int borrow;         // the decoder's rows of a call come in whole pairs: the first need not be copied
  int rows;           // rows taken so far
  visor_scaler scaler;
} visor_plane;

static int visor_plane_make(visor_plane *plane, int width, int height, int target_width, int target_height,
                            int rows_per_call) {
  memset(plane, 0, sizeof(*plane));
  plane->borrow = rows_per_call % 2 == 0;
  plane->width = width;
  plane->height = height;
  plane->halve = width >= 2 * target_width && height >= 2 * target_height && width > 1 && height > 1;
  int source_width = plane->halve ? (width + 1) / 2 : width;
  int source_height = plane->halve ? (height + 1) / 2 : height;
  if (plane->halve) {
    plane->pair = malloc((size_t)width + (size_t)source_width);
    if (!plane->pair) return -1;
  }
  return visor_scaler_make(&plane->scaler, source_width, source_height, target_width, target_height);
}

static void visor_plane_free(visor_plane *plane) {
  free(plane->pair);
  visor_scaler_free(&plane->scaler);
}

static void visor_plane_halve(const uint8_t *restrict top, const uint8_t *restrict bottom, uint8_t *restrict out,
                              int width) {
  int pairs = width / 2;
  int index = 0;
#if defined(__SSE2__)
  // Eight outputs from sixteen samples of each row: even and odd samples as 16-bit lanes, summed.
  const __m128i low_bytes = _mm_set1_epi16(0x00FF), two = _mm_set1_epi16(2);
  for (; index + 8 <= pairs; index += 8) {
    __m128i upper = _mm_loadu_si128((const __m128i *)(top + 2 * index));
    __m128i lower = _mm_loadu_si128((const __m128i *)(bottom + 2 * index));
    __m128i sum = _mm_add_epi16(_mm_and_si128(upper, low_bytes), _mm_srli_epi16(upper, 8));
    sum = _mm_add_epi16(sum, _mm_add_epi16(_mm_and_si128(lower, low_bytes), _mm_srli_epi16(lower, 8)));
    sum = _mm_srli_epi16(_mm_add_epi16(sum, two), 2);
    _mm_storel_epi64((__m128i *)(out + index), _mm_packus_epi16(sum, sum));
  }
#endif
  for (; index < pairs; index++) {
    out[index] = (uint8_t)((top[2 * index] + top[2 * index + 1] + bottom[2 * index] + bottom[2 * index + 1] + 2) >> 2);
  }
  if (width & 1) out[pairs] = (uint8_t)((top[width - 1] + bottom[width - 1] + 1) >> 1);
}

static void visor_plane_push(visor_plane *plane, const uint8_t *row) {
  if (plane->rows >= plane->height) return;
  plane->rows++;
  if (!plane->halve) {
    visor_scaler_push(&plane->scaler, row);
    return;
  }
  uint8_t *halved = plane->pair + plane->width;
  if (plane->rows % 2 == 1 && plane->rows < plane->height) {
    if (plane->borrow) {
      plane->first = row;
    } else {
      memcpy(plane->pair, row, plane->width);
      plane->first = plane->pair;
    }
    return;
  }
  // The second of a pair, or an odd last row paired with itself.
  visor_plane_halve(plane->rows % 2 == 0 ? plane->first : row, row, halved, plane->width);
  visor_scaler_push(&plane->scaler, halved);
}

// MARK: Orientation and padding

// A new plane (stride and rows padded like a scaler's target) with EXIF orientation 2–8 applied.
static uint8_t *visor_plane_orient(const uint8_t *source, size_t source_stride, int width, int height,
                                   int orientation, int *out_width, int *out_height, size_t *out_stride) {
  int swaps = orientation >= 5;
  int new_width = swaps ? height : width, new_height = swaps ? width : height;
  size_t stride = ((size_t)new_width + 31) & ~(size_t)15;
  uint8_t *target = malloc(stride * (((size_t)new_height + 15) & ~(size_t)15));
  if (!target) return NULL;
  // 32×32 tiles keep the column-wise reads of 90° rotations in cache.
  for (int tile_y = 0; tile_y < new_height; tile_y += 32) {
    for (int tile_x = 0; tile_x < new_width; tile_x += 32) {
      int end_y = tile_y + 32 < new_height ? tile_y + 32 : new_height;
      int end_x = tile_x + 32 < new_width ? tile_x + 32 : new_width;
      for (int y = tile_y; y < end_y; y++) {
        uint8_t *out = target + (size_t)y * stride;
        for (int x = tile_x; x < end_x; x++) {
          int sx, sy;  // the source sample shown at (x, y) upright
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
          out[x] = source[(size_t)sy * source_stride + sx];
        }
      }
    }
  }
  *out_width = new_width;
  *out_height = new_height;
  *out_stride = stride;
  return target;
}

// Repeats the last column into the row padding the encoder reads as whole blocks.
static void visor_plane_pad(uint8_t *plane, size_t stride, int width, int height) {
  for (int y = 0; y < height; y++) {
    uint8_t *row = plane + (size_t)y * stride;
    memset(row + width, row[width - 1], stride - (size_t)width);
  }
}

// MARK: Encoding

// Baseline JPEG, 4:2:0, no metadata, from a Y plane of width×height and Cb, Cr planes of half that
// (rounded up). Returns NULL on failure (free with free()).
static unsigned char *visor_jpeg_encode_planes(uint8_t *const planes[3], const size_t strides[3], int width,
                                               int height, int quality, size_t *length) {
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
  encoder.in_color_space = JCS_YCbCr;
  jpeg_set_defaults(&encoder);  // YCbCr, luma 2×2 and chroma 1×1: 4:2:0
  jpeg_set_quality(&encoder, quality < 1 ? 1 : quality > 100 ? 100 : quality, TRUE);
  encoder.raw_data_in = TRUE;
  jpeg_start_compress(&encoder, TRUE);
  int chroma_height = (height + 1) / 2;
  JSAMPROW luma[16], blue[8], red[8];
  JSAMPARRAY rows[3] = {luma, blue, red};
  while (encoder.next_scanline < encoder.image_height) {
    int first = (int)encoder.next_scanline;
    // Rows past the bottom repeat the last one (the encoder reads whole blocks).
    for (int index = 0; index < 16; index++) {
      int row = first + index < height ? first + index : height - 1;
      luma[index] = planes[0] + (size_t)row * strides[0];
    }
    for (int index = 0; index < 8; index++) {
      int row = first / 2 + index < chroma_height ? first / 2 + index : chroma_height - 1;
      blue[index] = planes[1] + (size_t)row * strides[1];
      red[index] = planes[2] + (size_t)row * strides[2];
    }
    jpeg_write_raw_data(&encoder, rows, 16);
  }
  jpeg_finish_compress(&encoder);
  jpeg_destroy_compress(&encoder);
  *length = encoded_length;
  return encoded;
}

// MARK: Entry point

int visor_jpeg_downscale_planes(const void *buffer, size_t length, int max_side, int orientation, int quality,
                                unsigned char **out, size_t *out_length, int *out_width, int *out_height) {
  *out = NULL;
  *out_length = 0;
  if (max_side < 1 || length < 4) return 1;

  visor_jpeg_error error;
  struct jpeg_decompress_struct decoder;
  visor_plane planes[3];
  memset(planes, 0, sizeof(planes));
  JSAMPROW *volatile rows = NULL;
  uint8_t *volatile samples = NULL;
  decoder.err = jpeg_std_error(&error.base);
  error.base.error_exit = visor_jpeg_fail;
  error.base.emit_message = visor_jpeg_message;
  error.base.output_message = visor_jpeg_silent;
  if (setjmp(error.escape)) {
    jpeg_destroy_decompress(&decoder);
    for (int index = 0; index < 3; index++) visor_plane_free(&planes[index]);
    free(rows);
    free(samples);
    return -1;
  }
  jpeg_create_decompress(&decoder);
  jpeg_mem_src(&decoder, buffer, (unsigned long)length);
  jpeg_save_markers(&decoder, JPEG_APP0 + 2, 0xFFFF);
  jpeg_read_header(&decoder, TRUE);
  int long_side = decoder.image_width > decoder.image_height ? (int)decoder.image_width : (int)decoder.image_height;
  if (decoder.jpeg_color_space != JCS_YCbCr || decoder.num_components != 3 || !visor_jpeg_is_plain(&decoder) ||
      long_side <= max_side) {
    // Gray pictures and those kept at their size take the packed-RGB path.
    jpeg_destroy_decompress(&decoder);
    return 1;
  }
  decoder.scale_num = 1;
  decoder.scale_denom = visor_jpeg_shrink(&decoder, max_side);
  decoder.raw_data_out = TRUE;
  jpeg_start_decompress(&decoder);

  int width = (int)decoder.output_width, height = (int)decoder.output_height;
  int target_width = width, target_height = height;
  if ((width > height ? width : height) > max_side) {
    visor_jpeg_fit((int)decoder.image_width, (int)decoder.image_height, max_side, &target_width, &target_height);
  }
  // Chroma is encoded at half the size (4:2:0), rounded up.
  int plane_widths[3] = {target_width, (target_width + 1) / 2, (target_width + 1) / 2};
  int plane_heights[3] = {target_height, (target_height + 1) / 2, (target_height + 1) / 2};

  // The decoder's row buffers: per component, v_samp × scaled-DCT rows a call, whole blocks wide.
  int per_call[3], row_width[3], total_rows = 0;
  size_t total_samples = 0;
  for (int index = 0; index < 3; index++) {
    jpeg_component_info *component = &decoder.comp_info[index];
    per_call[index] = component->v_samp_factor * component->DCT_scaled_size;
    row_width[index] = (int)component->width_in_blocks * component->DCT_scaled_size;
    total_rows += per_call[index];
    total_samples += (size_t)per_call[index] * row_width[index];
    if (visor_plane_make(&planes[index], (int)component->downsampled_width, (int)component->downsampled_height,
                         plane_widths[index], plane_heights[index], per_call[index])) {
      longjmp(error.escape, 1);
    }
  }
  rows = malloc(sizeof(JSAMPROW) * total_rows);
  samples = malloc(total_samples);
  if (!rows || !samples) longjmp(error.escape, 1);
  JSAMPARRAY arrays[3];
  {
    JSAMPROW *row = rows;
    uint8_t *sample = samples;
    for (int index = 0; index < 3; index++) {
      arrays[index] = row;
      for (int line = 0; line < per_call[index]; line++) {
        *row++ = sample;
        sample += row_width[index];
      }
    }
  }
  int lines = decoder.max_v_samp_factor * decoder.min_DCT_scaled_size;
  while (decoder.output_scanline < decoder.output_height) {
    if (jpeg_read_raw_data(&decoder, arrays, (JDIMENSION)lines) == 0) longjmp(error.escape, 1);
    for (int index = 0; index < 3; index++) {
      for (int line = 0; line < per_call[index]; line++) visor_plane_push(&planes[index], arrays[index][line]);
    }
  }
  jpeg_finish_decompress(&decoder);
  jpeg_destroy_decompress(&decoder);
  free(rows);
  rows = NULL;
  free(samples);
  samples = NULL;

  // Upright, padded, encoded.
  uint8_t *finals[3] = {NULL, NULL, NULL};
  size_t strides[3];
  int final_width = target_width, final_height = target_height, status = 0;
  for (int index = 0; index < 3; index++) {
    visor_scaler *scaler = &planes[index].scaler;
    if (scaler->produced < scaler->target_height) status = -1;  // the decoder stopped short
    int plane_width = scaler->target_width, plane_height = scaler->target_height;
    if (status == 0 && orientation >= 2 && orientation <= 8) {
      finals[index] = visor_plane_orient(scaler->target, scaler->target_stride, plane_width, plane_height,
                                         orientation, &plane_width, &plane_height, &strides[index]);
      if (!finals[index]) status = -1;
    } else {
      finals[index] = scaler->target;
      strides[index] = scaler->target_stride;
      scaler->target = NULL;
    }
    if (finals[index]) visor_plane_pad(finals[index], strides[index], plane_width, plane_height);
    if (index == 0) {
      final_width = plane_width;
      final_height = plane_height;
    }
    visor_plane_free(&planes[index]);
  }
  unsigned char *encoded = NULL;
  if (status == 0) encoded = visor_jpeg_encode_planes(finals, strides, final_width, final_height, quality, out_length);
  for (int index = 0; index < 3; index++) free(finals[index]);
  if (!encoded) return -1;
  *out = encoded;
  *out_width = final_width;
  *out_height = final_height;
  return 0;
}
