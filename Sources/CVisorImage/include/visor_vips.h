// A small C façade over libvips for VisorMedia.
//
// libvips' API is mostly variadic and its headers need glib's include paths; this header exposes only
// plain C types so Swift never has to see glib. Every function that creates an image returns 0 on
// success and -1 on failure (the reason is in visor_vips_error_copy()).
#ifndef VISOR_VIPS_H
#define VISOR_VIPS_H

#include <stddef.h>

/// An opaque libvips image (a GObject; release with visor_vips_unref).
typedef struct _VipsImage VipsImage;

/// Starts libvips once (thread-safe, idempotent): operation cache off, untrusted loaders blocked.
/// Returns 0 on success.
int visor_vips_init(void);

/// A copy of libvips' error buffer (free with visor_vips_free), then clears it.
char *visor_vips_error_copy(void);
void visor_vips_error_clear(void);
void visor_vips_free(void *pointer);
void visor_vips_unref(VipsImage *image);

/// The nickname of the loader that would open the buffer ("jpegload_buffer", ...), or NULL.
const char *visor_vips_find_loader(const void *buffer, size_t length);

/// Opens the buffer lazily: reads the header only. The buffer must outlive the image.
/// fail_on: 0 none, 1 truncated, 2 error, 3 warning. sequential: 1 for top-to-bottom reads only
/// (less memory), 0 when the pixels will be rotated or read out of order.
int visor_vips_open(const void *buffer, size_t length, int fail_on, int sequential, VipsImage **out);

int visor_vips_width(VipsImage *image);
int visor_vips_height(VipsImage *image);
int visor_vips_bands(VipsImage *image);
/// 1 when the EXIF orientation swaps width and height (5–8).
int visor_vips_orientation_swaps(VipsImage *image);
/// 1 when the image carries an ICC profile.
int visor_vips_has_icc(VipsImage *image);
/// NULL-terminated list of metadata field names (free with visor_vips_strfreev).
char **visor_vips_fields(VipsImage *image);
void visor_vips_strfreev(char **fields);

/// Decodes, applies EXIF orientation and shrinks to fit width×height.
/// size: 0 both (up or down), 1 down only, 2 force. crop_centre: crop to exactly width×height.
/// to_srgb: convert an embedded ICC profile to sRGB. The buffer must outlive the image.
int visor_vips_thumbnail(
  const void *buffer, size_t length, int width, int height, int size, int crop_centre, int to_srgb,
  int fail_on, VipsImage **out);

/// The fast path for plain JPEG photos (YCbCr or gray, no ICC profile), straight on libjpeg-turbo:
/// decode with DCT scaling to the smallest power-of-two size still at least `max_side`, shrink the
/// rest with an antialiasing triangle filter, apply EXIF `orientation` (1–8, from the header), and
/// encode a baseline JPEG of `quality` without metadata. Returns 0 with the JPEG in `*out` (free with
/// visor_jpeg_free), 1 when the file is not such a JPEG (use the libvips path), -1 when it is damaged
/// or truncated. Twice as fast as vips_thumbnail + jpegsave on phone photos.
int visor_jpeg_downscale(const void *buffer, size_t length, int max_side, int orientation, int quality,
                         unsigned char **out, size_t *out_length, int *out_width, int *out_height);
void visor_jpeg_free(unsigned char *buffer);
/// visor_jpeg_downscale with the header read here instead of by libvips: the pixel limit and the
/// EXIF orientation too. 0 done; 1 not a plain JPEG (use libvips); 2 more than `max_pixels` (its size
/// in `*out_width`, `*out_height`); -1 damaged or truncated.
int visor_jpeg_ingest(const void *buffer, size_t length, long long max_pixels, int max_side, int quality,
                      unsigned char **out, size_t *out_length, int *out_width, int *out_height);
/// The decoding half of visor_jpeg_downscale: the upright, shrunk picture as packed RGB in `*out`
/// (width × height × 3 bytes; free with visor_jpeg_free). Same statuses.
int visor_jpeg_decode_fit(const void *buffer, size_t length, int max_side, int orientation, unsigned char **out,
                          int *out_width, int *out_height);
/// The encoding half: packed RGB to a baseline JPEG of `quality` without metadata (free with
/// visor_jpeg_free). 0 done, -1 failed.
int visor_jpeg_encode_rgb(const unsigned char *rgb, int width, int height, int quality, unsigned char **out,
                          size_t *out_length);
/// The EXIF orientation (1–8; 1 when absent).
int visor_vips_orientation(VipsImage *image);

/// Applies the EXIF orientation tag (a no-op without one).
int visor_vips_autorotate(VipsImage *in, VipsImage **out);
/// Cuts out a rectangle (must lie inside the image).
int visor_vips_extract(VipsImage *in, int left, int top, int width, int height, VipsImage **out);
/// Flattens alpha onto white, converts to 3-band 8-bit sRGB.
int visor_vips_to_srgb8(VipsImage *in, VipsImage **out);

/// Encodes baseline JPEG with all metadata stripped. *buffer is freed with visor_vips_free.
int visor_vips_jpeg(VipsImage *in, int quality, void **buffer, size_t *length);
/// Renders the pixels into memory (packed, band-interleaved). *buffer is freed with visor_vips_free.
int visor_vips_pixels(VipsImage *in, void **buffer, size_t *length);

/// Builds a w×h uchar image with the given bands and fills from packed bytes (copied). For tests.
int visor_vips_from_pixels(const void *pixels, int width, int height, int bands, VipsImage **out);
/// Saves as "png", "webp", "gif", "heif" or "jpeg" (metadata kept). For tests and fixtures.
int visor_vips_save(VipsImage *in, const char *format, int quality, void **buffer, size_t *length);
/// Converts sRGB pixels to a built-in or file ICC profile ("p3", "cmyk", a path) and embeds it. For tests.
int visor_vips_icc_from_srgb(VipsImage *in, const char *profile, VipsImage **out);
/// Sets an integer metadata field (e.g. "orientation"). For tests.
void visor_vips_set_int(VipsImage *image, const char *name, int value);

#endif
