// Tesseract 5 through its C API: one TessBaseAPI per reader, used by one caller at a time.
#include "text_reader.hpp"

#include <leptonica/allheaders.h>
#include <tesseract/capi.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <mutex>
#include <new>
#include <vector>

struct visor_text_reader {
  TessBaseAPI *api;
  std::mutex lock;
};

namespace visor_text {
namespace {
void set_error(char *err, size_t err_len, const char *message) {
  if (err == nullptr || err_len == 0) return;
  std::strncpy(err, message, err_len - 1);
  err[err_len - 1] = '\0';
}
}  // namespace

visor_text_reader *reader_create(const char *datapath, const char *language, int *status) {
  *status = VISOR_TEXT_READER_CREATE_FAILED;
  // Leptonica (tesseract's image library) prints "Error in …" / "Warning in …" lines to stderr,
  // which would break the server's JSON log; failures reach Visor through return values anyway.
  static std::once_flag quiet;
  std::call_once(quiet, [] { setMsgSeverity(L_SEVERITY_NONE); });
  try {
    TessBaseAPI *api = TessBaseAPICreate();
    if (api == nullptr) return nullptr;
    // Tesseract prints diagnostics ("Invalid resolution") to stderr unless told otherwise.
    TessBaseAPISetVariable(api, "debug_file", "/dev/null");
    if (TessBaseAPIInit3(api, datapath, language) != 0) {
      TessBaseAPIDelete(api);
      *status = VISOR_TEXT_READER_LANGUAGE_MISSING;
      return nullptr;
    }
    // Sparse text: finds words scattered over a photo (signs, labels, plates) as well as paragraphs.
    TessBaseAPISetPageSegMode(api, tesseract::PSM_SPARSE_TEXT);
    auto *reader = new (std::nothrow) visor_text_reader{api, {}};
    if (reader == nullptr) {
      TessBaseAPIEnd(api);
      TessBaseAPIDelete(api);
      return nullptr;
    }
    *status = VISOR_TEXT_READER_OK;
    return reader;
  } catch (...) {
    return nullptr;
  }
}

void reader_set_single_line(visor_text_reader *reader, int single_line) {
  std::lock_guard<std::mutex> guard(reader->lock);
  TessBaseAPISetPageSegMode(reader->api, single_line ? tesseract::PSM_SINGLE_LINE : tesseract::PSM_SPARSE_TEXT);
}

void reader_free(visor_text_reader *reader) {
  if (reader == nullptr) return;
  TessBaseAPIEnd(reader->api);
  TessBaseAPIDelete(reader->api);
  delete reader;
}

int reader_read(visor_text_reader *reader, const visor_image *image, int resolution, visor_text_word **words,
                char *err, size_t err_len) {
  *words = nullptr;
  if (reader == nullptr || image == nullptr || image->pixels == nullptr || image->width <= 0 ||
      image->height <= 0 || (image->channels != 1 && image->channels != 3)) {
    set_error(err, err_len, "invalid text reader or image");
    return -1;
  }
  std::vector<visor_text_word> found;
  try {
    std::lock_guard<std::mutex> guard(reader->lock);
    TessBaseAPI *api = reader->api;
    struct Clear {
      TessBaseAPI *api;
      ~Clear() { TessBaseAPIClear(api); }
    } clear{api};
    TessBaseAPISetImage(api, image->pixels, image->width, image->height, image->channels,
                        image->width * image->channels);
    TessBaseAPISetSourceResolution(api, resolution);
    if (TessBaseAPIRecognize(api, nullptr) != 0) {
      set_error(err, err_len, "recognition failed");
      return -1;
    }
    TessResultIterator *iterator = TessBaseAPIGetIterator(api);
    if (iterator == nullptr) return 0;
    int line = -1, paragraph = -1, block = -1;
    const TessPageIterator *page = TessResultIteratorGetPageIterator(iterator);
    do {
      if (TessPageIteratorIsAtBeginningOf(page, tesseract::RIL_BLOCK)) block += 1;
      if (TessPageIteratorIsAtBeginningOf(page, tesseract::RIL_PARA)) paragraph += 1;
      if (TessPageIteratorIsAtBeginningOf(page, tesseract::RIL_TEXTLINE)) line += 1;
      int left = 0, top = 0, right = 0, bottom = 0;
      TessPageIteratorBoundingBox(page, tesseract::RIL_WORD, &left, &top, &right, &bottom);
      char *text = TessResultIteratorGetUTF8Text(iterator, tesseract::RIL_WORD);
      if (text == nullptr) continue;
      char *copy = strdup(text);
      TessDeleteText(text);
      if (copy == nullptr) continue;
      found.push_back(visor_text_word{copy, TessResultIteratorConfidence(iterator, tesseract::RIL_WORD),
                                      std::max(line, 0), std::max(paragraph, 0), std::max(block, 0),
                                      visor_box{left, top, right - left, bottom - top},
                                      TessResultIteratorWordIsFromDictionary(iterator) ? 1 : 0});
    } while (TessResultIteratorNext(iterator, tesseract::RIL_WORD));
    TessResultIteratorDelete(iterator);
  } catch (const std::exception &e) {
    for (auto &word : found) std::free(word.text);
    set_error(err, err_len, e.what());
    return -1;
  } catch (...) {
    for (auto &word : found) std::free(word.text);
    set_error(err, err_len, "unknown error while reading text");
    return -1;
  }
  if (found.empty()) return 0;
  auto *out = static_cast<visor_text_word *>(std::malloc(sizeof(visor_text_word) * found.size()));
  if (out == nullptr) {
    for (auto &word : found) std::free(word.text);
    set_error(err, err_len, "out of memory");
    return -1;
  }
  std::copy(found.begin(), found.end(), out);
  *words = out;
  return int(found.size());
}

void words_free(visor_text_word *words, int count) {
  if (words == nullptr) return;
  for (int i = 0; i < count; ++i) std::free(words[i].text);
  std::free(words);
}
}  // namespace visor_text
