// JPEG → RGB with libjpeg-turbo directly: for the small photos a classifier needs, libvips' pipeline
// (header, autorotate, colourspace, cast, threaded write to memory) costs several times the decode.
#include "jpeg_decode.hpp"

#include <opencv2/core.hpp>

#include <csetjmp>
#include <cstdio>
#include <cstring>

#include <jpeglib.h>

namespace visor_jpeg {
namespace {

struct ErrorManager {
  jpeg_error_mgr base;
  std::jmp_buf jump;
};

void on_error(j_common_ptr info) { std::longjmp(reinterpret_cast<ErrorManager *>(info->err)->jump, 1); }
// A warning means corrupt or truncated data: give up, so the caller falls back to libvips, which
// refuses such files (fail_on = error) exactly as before this fast path existed. Trace messages are ignored.
void on_message(j_common_ptr info, int level) {
  if (level < 0) std::longjmp(reinterpret_cast<ErrorManager *>(info->err)->jump, 1);
}

uint16_t read16(const uint8_t *p, bool little) { return little ? uint16_t(p[0] | p[1] << 8) : uint16_t(p[0] << 8 | p[1]); }
uint32_t read32(const uint8_t *p, bool little) {
  return little ? uint32_t(p[0] | p[1] << 8 | p[2] << 16 | uint32_t(p[3]) << 24)
                : uint32_t(uint32_t(p[0]) << 24 | p[1] << 16 | p[2] << 8 | p[3]);
}

/// EXIF orientation (1…8) from an APP1 marker's data, 1 when absent or malformed.
int exif_orientation(const jpeg_saved_marker_ptr markers) {
  for (jpeg_saved_marker_ptr m = markers; m != nullptr; m = m->next) {
    if (m->marker != JPEG_APP0 + 1 || m->data_length < 14 || std::memcmp(m->data, "Exif\0\0", 6) != 0) continue;
    const uint8_t *tiff = m->data + 6;
    const size_t size = m->data_length - 6;
    const bool little = tiff[0] == 'I' && tiff[1] == 'I';
    if (!little && !(tiff[0] == 'M' && tiff[1] == 'M')) return 1;
    const uint32_t ifd = read32(tiff + 4, little);
    if (ifd + 2 > size) return 1;
    const int entries = read16(tiff + ifd, little);
    for (int i = 0; i < entries; ++i) {
      const size_t at = ifd + 2 + size_t(i) * 12;
      if (at + 12 > size) return 1;
      if (read16(tiff + at, little) == 0x0112) {
        const int value = read16(tiff + at + 8, little);
        return value >= 1 && value <= 8 ? value : 1;
      }
    }
    return 1;
  }
  return 1;
}

cv::Mat upright(const cv::Mat &image, int orientation) {
  cv::Mat out;
  switch (orientation) {
    case 2: cv::flip(image, out, 1); return out;
    case 3: cv::rotate(image, out, cv::ROTATE_180); return out;
    case 4: cv::flip(image, out, 0); return out;
    case 5: cv::transpose(image, out); return out;
    case 6: cv::rotate(image, out, cv::ROTATE_90_CLOCKWISE); return out;
    case 7: cv::transpose(image, out); cv::rotate(out, out, cv::ROTATE_180); return out;
    case 8: cv::rotate(image, out, cv::ROTATE_90_COUNTERCLOCKWISE); return out;
    default: return image;
  }
}

}  // namespace

bool is_jpeg(const uint8_t *bytes, size_t len) { return len > 3 && bytes[0] == 0xFF && bytes[1] == 0xD8 && bytes[2] == 0xFF; }

bool jpeg_size(const uint8_t *bytes, size_t len, int *width, int *height) {
  if (!is_jpeg(bytes, len)) return false;
  jpeg_decompress_struct info;
  ErrorManager errors;
  info.err = jpeg_std_error(&errors.base);
  errors.base.error_exit = on_error;
  errors.base.emit_message = on_message;
  if (setjmp(errors.jump)) {
    jpeg_destroy_decompress(&info);
    return false;
  }
  jpeg_create_decompress(&info);
  jpeg_mem_src(&info, bytes, static_cast<unsigned long>(len));
  jpeg_read_header(&info, TRUE);
  *width = int(info.image_width);
  *height = int(info.image_height);
  jpeg_destroy_decompress(&info);
  return true;
}

namespace {
// Decodes into caller-owned pixels (no C++ object is modified between setjmp and a longjmp).
bool decode_into(const uint8_t *bytes, size_t len, int scale_denom, uint8_t *pixels, size_t step, int width,
                 int height, int *orientation) {
  jpeg_decompress_struct info;
  ErrorManager errors;
  info.err = jpeg_std_error(&errors.base);
  errors.base.error_exit = on_error;
  errors.base.emit_message = on_message;
  if (setjmp(errors.jump)) {
    jpeg_destroy_decompress(&info);
    return false;
  }
  jpeg_create_decompress(&info);
  jpeg_mem_src(&info, bytes, static_cast<unsigned long>(len));
  jpeg_save_markers(&info, JPEG_APP0 + 1, 0xFFFF);
  jpeg_read_header(&info, TRUE);
  if (info.jpeg_color_space != JCS_YCbCr && info.jpeg_color_space != JCS_GRAYSCALE &&
      info.jpeg_color_space != JCS_RGB) {
    jpeg_destroy_decompress(&info);
    return false;  // CMYK / YCCK: libvips handles them
  }
  info.out_color_space = JCS_RGB;
  info.scale_num = 1;
  info.scale_denom = static_cast<unsigned int>(scale_denom);
  jpeg_start_decompress(&info);
  if (info.output_components != 3 || int(info.output_width) != width || int(info.output_height) != height) {
    jpeg_destroy_decompress(&info);
    return false;
  }
  while (info.output_scanline < info.output_height) {
    JSAMPROW row = pixels + size_t(info.output_scanline) * step;
    jpeg_read_scanlines(&info, &row, 1);
  }
  *orientation = exif_orientation(info.marker_list);
  jpeg_finish_decompress(&info);
  jpeg_destroy_decompress(&info);
  return true;
}
}  // namespace

cv::Mat decode_rgb(const uint8_t *bytes, size_t len, int scale_denom) {
  int width = 0, height = 0;
  if (!jpeg_size(bytes, len, &width, &height) || width <= 0 || height <= 0) return cv::Mat();
  const int denom = scale_denom == 2 || scale_denom == 4 || scale_denom == 8 ? scale_denom : 1;
  // libjpeg rounds scaled sizes up.
  cv::Mat image((height + denom - 1) / denom, (width + denom - 1) / denom, CV_8UC3);
  int orientation = 1;
  if (!decode_into(bytes, len, denom, image.data, image.step, image.cols, image.rows, &orientation)) return cv::Mat();
  return upright(image, orientation);
}

}  // namespace visor_jpeg
