// Internal: tesseract behind the plugin's table (see text_reader.cpp and visor_vision_api.h).
#pragma once

#include "visor_vision_api.h"

namespace visor_text {
visor_text_reader *reader_create(const char *datapath, const char *language, int *status);
void reader_free(visor_text_reader *reader);
int reader_read(visor_text_reader *reader, const visor_image *image, int resolution, visor_text_word **words,
                char *err, size_t err_len);
void words_free(visor_text_word *words, int count);
void reader_set_single_line(visor_text_reader *reader, int single_line);
}  // namespace visor_text
