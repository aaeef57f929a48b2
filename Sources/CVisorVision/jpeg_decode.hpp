// Internal: a direct libjpeg-turbo decoder for the common case (see jpeg_decode.cpp).
#pragma once

#include <opencv2/core.hpp>

#include <cstddef>
#include <cstdint>

namespace visor_jpeg {
/// Whether the bytes start like a JPEG (SOI marker).
bool is_jpeg(const uint8_t *bytes, size_t len);

/// The image size in the JPEG header (before EXIF orientation), or false.
bool jpeg_size(const uint8_t *bytes, size_t len, int *width, int *height);

/// Decodes a JPEG into packed RGB at 1/`scale_denom` size (1, 2, 4 or 8: libjpeg's DCT scaling),
/// turned upright by its EXIF orientation. Empty when libjpeg cannot decode it to RGB (CMYK, corrupt
/// data …): callers then fall back to libvips.
cv::Mat decode_rgb(const uint8_t *bytes, size_t len, int scale_denom);
}  // namespace visor_jpeg
