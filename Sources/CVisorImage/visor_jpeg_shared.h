// What visor_jpeg.c (the packed-RGB path) and visor_jpeg_planes.c (the Y/Cb/Cr plane path) share:
// libjpeg's error handling, the triangle filter's taps and the sRGB profile check. Internal to
// libVisorImage.so (hidden), not part of its API table.
#ifndef VISOR_JPEG_SHARED_H
#define VISOR_JPEG_SHARED_H

#include <setjmp.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include <jpeglib.h>

#pragma GCC visibility push(hidden)

typedef struct visor_jpeg_error {
  struct jpeg_error_mgr base;
  jmp_buf escape;
} visor_jpeg_error;

/// error_exit: jumps to `escape`.
void visor_jpeg_fail(j_common_ptr info);
/// emit_message: a premature end of data fails (a truncated upload); other warnings are tolerated.
void visor_jpeg_message(j_common_ptr info, int level);
/// output_message: says nothing.
void visor_jpeg_silent(j_common_ptr info);

typedef struct visor_taps {
  int *start;       // first source index per output index
  int *count;       // number of taps per output index
  int16_t *weight;  // count weights per output index (fixed point, sum 1 << 14), `max_taps` apart
  int max_taps;
} visor_taps;

/// Triangle (linear) filter widened by the scale factor, `source` samples to `target`. 0 or -1.
int visor_taps_make(visor_taps *taps, int source, int target);
/// Pads every output's taps to exactly `width` (≤ source), shifting starts left where needed.
void visor_taps_pad(visor_taps *taps, int target, int source, int width);
void visor_taps_free(visor_taps *taps);

/// Whether an ICC profile is sRGB itself (converting it to sRGB changes nothing).
int visor_icc_is_srgb(const unsigned char *icc, size_t length);

/// Whether the header describes a plain photo this fast path takes (YCbCr or gray, no ICC profile or
/// an sRGB one). The APP2 markers must have been saved.
int visor_jpeg_is_plain(struct jpeg_decompress_struct *decoder);
/// The size that fits max_side with the picture's own aspect (at least 1×1).
void visor_jpeg_fit(int width, int height, int max_side, int *target_width, int *target_height);
/// The DCT scaling denominator: the smallest power-of-two size (1/1 to 1/8) still at least max_side.
unsigned int visor_jpeg_shrink(const struct jpeg_decompress_struct *decoder, int max_side);

/// The plane path of visor_jpeg_downscale for colour (YCbCr) JPEGs that need shrinking: 0 done,
/// 1 not such a JPEG (take the packed-RGB path), -1 damaged or truncated.
int visor_jpeg_downscale_planes(const void *buffer, size_t length, int max_side, int orientation, int quality,
                                unsigned char **out, size_t *out_length, int *out_width, int *out_height);

#pragma GCC visibility pop

#endif
