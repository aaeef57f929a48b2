// C API over OpenCV for VisorLocal. Every entry point catches all C++ exceptions.
#include "visor_vision.h"

#include <opencv2/core.hpp>
#include <opencv2/dnn.hpp>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>
#include <opencv2/objdetect.hpp>

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

namespace {

void set_error(char *err, size_t err_len, const std::string &message) {
  if (err == nullptr || err_len == 0) return;
  size_t n = std::min(message.size(), err_len - 1);
  std::memcpy(err, message.data(), n);
  err[n] = '\0';
}

std::string describe(const std::exception &e) {
  if (const auto *cv_error = dynamic_cast<const cv::Exception *>(&e)) {
    // cv::Exception::what() carries file:line noise; err holds the useful sentence
    // (e.g. "Node [Clip]:(onnx_node!Clip_12) parse error: ...").
    std::string func = cv_error->func.empty() ? "" : " in " + cv_error->func;
    return cv_error->err + func;
  }
  return e.what();
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
  int dims[4] = {1, 3, crop, crop};
  cv::Mat blob(4, dims, CV_32F);
  float *planes = blob.ptr<float>();
  size_t plane = size_t(crop) * size_t(crop);
  for (int row = 0; row < crop; ++row) {
    const uint8_t *src = cropped.ptr<uint8_t>(row);
    for (int col = 0; col < crop; ++col) {
      size_t i = size_t(row) * size_t(crop) + size_t(col);
      for (int c = 0; c < 3; ++c) {
        planes[size_t(c) * plane + i] = (float(src[col * 3 + c]) / 255.0f - mean[c]) / std_dev[c];
      }
    }
  }
  return blob;
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

}  // namespace

extern "C" int visor_vision_version(void) { return 2; }

extern "C" visor_image *visor_image_decode(const uint8_t *bytes, size_t len, int channels, int max_side, char *err,
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
    cv::Mat encoded(1, int(len), CV_8UC1, const_cast<uint8_t *>(bytes));
    cv::Mat decoded = cv::imdecode(encoded, channels == 1 ? cv::IMREAD_GRAYSCALE : cv::IMREAD_COLOR);
    if (decoded.empty()) {
      set_error(err, err_len, "The bytes are not an image OpenCV can decode (JPEG, PNG, WebP, TIFF, BMP).");
      return nullptr;
    }
    if (channels == 3) cv::cvtColor(decoded, decoded, cv::COLOR_BGR2RGB);
    return make_image(fit(decoded, max_side));
  } catch (const std::exception &e) {
    set_error(err, err_len, describe(e));
  } catch (...) {
    set_error(err, err_len, "unknown error while decoding the image");
  }
  return nullptr;
}

extern "C" visor_image *visor_image_convert(const visor_image *image, int channels, int max_side, char *err,
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

extern "C" void visor_image_free(visor_image *image) {
  if (image == nullptr) return;
  delete[] image->pixels;
  delete image;
}

extern "C" visor_classifier *visor_classifier_load(const char *onnx_path, char *err, size_t err_len) {
  try {
    if (onnx_path == nullptr) {
      set_error(err, err_len, "no model path");
      return nullptr;
    }
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

extern "C" void visor_classifier_free(visor_classifier *classifier) { delete classifier; }

extern "C" int visor_classifier_run(visor_classifier *classifier, const visor_image *rgb, int resize, int crop,
                                    const float mean[3], const float std[3], float *probabilities, int capacity,
                                    char *err, size_t err_len) {
  try {
    if (classifier == nullptr || !valid(rgb) || rgb->channels != 3 || crop <= 0 || mean == nullptr ||
        std == nullptr) {
      set_error(err, err_len, "invalid classifier input (need an RGB image and a positive crop size)");
      return -1;
    }
    cv::Mat blob = blob_for(as_mat(rgb), resize, crop, mean, std);
    std::lock_guard<std::mutex> guard(classifier->lock);
    classifier->net.setInput(blob);
    cv::Mat output = classifier->net.forward();
    return write_probabilities(output, probabilities, capacity);
  } catch (const std::exception &e) {
    set_error(err, err_len, describe(e));
  } catch (...) {
    set_error(err, err_len, "unknown error while running the model");
  }
  return -1;
}

extern "C" int visor_classifier_probe(visor_classifier *classifier, int size, char *err, size_t err_len) {
  try {
    if (classifier == nullptr || size <= 0) {
      set_error(err, err_len, "invalid classifier or size");
      return -1;
    }
    int dims[4] = {1, 3, size, size};
    cv::Mat blob(4, dims, CV_32F, cv::Scalar(0.0f));
    std::lock_guard<std::mutex> guard(classifier->lock);
    classifier->net.setInput(blob);
    cv::Mat output = classifier->net.forward();
    return int(output.total());
  } catch (const std::exception &e) {
    set_error(err, err_len, describe(e));
  } catch (...) {
    set_error(err, err_len, "unknown error while running the model");
  }
  return -1;
}

extern "C" int64_t visor_classifier_memory(visor_classifier *classifier, int size) {
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

extern "C" visor_cascade *visor_cascade_load(const char *xml_path, char *err, size_t err_len) {
  try {
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

extern "C" void visor_cascade_free(visor_cascade *cascade) { delete cascade; }

extern "C" int visor_cascade_detect(visor_cascade *cascade, const visor_image *image, double scale_factor,
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

extern "C" int visor_cascade_detect_encoded(visor_cascade *cascade, const uint8_t *bytes, size_t len,
                                            double scale_factor, int min_neighbors, double min_size_fraction,
                                            visor_box *boxes, int capacity, char *err, size_t err_len) {
  visor_image *gray = visor_image_decode(bytes, len, 1, 0, err, err_len);
  if (gray == nullptr) return -1;
  int found = visor_cascade_detect(cascade, gray, scale_factor, min_neighbors, min_size_fraction, boxes, capacity,
                                   err, err_len);
  visor_image_free(gray);
  return found;
}
