// The table of functions the VisorImage plugin (libVisorImage.so, target CVisorImage) exports.
//
// libvips maps about sixty shared libraries (glib, librsvg, OpenEXR, HDF5, poppler's helpers …): about
// 13 MB of an idle server's resident memory, for a server that may not see a photo for hours. Swift
// therefore never links CVisorImage: VisorMedia opens the plugin when the first image is ingested or
// encoded (NativePlugin.open("VisorImage")), looks up `visor_image_get_api` and calls through the table
// it returns (docs/decisions/007-lazy-native-plugins.md). This header holds only plain C types.
#ifndef VISOR_IMAGE_API_H
#define VISOR_IMAGE_API_H

#include <stddef.h>

/// Bumped whenever the table or a signature changes; Swift refuses a plugin of another version.
#define VISOR_IMAGE_API_VERSION 3

/// A libvips image; owned by the caller of the function that returned it, released with `unref`.
typedef struct _VipsImage VipsImage;

/// The plugin's functions: the `visor_vips_*` façade over libvips and the libjpeg-turbo fast path.
/// Functions returning `int` answer 0 on success; on failure `error_copy` holds libvips' detail text
/// (for logs; never pixels). Every function is thread-safe once `init` has answered 0.
typedef struct visor_image_api {
  /// VISOR_IMAGE_API_VERSION of the plugin.
  int version;

  /// Starts libvips once (warnings silenced, the operation cache off, untrusted loaders blocked).
  int (*start)(void);
  char *(*error_copy)(void);
  void (*error_clear)(void);
  /// Releases a buffer or string the plugin returned (g_free).
  void (*free_buffer)(void *pointer);
  void (*unref)(VipsImage *image);

  /// The name of the loader that recognises the bytes, or NULL.
  const char *(*find_loader)(const void *buffer, size_t length);
  /// Opens the header only; the bytes must stay alive while the image is used.
  int (*open)(const void *buffer, size_t length, int fail_on, int sequential, VipsImage **out);

  int (*width)(VipsImage *image);
  int (*height)(VipsImage *image);
  int (*bands)(VipsImage *image);
  int (*orientation)(VipsImage *image);
  int (*orientation_swaps)(VipsImage *image);
  int (*has_icc)(VipsImage *image);
  /// The image's metadata field names, NULL-terminated; released with `strfreev`.
  char **(*fields)(VipsImage *image);
  void (*strfreev)(char **fields);

  int (*thumbnail)(
    const void *buffer, size_t length, int width, int height, int size, int crop_centre, int to_srgb,
    int fail_on, VipsImage **out);
  /// A plain JPEG decoded DCT-scaled and re-encoded by libjpeg-turbo: 0 done, > 0 not a plain JPEG
  /// (use libvips), < 0 damaged. `*out` is released with `jpeg_free`.
  int (*jpeg_downscale)(
    const void *buffer, size_t length, int max_side, int orientation, int quality, unsigned char **out,
    size_t *out_length, int *out_width, int *out_height);
  void (*jpeg_free)(unsigned char *buffer);

  int (*autorotate)(VipsImage *in, VipsImage **out);
  int (*extract)(VipsImage *in, int left, int top, int width, int height, VipsImage **out);
  int (*to_srgb8)(VipsImage *in, VipsImage **out);
  int (*jpeg)(VipsImage *in, int quality, void **buffer, size_t *length);
  int (*pixels)(VipsImage *in, void **buffer, size_t *length);
  int (*from_pixels)(const void *pixels, int width, int height, int bands, VipsImage **out);
  int (*save)(VipsImage *in, const char *format, int quality, void **buffer, size_t *length);
  int (*icc_from_srgb)(VipsImage *in, const char *profile, VipsImage **out);
  void (*set_int)(VipsImage *image, const char *name, int value);

  // Version 2: ingest keeps the decoded pixels, so the analysis reads them instead of decoding the
  // stored JPEG again (issue 14).
  /// `jpeg_downscale` without the encoding: the upright, shrunk picture as packed RGB
  /// (width × height × 3) in `*out`, released with `jpeg_free`. Same statuses.
  int (*jpeg_decode_fit)(
    const void *buffer, size_t length, int max_side, int orientation, unsigned char **out, int *out_width,
    int *out_height);
  /// Packed RGB to a baseline JPEG without metadata, released with `jpeg_free`: 0 done, -1 failed.
  int (*jpeg_encode_rgb)(
    const unsigned char *rgb, int width, int height, int quality, unsigned char **out, size_t *out_length);

  // Version 3: a plain JPEG is ingested without libvips opening it first (decision 066).
  /// `jpeg_downscale` that reads the header itself: the pixel limit and the EXIF orientation. 0 done;
  /// 1 not a plain JPEG (use libvips); 2 more than `max_pixels` (its size in `*out_width`,
  /// `*out_height`); < 0 damaged.
  int (*jpeg_ingest)(
    const void *buffer, size_t length, long long max_pixels, int max_side, int quality, unsigned char **out,
    size_t *out_length, int *out_width, int *out_height);
} visor_image_api;

/// The one symbol libVisorImage.so exports.
typedef const visor_image_api *(*visor_image_get_api_function)(void);

#endif
