#ifndef VISOR_VISION_H
#define VISOR_VISION_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Plain C API over OpenCV 4.6 (DNN classifier, cascades, JPEG decode) for VisorLocal.
///
/// Every function catches C++ exceptions at the boundary: failures return NULL or a negative
/// number and write a sentence (including OpenCV's message, e.g. the failing ONNX node) into
/// `err` (capacity `err_len`, always NUL-terminated). Handles serialise their own use with a
/// mutex, so one handle may be shared by threads (calls on it run one at a time).

int visor_vision_version(void);

// MARK: Images

/// A decoded image: packed 8-bit pixels, `channels` = 1 (gray) or 3 (R, G, B), row stride = width * channels.
typedef struct visor_image {
  int width;
  int height;
  int channels;
  uint8_t *pixels;
} visor_image;

/// Decodes encoded bytes (JPEG, PNG, WebP …) into RGB (channels 3) or gray (channels 1). When
/// `max_side` > 0 the result is shrunk (area interpolation) so that its longer side is at most
/// `max_side`. Returns NULL on failure. Free with visor_image_free.
visor_image *visor_image_decode(const uint8_t *bytes, size_t len, int channels, int max_side, char *err,
                                size_t err_len);

/// Returns a new image resized (area interpolation when shrinking) so its longer side is at most
/// `max_side` and converted to `channels` (1 or 3). Returns NULL on failure.
visor_image *visor_image_convert(const visor_image *image, int channels, int max_side, char *err, size_t err_len);

void visor_image_free(visor_image *image);

// MARK: Classifier (OpenCV DNN, ONNX)

typedef struct visor_classifier visor_classifier;

/// Loads an ONNX classifier. On failure returns NULL and OpenCV's explanation in `err`.
visor_classifier *visor_classifier_load(const char *onnx_path, char *err, size_t err_len);

void visor_classifier_free(visor_classifier *classifier);

/// Runs the classifier on an RGB image (channels must be 3): resize the shorter side to `resize`
/// (0: resize the whole image to crop×crop), centre-crop `crop`×`crop`, scale to 0…1, subtract
/// `mean` and divide by `std` per channel (R, G, B), NCHW. Writes up to `capacity` probabilities
/// into `probabilities` (softmax is applied when the output is not already a distribution) and
/// returns the number of classes the model produced (may exceed capacity), or -1 on error.
int visor_classifier_run(visor_classifier *classifier, const visor_image *rgb, int resize, int crop,
                         const float mean[3], const float std[3], float *probabilities, int capacity,
                         char *err, size_t err_len);

/// Forward pass on a constant input of size×size: validates that the model runs and returns its
/// number of outputs (classes), or -1 with OpenCV's message (e.g. the unsupported operator).
int visor_classifier_probe(visor_classifier *classifier, int size, char *err, size_t err_len);

/// Memory the network holds for a 1×3×size×size input (weights + intermediate blobs), in bytes; 0 on error.
int64_t visor_classifier_memory(visor_classifier *classifier, int size);

// MARK: Cascades (Haar/LBP object detection)

typedef struct visor_cascade visor_cascade;

typedef struct visor_box {
  int x;
  int y;
  int width;
  int height;
} visor_box;

/// Loads a Haar or LBP cascade XML file. Returns NULL on failure.
visor_cascade *visor_cascade_load(const char *xml_path, char *err, size_t err_len);

void visor_cascade_free(visor_cascade *cascade);

/// Detects objects in an image (1 or 3 channels; converted to gray and histogram-equalised).
/// `min_size_fraction` is the smallest object side as a fraction of the image's shorter side
/// (e.g. 0.05). Writes up to `capacity` boxes (image pixels) and returns how many were found, or -1.
int visor_cascade_detect(visor_cascade *cascade, const visor_image *image, double scale_factor, int min_neighbors,
                         double min_size_fraction, visor_box *boxes, int capacity, char *err, size_t err_len);

/// The same on encoded image bytes (decoded to gray first).
int visor_cascade_detect_encoded(visor_cascade *cascade, const uint8_t *bytes, size_t len, double scale_factor,
                                 int min_neighbors, double min_size_fraction, visor_box *boxes, int capacity,
                                 char *err, size_t err_len);

#ifdef __cplusplus
}
#endif
#endif
