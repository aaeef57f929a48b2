#ifndef VISOR_VISION_API_H
#define VISOR_VISION_API_H

#include <stddef.h>
#include <stdint.h>

#if !defined(__clang__)
#define _Nullable
#define _Nonnull
#endif

#ifdef __cplusplus
extern "C" {
#endif

/// The plain-C contract between VisorLocal (Swift) and the VisorVision plugin (`libVisorVision.so`,
/// C++ over OpenCV 4.6 and tesseract 5), which is dlopen'd on first use so an idle server maps neither
/// library (docs/decisions/007-lazy-native-plugins.md).
///
/// The plugin exports one symbol, `visor_vision_get_api`, returning a `visor_vision_api` table.
/// Every function catches C++ exceptions at the boundary: failures return NULL or a negative number
/// and write a sentence (including OpenCV's message, e.g. the failing ONNX node) into `err`
/// (capacity `err_len`, always NUL-terminated). Handles serialise their own use with a mutex, so one
/// handle may be shared by threads (calls on it run one at a time).

/// Bumped whenever the table or a type below changes; Swift refuses a plugin of another version.
#define VISOR_VISION_API_VERSION 2

#pragma clang assume_nonnull begin

/// A decoded image: packed 8-bit pixels, `channels` = 1 (gray) or 3 (R, G, B), row stride = width * channels.
typedef struct visor_image {
  int width;
  int height;
  int channels;
  uint8_t *_Nullable pixels;
} visor_image;

/// A pixel rectangle.
typedef struct visor_box {
  int x;
  int y;
  int width;
  int height;
} visor_box;

/// One word read by tesseract: UTF-8 text as tesseract returned it (untrimmed), its confidence
/// (0…100), the 0-based numbers of its text line, paragraph and block (reading order), its box
/// in the image's pixels, and whether tesseract found it in its dictionary (1) or not (0).
typedef struct visor_text_word {
  char *_Nullable text;
  float confidence;
  int line;
  int paragraph;
  int block;
  visor_box box;
  int in_dictionary;
} visor_text_word;

/// A detection with the detector's own score (cascades: the final stage's level weight; HOG: the
/// SVM margin). Higher is surer; thresholds are calibrated in Swift.
typedef struct visor_detection {
  visor_box box;
  double score;
} visor_detection;

/// One decoded barcode (zbar): its symbology ("QR-Code", "EAN-13", "CODE-128" …), the payload bytes
/// as encoded (binary mode: never re-encoded), zbar's quality and the symbol's bounding box.
typedef struct visor_barcode {
  char *_Nullable type;
  uint8_t *_Nullable data;
  size_t length;
  int quality;
  visor_box box;
} visor_barcode;

/// An ONNX classifier loaded into OpenCV DNN.
typedef struct visor_classifier visor_classifier;
/// A Haar/LBP cascade (OpenCV CascadeClassifier).
typedef struct visor_cascade visor_cascade;
/// OpenCV's HOG people detector (the built-in Dalal–Triggs SVM, 64×128 windows).
typedef struct visor_people_detector visor_people_detector;
/// One tesseract engine (TessBaseAPI) for one language.
typedef struct visor_text_reader visor_text_reader;

/// `classifier_run_encoded` returns this when the bytes are not a decodable image.
#define VISOR_VISION_UNREADABLE_IMAGE (-2)
/// `text_reader_create` statuses.
#define VISOR_TEXT_READER_OK 0
#define VISOR_TEXT_READER_CREATE_FAILED 1
#define VISOR_TEXT_READER_LANGUAGE_MISSING 2

typedef struct visor_vision_api {
  /// VISOR_VISION_API_VERSION of the plugin.
  int version;
  /// sizeof(visor_vision_api) in the plugin.
  size_t size;

  // MARK: Images

  /// Decodes encoded bytes (JPEG, PNG, WebP, HEIC, GIF; EXIF-upright, alpha flattened on white)
  /// into RGB (channels 3) or gray (channels 1). When `max_side` > 0 the result is shrunk (area
  /// interpolation) so that its longer side is at most `max_side`. NULL on failure.
  visor_image *_Nullable (*_Nonnull image_decode)(const uint8_t *bytes, size_t len, int channels, int max_side,
                                         char *err, size_t err_len);
  /// A new image resized (area interpolation when shrinking) so its longer side is at most
  /// `max_side` and converted to `channels` (1 or 3). NULL on failure.
  visor_image *_Nullable (*_Nonnull image_convert)(const visor_image *image, int channels, int max_side, char *err,
                                          size_t err_len);
  void (*image_free)(visor_image *_Nullable image);

  // MARK: Classifier (OpenCV DNN, ONNX)

  /// Loads an ONNX classifier. On failure NULL and OpenCV's explanation in `err`.
  visor_classifier *_Nullable (*_Nonnull classifier_load)(const char *onnx_path, char *err, size_t err_len);
  void (*classifier_free)(visor_classifier *_Nullable classifier);
  /// Runs the classifier on an RGB image: resize the shorter side to `resize` (0: resize the whole
  /// image to crop×crop), centre-crop `crop`×`crop`, scale to 0…1, subtract `mean` and divide by
  /// `std` per channel (R, G, B), NCHW. Writes up to `capacity` probabilities (softmax unless the
  /// output already is a distribution) and returns the number of classes, or -1 on error.
  int (*classifier_run)(visor_classifier *classifier, const visor_image *rgb, int resize, int crop,
                        const float *mean, const float *std, float *probabilities, int capacity, char *err,
                        size_t err_len);
  /// The same on encoded bytes, decoded straight to the size the model needs (a JPEG is shrunk
  /// while decoding). Returns VISOR_VISION_UNREADABLE_IMAGE for bytes that are not an image.
  int (*classifier_run_encoded)(visor_classifier *classifier, const uint8_t *bytes, size_t len, int resize,
                                int crop, const float *mean, const float *std, float *probabilities,
                                int capacity, char *err, size_t err_len);
  /// Forward pass on a constant size×size input: returns the number of outputs, or -1 with
  /// OpenCV's message (e.g. the unsupported operator).
  int (*classifier_probe)(visor_classifier *classifier, int size, char *err, size_t err_len);
  /// Memory the network holds for a 1×3×size×size input (weights + intermediate blobs); 0 on error.
  int64_t (*classifier_memory)(visor_classifier *classifier, int size);

  // MARK: Cascades (Haar/LBP object detection)

  visor_cascade *_Nullable (*_Nonnull cascade_load)(const char *xml_path, char *err, size_t err_len);
  void (*cascade_free)(visor_cascade *_Nullable cascade);
  /// Detects objects (image converted to gray and histogram-equalised). `min_size_fraction`: the
  /// smallest object side as a fraction of the shorter image side. Writes up to `capacity` boxes
  /// and returns how many were found, or -1.
  int (*cascade_detect)(visor_cascade *cascade, const visor_image *image, double scale_factor, int min_neighbors,
                        double min_size_fraction, visor_box *boxes, int capacity, char *err, size_t err_len);

  // MARK: Text (tesseract)

  /// Creates a tesseract engine for `language` with data in `datapath`, in sparse-text page
  /// segmentation, diagnostics silenced. NULL with `*status` = VISOR_TEXT_READER_CREATE_FAILED or
  /// VISOR_TEXT_READER_LANGUAGE_MISSING.
  visor_text_reader *_Nullable (*_Nonnull text_reader_create)(const char *datapath, const char *language, int *status);
  void (*text_reader_free)(visor_text_reader *_Nullable reader);
  /// Recognises the words in an 8-bit image (1 or 3 channels) at `resolution` dpi. Stores a new
  /// array in `*words` (free it with text_words_free) and returns its length, or -1 when
  /// recognition failed.
  int (*text_reader_read)(visor_text_reader *reader, const visor_image *image, int resolution,
                          visor_text_word *_Nullable *_Nonnull words, char *err, size_t err_len);
  void (*text_words_free)(visor_text_word *_Nullable words, int count);

  // MARK: Scored detection, people, barcodes, saliency (version 2)

  /// Like cascade_detect, with a score per box (the level weight of the last stage) so callers can
  /// apply a stricter, calibrated threshold.
  int (*cascade_detect_scored)(visor_cascade *cascade, const visor_image *image, double scale_factor,
                               int min_neighbors, double min_size_fraction, visor_detection *detections,
                               int capacity, char *err, size_t err_len);
  visor_people_detector *_Nullable (*_Nonnull people_detector_create)(char *err, size_t err_len);
  void (*people_detector_free)(visor_people_detector *_Nullable detector);
  /// Standing people (HOG) on the image shrunk to at most `max_side` px, boxes in that working
  /// image's pixels after non-maximum suppression; writes up to `capacity` and returns the count, or -1.
  int (*people_detect)(visor_people_detector *detector, const visor_image *image, int max_side,
                       visor_detection *detections, int capacity, char *err, size_t err_len);
  /// Decodes every QR code and 1-D barcode (zbar) in a gray copy of the image. Stores a new array in
  /// `*codes` (free with barcodes_free) and returns its length, or -1.
  int (*barcode_scan)(const visor_image *image, visor_barcode *_Nullable *_Nonnull codes, char *err,
                      size_t err_len);
  void (*barcodes_free)(visor_barcode *_Nullable codes, int count);
  /// Finds barcode-like regions without decoding them (OpenCV's QR detector and 1-D barcode
  /// detector): returns how many were seen (boxes up to `capacity`), or -1.
  int (*barcode_locate)(const visor_image *image, visor_box *boxes, int capacity, char *err, size_t err_len);
  /// A spectral-residual saliency map of the image (OpenCV saliency), 64 px on the longer side,
  /// as a new gray image (0 = not salient, 255 = most salient). NULL on failure.
  visor_image *_Nullable (*_Nonnull saliency_map)(const visor_image *image, char *err, size_t err_len);

  // MARK: Diagnostics

  /// Runs the plugin's own DNN layers (depthwise, pointwise, padding) beside OpenCV's on random
  /// inputs; returns the number of mismatches and describes them in `report`.
  int (*layers_self_check)(char *report, size_t report_len);

  // MARK: Text, one line (decision 047)

  /// Switches the engine between sparse text (the default: signs and pages) and one line of text
  /// (`single_line` != 0: a line cut out and straightened, as the script readers read PP-OCR's lines).
  void (*text_reader_set_single_line)(visor_text_reader *reader, int single_line);
} visor_vision_api;

/// The one symbol the plugin exports.
typedef const visor_vision_api *_Nullable (*_Nonnull visor_vision_get_api_function)(void);

#pragma clang assume_nonnull end

#ifdef __cplusplus
}
#endif
#endif
