// The VisorVision plugin: images, classifier and cascades over OpenCV for VisorLocal, behind the
// function table of visor_vision_api.h. Every entry point catches all C++ exceptions.
#include "visor_vision.h"

#include "fast_layers.hpp"
#include "jpeg_decode.hpp"
#include "text_reader.hpp"

#include <opencv2/core.hpp>
#include <opencv2/core/utils/logger.hpp>
#include <opencv2/dnn.hpp>
#include <opencv2/imgproc.hpp>
#include <opencv2/barcode.hpp>
#include <opencv2/objdetect.hpp>
#include <opencv2/saliency.hpp>
#include <vips/vips.h>
#include <zbar.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <exception>
#include <mutex>
#include <new>
#include <string>
#include <vector>

struct visor_classifier {
  cv::dnn::Net net;
  std::mutex lock;
};

struct visor_cascade {
  cv::CascadeClassifier cascade;
  std::mutex lock;
};

struct visor_people_detector {
  cv::HOGDescriptor hog;
  std::mutex lock;
};

namespace {

void set_error(char *err, size_t err_len, const std::string &message) {
  if (err == nullptr || err_len == 0) return;
  size_t n = std::min(message.size(), err_len - 1);
  std::memcpy(err, message.data(), n);
  err[n] = '\0';
}

// Shortens OpenCV's nested ONNX-import messages, e.g.
//   "> Node [Clip@ai.onnx]:(onnx_node!/act/Clip) parse error: OpenCV(4.6.0) ./modules/…/onnx_importer.cpp:1934:
//    error: (-2:Unspecified error) in function 'void cv::dnn::…::ONNXImporter::parseClip(…)'"
// becomes "Node [Clip@ai.onnx]:(onnx_node!/act/Clip) parse error (Unspecified error in parseClip)".
std::string tidy(std::string message) {
  while (!message.empty() && (message.front() == '>' || message.front() == ' ' || message.front() == '\n'))
    message.erase(0, 1);
  const std::string marker = " parse error: ";
  size_t at = message.find(marker);
  if (at == std::string::npos) return message;
  std::string head = message.substr(0, at) + " parse error";
  std::string tail = message.substr(at + marker.size());
  std::string reason;
  size_t open = tail.find("error: (");
  if (open != std::string::npos) {
    size_t colon = tail.find(':', open + 8);
    size_t close = tail.find(')', open + 8);
    if (colon != std::string::npos && close != std::string::npos && colon < close) {
      reason = tail.substr(colon + 1, close - colon - 1);
      size_t in_function = tail.find(" in function '", close);
      std::string detail = tail.substr(close + 1, in_function == std::string::npos ? std::string::npos : in_function - close - 1);
      while (!detail.empty() && detail.front() == ' ') detail.erase(0, 1);
      if (!detail.empty()) reason += ": " + detail;
      if (in_function != std::string::npos) {
        std::string function = tail.substr(in_function + 14);
        size_t paren = function.find('(');
        if (paren != std::string::npos) function = function.substr(0, paren);
        size_t quote = function.find('\'');
        if (quote != std::string::npos) function = function.substr(0, quote);
        size_t scope = function.rfind("::");
        if (scope != std::string::npos) function = function.substr(scope + 2);
        size_t space = function.rfind(' ');
        if (space != std::string::npos) function = function.substr(space + 1);
        if (!function.empty()) reason += " in " + function;
      }
    }
  }
  return reason.empty() ? head : head + " (" + reason + ")";
}

std::string describe(const std::exception &e) {
  if (const auto *cv_error = dynamic_cast<const cv::Exception *>(&e)) {
    // cv::Exception::what() carries file:line noise; err holds the useful sentence.
    return tidy(cv_error->err);
  }
  return e.what();
}

// OpenCV's own stderr logging repeats what the C API returns as error strings; keep only fatal lines.
void quiet_opencv() {
  static std::once_flag once;
  std::call_once(once, [] { cv::utils::logging::setLogLevel(cv::utils::logging::LOG_LEVEL_FATAL); });
}

// Wraps a mat header around a visor_image (no copy).
cv::Mat as_mat(const visor_image *image) {
  int type = image->channels == 1 ? CV_8UC1 : CV_8UC3;
  return cv::Mat(image->height, image->width, type, image->pixels);
}

visor_image *make_image(const cv::Mat &mat) {
  cv::Mat continuous = mat.isContinuous() ? mat : mat.clone();
  auto *image = new visor_image;
  image->width = continuous.cols;
  image->height = continuous.rows;
  image->channels = continuous.channels();
  size_t bytes = continuous.total() * continuous.elemSize();
  image->pixels = new uint8_t[bytes];
  std::memcpy(image->pixels, continuous.data, bytes);
  return image;
}

cv::Mat fit(const cv::Mat &source, int max_side) {
  int longer = std::max(source.cols, source.rows);
  if (max_side <= 0 || longer <= max_side) return source;
  double scale = double(max_side) / double(longer);
  cv::Mat out;
  cv::resize(source, out, cv::Size(std::max(1, int(std::lround(source.cols * scale))),
                                   std::max(1, int(std::lround(source.rows * scale)))),
             0, 0, cv::INTER_AREA);
  return out;
}

cv::Mat to_channels(const cv::Mat &source, int channels) {
  if (source.channels() == channels) return source;
  cv::Mat out;
  cv::cvtColor(source, out, channels == 1 ? cv::COLOR_RGB2GRAY : cv::COLOR_GRAY2RGB);
  return out;
}

bool valid(const visor_image *image) {
  return image != nullptr && image->pixels != nullptr && image->width > 0 && image->height > 0 &&
         (image->channels == 1 || image->channels == 3);
}

cv::Mat blob_for(const cv::Mat &rgb, int resize, int crop, const float mean[3], const float std_dev[3]) {
  cv::Mat scaled;
  if (resize <= 0) {
    cv::resize(rgb, scaled, cv::Size(crop, crop), 0, 0, cv::INTER_LINEAR);
  } else {
    int shorter = std::min(rgb.cols, rgb.rows);
    double scale = double(resize) / double(shorter);
    int w = std::max(crop, int(std::lround(rgb.cols * scale)));
    int h = std::max(crop, int(std::lround(rgb.rows * scale)));
    cv::resize(rgb, scaled, cv::Size(w, h), 0, 0, scale < 1.0 ? cv::INTER_AREA : cv::INTER_LINEAR);
  }
  int x = (scaled.cols - crop) / 2;
  int y = (scaled.rows - crop) / 2;
  cv::Mat cropped = scaled(cv::Rect(x, y, crop, crop));
  // Library-optimised arithmetic (fast even when this file is built without optimisation).
  cv::Mat pixels;
  cropped.convertTo(pixels, CV_32FC3, 1.0 / 255.0);
  cv::subtract(pixels, cv::Scalar(mean[0], mean[1], mean[2]), pixels);
  cv::multiply(pixels, cv::Scalar(1.0 / std_dev[0], 1.0 / std_dev[1], 1.0 / std_dev[2]), pixels);
  cv::Mat blob = cv::dnn::blobFromImage(pixels, 1.0, cv::Size(), cv::Scalar(), false, false, CV_32F);
  return blob;
}

// One forward pass; the handle's lock serialises its use. The output is copied while the lock is
// held: OpenCV returns the network's own buffer, which the next caller's pass overwrites.
cv::Mat forward(visor_classifier *classifier, const cv::Mat &blob) {
  std::lock_guard<std::mutex> guard(classifier->lock);
  classifier->net.setInput(blob);
  return classifier->net.forward().clone();
}

// Copies the output as a probability distribution: softmax unless it already is one.
int write_probabilities(const cv::Mat &output, float *probabilities, int capacity) {
  cv::Mat flat = output.reshape(1, 1);
  cv::Mat values;
  flat.convertTo(values, CV_32F);
  int count = int(values.total());
  const float *v = values.ptr<float>();
  double sum = 0;
  bool in_range = true;
  for (int i = 0; i < count; ++i) {
    sum += v[i];
    if (!(v[i] >= 0.0f && v[i] <= 1.0f)) in_range = false;
  }
  std::vector<float> out(size_t(count), 0.0f);
  if (in_range && std::fabs(sum - 1.0) < 1e-3) {
    std::copy(v, v + count, out.begin());
  } else {
    float top = *std::max_element(v, v + count);
    double total = 0;
    for (int i = 0; i < count; ++i) {
      out[size_t(i)] = std::exp(v[i] - top);
      total += out[size_t(i)];
    }
    for (auto &p : out) p = float(p / total);
  }
  if (probabilities != nullptr) std::copy_n(out.begin(), std::min(count, capacity), probabilities);
  return count;
}

int detect(visor_cascade *cascade, const cv::Mat &image, double scale_factor, int min_neighbors,
           double min_size_fraction, visor_box *boxes, int capacity) {
  cv::Mat gray = to_channels(image, 1);
  cv::Mat equalised;
  cv::equalizeHist(gray, equalised);
  int shorter = std::min(gray.cols, gray.rows);
  int min_side = std::max(16, int(std::lround(shorter * std::max(0.0, min_size_fraction))));
  std::vector<cv::Rect> found;
  {
    std::lock_guard<std::mutex> guard(cascade->lock);
    cascade->cascade.detectMultiScale(equalised, found, scale_factor > 1.0 ? scale_factor : 1.1,
                                      std::max(0, min_neighbors), 0, cv::Size(min_side, min_side));
  }
  for (size_t i = 0; i < found.size() && int(i) < capacity && boxes != nullptr; ++i) {
    boxes[i] = visor_box{found[i].x, found[i].y, found[i].width, found[i].height};
  }
  return int(found.size());
}

bool vips_ready() {
  static std::once_flag once;
  static bool ready = false;
  std::call_once(once, [] { ready = VIPS_INIT("visor") == 0; });
  return ready;
}

/// The largest JPEG DCT-scaling factor (1, 2, 4 or 8) that keeps the chosen side (the shorter one,
/// or the longer one when `longer`) at least `min_side` pixels; 1 when the bytes are not a JPEG or
/// `min_side` <= 0. Reads the header only.
int jpeg_shrink_for(const uint8_t *bytes, size_t len, int min_side, bool longer = false) {
  int width = 0, height = 0;
  if (min_side <= 0 || !visor_jpeg::jpeg_size(bytes, len, &width, &height)) return 1;
  const int side = longer ? std::max(width, height) : std::min(width, height);
  int shrink = 8;
  // libjpeg rounds the scaled size up.
  while (shrink > 1 && (side + shrink - 1) / shrink < min_side) shrink /= 2;
  return shrink;
}

/// RGB pixels of an encoded image at 1/`jpeg_shrink` size for a JPEG: libjpeg-turbo directly when it
/// can (much cheaper than libvips' pipeline for one small image), else libvips. Empty on failure.
cv::Mat decode_rgb(const uint8_t *bytes, size_t len, int jpeg_shrink);

/// Decodes an encoded image with libvips into packed RGB (3) or gray (1) 8-bit pixels, EXIF-upright,
/// alpha flattened onto white. `jpeg_shrink` > 1 decodes a JPEG at 1/shrink of its size (libjpeg's
/// DCT scaling: much faster, and a proper downsampling). Empty on failure.
cv::Mat vips_decode(const uint8_t *bytes, size_t len, int channels, int jpeg_shrink = 1) {
  if (!vips_ready()) return cv::Mat();
  VipsImage *image =
      jpeg_shrink > 1
          ? vips_image_new_from_buffer(bytes, len, "", "access", VIPS_ACCESS_SEQUENTIAL, "fail_on",
                                       VIPS_FAIL_ON_ERROR, "shrink", jpeg_shrink, NULL)
          : vips_image_new_from_buffer(bytes, len, "", "access", VIPS_ACCESS_SEQUENTIAL, "fail_on",
                                       VIPS_FAIL_ON_ERROR, NULL);
  if (image == nullptr) {
    vips_error_clear();
    return cv::Mat();
  }
  VipsImage *step = nullptr;
  auto replace = [&](int status) {
    g_object_unref(image);
    image = step;
    return status == 0 && image != nullptr;
  };
  bool ok = vips_autorot(image, &step, NULL) == 0 ? replace(0) : replace(-1);
  if (ok && vips_image_hasalpha(image)) {
    double white[] = {255.0, 255.0, 255.0};
    VipsArrayDouble *background = vips_array_double_new(white, 3);
    ok = replace(vips_flatten(image, &step, "background", background, NULL));
    vips_area_unref(VIPS_AREA(background));
  }
  if (ok) ok = replace(vips_colourspace(image, &step, channels == 1 ? VIPS_INTERPRETATION_B_W : VIPS_INTERPRETATION_sRGB, NULL));
  if (ok && image->Bands > channels) ok = replace(vips_extract_band(image, &step, 0, "n", channels, NULL));
  if (ok) ok = replace(vips_cast(image, &step, VIPS_FORMAT_UCHAR, NULL));
  if (!ok || image == nullptr || image->Bands != channels) {
    if (image != nullptr) g_object_unref(image);
    vips_error_clear();
    return cv::Mat();
  }
  size_t size = 0;
  void *memory = vips_image_write_to_memory(image, &size);
  int width = image->Xsize, height = image->Ysize;
  g_object_unref(image);
  if (memory == nullptr || size != size_t(width) * size_t(height) * size_t(channels)) {
    if (memory != nullptr) g_free(memory);
    vips_error_clear();
    return cv::Mat();
  }
  cv::Mat out(height, width, channels == 1 ? CV_8UC1 : CV_8UC3);
  std::memcpy(out.data, memory, size);
  g_free(memory);
  return out;
}

cv::Mat decode_rgb(const uint8_t *bytes, size_t len, int jpeg_shrink) {
  if (visor_jpeg::is_jpeg(bytes, len)) {
    cv::Mat fast = visor_jpeg::decode_rgb(bytes, len, jpeg_shrink);
    if (!fast.empty()) return fast;
  }
  return vips_decode(bytes, len, 3, jpeg_shrink);
}

}  // namespace

static visor_image *image_decode(const uint8_t *bytes, size_t len, int channels, int max_side, char *err,
                                           size_t err_len) {
  try {
    if (bytes == nullptr || len == 0) {
      set_error(err, err_len, "The image is empty.");
      return nullptr;
    }
    if (channels != 1 && channels != 3) {
      set_error(err, err_len, "channels must be 1 or 3.");
      return nullptr;
    }
    // Decoded with libvips (already linked for ingestion) rather than OpenCV's imgcodecs, which pulls in
    // GDAL, GDCM and ~130 more libraries (~38 MB of resident memory at start-up).
    // A JPEG is decoded at 1/2, 1/4 or 1/8 size when `max_side` allows (libjpeg's DCT scaling).
    const int shrink = jpeg_shrink_for(bytes, len, max_side, true);
    cv::Mat decoded = channels == 3 ? decode_rgb(bytes, len, shrink) : vips_decode(bytes, len, channels);
    if (decoded.empty()) {
      set_error(err, err_len, "The bytes are not an image Visor can decode (JPEG, PNG, WebP, HEIC, GIF).");
      return nullptr;
    }
    return make_image(fit(decoded, max_side));
  } catch (const std::exception &e) {
    set_error(err, err_len, describe(e));
  } catch (...) {
    set_error(err, err_len, "unknown error while decoding the image");
  }
  return nullptr;
}

static visor_image *image_convert(const visor_image *image, int channels, int max_side, char *err,
                                            size_t err_len) {
  try {
    if (!valid(image) || (channels != 1 && channels != 3)) {
      set_error(err, err_len, "invalid image or channel count");
      return nullptr;
    }
    return make_image(to_channels(fit(as_mat(image), max_side), channels));
  } catch (const std::exception &e) {
    set_error(err, err_len, describe(e));
  } catch (...) {
    set_error(err, err_len, "unknown error while converting the image");
  }
  return nullptr;
}

static void image_free(visor_image *image) {
  if (image == nullptr) return;
  delete[] image->pixels;
  delete image;
}

static visor_classifier *classifier_load(const char *onnx_path, char *err, size_t err_len) {
  try {
    if (onnx_path == nullptr) {
      set_error(err, err_len, "no model path");
      return nullptr;
    }
    quiet_opencv();
    visor_fast::register_fast_layers();
    auto *classifier = new (std::nothrow) visor_classifier;
    if (classifier == nullptr) {
      set_error(err, err_len, "out of memory");
      return nullptr;
    }
    try {
      classifier->net = cv::dnn::readNetFromONNX(onnx_path);
    } catch (...) {
      delete classifier;
      throw;
    }
    if (classifier->net.empty()) {
      delete classifier;
      set_error(err, err_len, "OpenCV loaded an empty network.");
      return nullptr;
    }
    classifier->net.setPreferableBackend(cv::dnn::DNN_BACKEND_OPENCV);
    classifier->net.setPreferableTarget(cv::dnn::DNN_TARGET_CPU);
    return classifier;
  } catch (const std::exception &e) {
    set_error(err, err_len, describe(e));
  } catch (...) {
    set_error(err, err_len, "unknown error while loading the model");
  }
  return nullptr;
}

static void classifier_free(visor_classifier *classifier) { delete classifier; }

static int classifier_run(visor_classifier *classifier, const visor_image *rgb, int resize, int crop,
                                    const float mean[3], const float std[3], float *probabilities, int capacity,
                                    char *err, size_t err_len) {
  try {
    if (classifier == nullptr || !valid(rgb) || rgb->channels != 3 || crop <= 0 || mean == nullptr ||
        std == nullptr) {
      set_error(err, err_len, "invalid classifier input (need an RGB image and a positive crop size)");
      return -1;
    }
    cv::Mat blob = blob_for(as_mat(rgb), resize, crop, mean, std);
    return write_probabilities(forward(classifier, blob), probabilities, capacity);
  } catch (const std::exception &e) {
    set_error(err, err_len, describe(e));
  } catch (...) {
    set_error(err, err_len, "unknown error while running the model");
  }
  return -1;
}

static int classifier_run_encoded(visor_classifier *classifier, const uint8_t *bytes, size_t len, int resize,
                                  int crop, const float *mean, const float *std, float *probabilities,
                                  int capacity, char *err, size_t err_len) {
  try {
    if (classifier == nullptr || crop <= 0 || mean == nullptr || std == nullptr) {
      set_error(err, err_len, "invalid classifier input (need a positive crop size)");
      return -1;
    }
    if (bytes == nullptr || len == 0) {
      set_error(err, err_len, "The image is empty.");
      return VISOR_VISION_UNREADABLE_IMAGE;
    }
    // The network sees a crop×crop centre of the image scaled to `resize` on its shorter side (or the
    // whole image squeezed to crop×crop). A large JPEG is decoded at 1/2, 1/4 or 1/8 size (libjpeg's
    // DCT scaling skips most of the work) while keeping at least twice the pixels the network needs,
    // so the final area resampling — and the result — barely change: a 12 MP photo decodes at
    // 1/4, a 1536 px upload at 1/2, and photos under ~1000 px are decoded whole.
    const int shrink = jpeg_shrink_for(bytes, len, 2 * (resize > 0 ? std::max(resize, crop) : crop));
    cv::Mat rgb = decode_rgb(bytes, len, shrink);
    if (rgb.empty()) {
      set_error(err, err_len, "The bytes are not an image Visor can decode (JPEG, PNG, WebP, HEIC, GIF).");
      return VISOR_VISION_UNREADABLE_IMAGE;
    }
    cv::Mat blob = blob_for(rgb, resize, crop, mean, std);
    return write_probabilities(forward(classifier, blob), probabilities, capacity);
  } catch (const std::exception &e) {
    set_error(err, err_len, describe(e));
  } catch (...) {
    set_error(err, err_len, "unknown error while running the model");
  }
  return -1;
}

static int classifier_probe(visor_classifier *classifier, int size, char *err, size_t err_len) {
  try {
    if (classifier == nullptr || size <= 0) {
      set_error(err, err_len, "invalid classifier or size");
      return -1;
    }
    int dims[4] = {1, 3, size, size};
    cv::Mat blob(4, dims, CV_32F, cv::Scalar(0.0f));
    return int(forward(classifier, blob).total());
  } catch (const std::exception &e) {
    set_error(err, err_len, describe(e));
  } catch (...) {
    set_error(err, err_len, "unknown error while running the model");
  }
  return -1;
}

static int64_t classifier_memory(visor_classifier *classifier, int size) {
  try {
    if (classifier == nullptr || size <= 0) return 0;
    size_t weights = 0, blobs = 0;
    std::lock_guard<std::mutex> guard(classifier->lock);
    classifier->net.getMemoryConsumption(cv::dnn::MatShape{1, 3, size, size}, weights, blobs);
    return int64_t(weights + blobs);
  } catch (...) {
    return 0;
  }
}

static visor_cascade *cascade_load(const char *xml_path, char *err, size_t err_len) {
  try {
    quiet_opencv();
    auto *cascade = new visor_cascade;
    bool ok = false;
    try {
      ok = xml_path != nullptr && cascade->cascade.load(xml_path);
    } catch (...) {
      delete cascade;
      throw;
    }
    if (!ok || cascade->cascade.empty()) {
      delete cascade;
      set_error(err, err_len, std::string("Could not load the cascade file ") + (xml_path ? xml_path : "(null)") + ".");
      return nullptr;
    }
    return cascade;
  } catch (const std::exception &e) {
    set_error(err, err_len, describe(e));
  } catch (...) {
    set_error(err, err_len, "unknown error while loading the cascade");
  }
  return nullptr;
}

static void cascade_free(visor_cascade *cascade) { delete cascade; }

static int cascade_detect(visor_cascade *cascade, const visor_image *image, double scale_factor,
                                    int min_neighbors, double min_size_fraction, visor_box *boxes, int capacity,
                                    char *err, size_t err_len) {
  try {
    if (cascade == nullptr || !valid(image)) {
      set_error(err, err_len, "invalid cascade or image");
      return -1;
    }
    return detect(cascade, as_mat(image), scale_factor, min_neighbors, min_size_fraction, boxes, capacity);
  } catch (const std::exception &e) {
    set_error(err, err_len, describe(e));
  } catch (...) {
    set_error(err, err_len, "unknown error while detecting");
  }
  return -1;
}

static int cascade_detect_scored(visor_cascade *cascade, const visor_image *image, double scale_factor,
                                 int min_neighbors, double min_size_fraction, visor_detection *detections,
                                 int capacity, char *err, size_t err_len) {
  try {
    if (cascade == nullptr || !valid(image)) {
      set_error(err, err_len, "invalid cascade or image");
      return -1;
    }
    cv::Mat gray = to_channels(as_mat(image), 1);
    cv::Mat equalised;
    cv::equalizeHist(gray, equalised);
    int shorter = std::min(gray.cols, gray.rows);
    int min_side = std::max(16, int(std::lround(shorter * std::max(0.0, min_size_fraction))));
    std::vector<cv::Rect> found;
    std::vector<int> levels;
    std::vector<double> weights;
    {
      std::lock_guard<std::mutex> guard(cascade->lock);
      cascade->cascade.detectMultiScale(equalised, found, levels, weights,
                                        scale_factor > 1.0 ? scale_factor : 1.1, std::max(0, min_neighbors), 0,
                                        cv::Size(min_side, min_side), cv::Size(), true);
    }
    for (size_t i = 0; i < found.size() && int(i) < capacity && detections != nullptr; ++i) {
      detections[i] = visor_detection{visor_box{found[i].x, found[i].y, found[i].width, found[i].height},
                                      i < weights.size() ? weights[i] : 0.0};
    }
    return int(found.size());
  } catch (const std::exception &e) {
    set_error(err, err_len, describe(e));
  } catch (...) {
    set_error(err, err_len, "unknown error while detecting");
  }
  return -1;
}

static visor_people_detector *people_detector_create(char *err, size_t err_len) {
  try {
    quiet_opencv();
    auto *detector = new visor_people_detector;
    detector->hog.setSVMDetector(cv::HOGDescriptor::getDefaultPeopleDetector());
    return detector;
  } catch (const std::exception &e) {
    set_error(err, err_len, describe(e));
  } catch (...) {
    set_error(err, err_len, "unknown error while creating the people detector");
  }
  return nullptr;
}

static void people_detector_free(visor_people_detector *detector) { delete detector; }

static int people_detect(visor_people_detector *detector, const visor_image *image, int max_side,
                         visor_detection *detections, int capacity, char *err, size_t err_len) {
  try {
    if (detector == nullptr || !valid(image)) {
      set_error(err, err_len, "invalid people detector or image");
      return -1;
    }
    cv::Mat work = fit(to_channels(as_mat(image), 1), max_side);
    if (work.cols < 64 || work.rows < 128) return 0;
    std::vector<cv::Rect> found;
    std::vector<double> weights;
    {
      std::lock_guard<std::mutex> guard(detector->lock);
      // No grouping inside OpenCV (it drops the weights); non-maximum suppression below keeps them.
      // (Padding the frame so that a person filling it fits the window was tried: it found no more
      // people on the test photos and doubled the false bodies.)
      detector->hog.detectMultiScale(work, found, weights, 0.0, cv::Size(8, 8), cv::Size(16, 16), 1.1, 0.0,
                                     false);
    }
    std::vector<size_t> order(found.size());
    for (size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::sort(order.begin(), order.end(), [&](size_t a, size_t b) { return weights[a] > weights[b]; });
    std::vector<size_t> kept;
    for (size_t i : order) {
      bool overlaps = false;
      for (size_t k : kept) {
        cv::Rect inter = found[i] & found[k];
        double smaller = std::min(found[i].area(), found[k].area());
        if (smaller > 0 && inter.area() / smaller > 0.5) {
          overlaps = true;
          break;
        }
      }
      if (!overlaps) kept.push_back(i);
    }
    for (size_t n = 0; n < kept.size() && int(n) < capacity && detections != nullptr; ++n) {
      const cv::Rect &r = found[kept[n]];
      detections[n] = visor_detection{visor_box{r.x, r.y, r.width, r.height}, weights[kept[n]]};
    }
    return int(kept.size());
  } catch (const std::exception &e) {
    set_error(err, err_len, describe(e));
  } catch (...) {
    set_error(err, err_len, "unknown error while detecting people");
  }
  return -1;
}

static int barcode_scan(const visor_image *image, visor_barcode **codes, char *err, size_t err_len) {
  using namespace zbar;  // zbar.h puts its C API in namespace zbar when compiled as C++
  *codes = nullptr;
  std::vector<visor_barcode> found;
  auto release = [&found] {
    for (auto &code : found) {
      std::free(code.type);
      std::free(code.data);
    }
  };
  try {
    if (!valid(image)) {
      set_error(err, err_len, "invalid image");
      return -1;
    }
    cv::Mat gray = to_channels(as_mat(image), 1);
    if (!gray.isContinuous()) gray = gray.clone();
    zbar_image_scanner_t *scanner = zbar_image_scanner_create();
    zbar_image_scanner_set_config(scanner, ZBAR_NONE, ZBAR_CFG_ENABLE, 1);
    // Raw payload bytes: Swift decides whether they are text, never zbar's charset guess.
    zbar_image_scanner_set_config(scanner, ZBAR_NONE, ZBAR_CFG_BINARY, 1);
    zbar_image_t *zimage = zbar_image_create();
    zbar_image_set_format(zimage, zbar_fourcc('Y', '8', '0', '0'));
    zbar_image_set_size(zimage, unsigned(gray.cols), unsigned(gray.rows));
    zbar_image_set_data(zimage, gray.data, size_t(gray.cols) * size_t(gray.rows), nullptr);
    int n = zbar_scan_image(scanner, zimage);
    if (n > 0) {
      for (const zbar_symbol_t *symbol = zbar_image_first_symbol(zimage); symbol != nullptr;
           symbol = zbar_symbol_next(symbol)) {
        visor_barcode code{};
        code.type = strdup(zbar_get_symbol_name(zbar_symbol_get_type(symbol)));
        code.length = zbar_symbol_get_data_length(symbol);
        code.data = static_cast<uint8_t *>(std::malloc(std::max<size_t>(code.length, 1)));
        if (code.data != nullptr) std::memcpy(code.data, zbar_symbol_get_data(symbol), code.length);
        code.quality = zbar_symbol_get_quality(symbol);
        int min_x = gray.cols, min_y = gray.rows, max_x = 0, max_y = 0;
        unsigned points = zbar_symbol_get_loc_size(symbol);
        for (unsigned p = 0; p < points; ++p) {
          int x = zbar_symbol_get_loc_x(symbol, p), y = zbar_symbol_get_loc_y(symbol, p);
          min_x = std::min(min_x, x), min_y = std::min(min_y, y);
          max_x = std::max(max_x, x), max_y = std::max(max_y, y);
        }
        code.box = points > 0 ? visor_box{min_x, min_y, max_x - min_x + 1, max_y - min_y + 1} : visor_box{0, 0, 0, 0};
        found.push_back(code);
      }
    }
    zbar_image_destroy(zimage);
    zbar_image_scanner_destroy(scanner);
    if (n < 0) {
      release();
      set_error(err, err_len, "the barcode scanner failed");
      return -1;
    }
  } catch (const std::exception &e) {
    release();
    set_error(err, err_len, describe(e));
    return -1;
  } catch (...) {
    release();
    set_error(err, err_len, "unknown error while reading barcodes");
    return -1;
  }
  if (found.empty()) return 0;
  auto *out = static_cast<visor_barcode *>(std::malloc(sizeof(visor_barcode) * found.size()));
  if (out == nullptr) {
    release();
    set_error(err, err_len, "out of memory");
    return -1;
  }
  std::copy(found.begin(), found.end(), out);
  *codes = out;
  return int(found.size());
}

static void barcodes_free(visor_barcode *codes, int count) {
  if (codes == nullptr) return;
  for (int i = 0; i < count; ++i) {
    std::free(codes[i].type);
    std::free(codes[i].data);
  }
  std::free(codes);
}

static int barcode_locate(const visor_image *image, visor_box *boxes, int capacity, char *err, size_t err_len) {
  try {
    if (!valid(image)) {
      set_error(err, err_len, "invalid image");
      return -1;
    }
    quiet_opencv();
    cv::Mat gray = fit(to_channels(as_mat(image), 1), 1024);
    double scale = double(std::max(image->width, image->height)) / double(std::max(gray.cols, gray.rows));
    std::vector<cv::Rect> regions;
    std::vector<cv::Point2f> corners;
    cv::QRCodeDetector qr;
    std::vector<cv::Point> quad;
    if (qr.detectMulti(gray, corners) && !corners.empty()) {
      for (size_t i = 0; i + 3 < corners.size(); i += 4) {
        std::vector<cv::Point2f> one(corners.begin() + long(i), corners.begin() + long(i) + 4);
        regions.push_back(cv::boundingRect(one));
      }
    }
    std::vector<cv::Point2f> bars;
    cv::barcode::BarcodeDetector linear;
    if (linear.detect(gray, bars) && !bars.empty()) {
      for (size_t i = 0; i + 3 < bars.size(); i += 4) {
        std::vector<cv::Point2f> one(bars.begin() + long(i), bars.begin() + long(i) + 4);
        regions.push_back(cv::boundingRect(one));
      }
    }
    for (size_t i = 0; i < regions.size() && int(i) < capacity && boxes != nullptr; ++i) {
      const cv::Rect &r = regions[i];
      boxes[i] = visor_box{int(r.x * scale), int(r.y * scale), int(r.width * scale), int(r.height * scale)};
    }
    return int(regions.size());
  } catch (const std::exception &e) {
    set_error(err, err_len, describe(e));
  } catch (...) {
    set_error(err, err_len, "unknown error while locating barcodes");
  }
  return -1;
}

static visor_image *saliency_map(const visor_image *image, char *err, size_t err_len) {
  try {
    if (!valid(image)) {
      set_error(err, err_len, "invalid image");
      return nullptr;
    }
    cv::Mat small = fit(as_mat(image), 64);
    cv::Ptr<cv::saliency::StaticSaliencySpectralResidual> model =
        cv::saliency::StaticSaliencySpectralResidual::create();
    model->setImageWidth(small.cols);
    model->setImageHeight(small.rows);
    cv::Mat map;
    if (!model->computeSaliency(to_channels(small, 1), map)) {
      set_error(err, err_len, "saliency could not be computed");
      return nullptr;
    }
    cv::Mat bytes;
    cv::normalize(map, map, 0, 255, cv::NORM_MINMAX);
    map.convertTo(bytes, CV_8U);
    return make_image(bytes);
  } catch (const std::exception &e) {
    set_error(err, err_len, describe(e));
  } catch (...) {
    set_error(err, err_len, "unknown error while computing saliency");
  }
  return nullptr;
}

static const visor_vision_api api = {
    VISOR_VISION_API_VERSION,
    sizeof(visor_vision_api),
    image_decode,
    image_convert,
    image_free,
    classifier_load,
    classifier_free,
    classifier_run,
    classifier_run_encoded,
    classifier_probe,
    classifier_memory,
    cascade_load,
    cascade_free,
    cascade_detect,
    visor_text::reader_create,
    visor_text::reader_free,
    visor_text::reader_read,
    visor_text::words_free,
    cascade_detect_scored,
    people_detector_create,
    people_detector_free,
    people_detect,
    barcode_scan,
    barcodes_free,
    barcode_locate,
    saliency_map,
    visor_fast::self_check,
    visor_text::reader_set_single_line,
};

extern "C" const visor_vision_api *visor_vision_get_api(void) { return &api; }
