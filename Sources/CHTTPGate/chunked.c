// See chunked.h. A byte-at-a-time state machine for the framing; chunk data passes through in runs.
//
// Accepted: `size [ws] [; extensions]` lines of at most CHUNKED_LINE_MAX bytes with 1–15 hex digits,
// CRLF or a bare LF after each line and after each chunk's data, trailer fields `name: value` (dropped)
// up to the limit, and the empty line. Anything else is 400.
#include "chunked.h"
#include "http_chars.h"

enum {
  S_SIZE,        // hex digits of a chunk size
  S_SIZE_REST,   // whitespace after the digits, then `;` or the line end
  S_EXTENSION,   // after `;`: field bytes up to the line end
  S_SIZE_CR,     // CR seen: LF must follow
  S_DATA,        // chunk data
  S_DATA_END,    // CRLF (or LF) after the data
  S_DATA_END_CR,
  S_TRAILER,     // the start of a trailer line (or the empty line)
  S_TRAILER_CR,  // CR at the start of a line: the empty line's LF must follow
  S_NAME,        // a trailer field's name
  S_VALUE,       // its value
  S_VALUE_CR,
};


static int hex_value(unsigned char ch) {
  if (ch >= '0' && ch <= '9') return ch - '0';
  if ((ch | 0x20) >= 'a' && (ch | 0x20) <= 'f') return (ch | 0x20) - 'a' + 10;
  return -1;
}

void chunked_init(chunked_decoder *d, size_t max_trailer_bytes) {
  *d = (chunked_decoder){.max_trailer_bytes = max_trailer_bytes, .state = S_SIZE};
}

static size_t fail(chunked_decoder *d, int error, size_t used) {
  d->done = true;
  d->error = error;
  return used;
}

/// The end of a chunk-size line: data follows, or the trailers after the last chunk.
static void size_line_done(chunked_decoder *d) {
  d->line = 0;
  d->digits = 0;
  if (d->size == 0) {
    d->state = S_TRAILER;
  } else {
    d->remaining = d->size;
    d->state = S_DATA;
  }
  d->size = 0;
}

size_t chunked_feed(chunked_decoder *d, const unsigned char *p, size_t n, chunked_data_fn data, void *context) {
  size_t i = 0;
  while (i < n && !d->done) {
    if (d->state == S_DATA) {
      size_t run = n - i < d->remaining ? n - i : (size_t)d->remaining;
      if (run > 0) data(context, p + i, run);
      i += run;
      d->remaining -= run;
      if (d->remaining == 0) d->state = S_DATA_END;
      continue;
    }
    unsigned char ch = p[i++];
    if (d->state <= S_SIZE_CR && ++d->line > CHUNKED_LINE_MAX) return fail(d, 400, i);
    if (d->state >= S_TRAILER && ++d->trailer > d->max_trailer_bytes + 2) return fail(d, 431, i);
    switch (d->state) {
      case S_SIZE: {
        int digit = hex_value(ch);
        if (digit >= 0) {
          if (++d->digits > 15) return fail(d, 400, i);
          d->size = d->size * 16 + (uint64_t)digit;
          break;
        }
        if (d->digits == 0) return fail(d, 400, i);
        d->state = S_SIZE_REST;  // this byte follows the digits
      }
        __attribute__((fallthrough));
      case S_SIZE_REST:
        if (ch == ' ' || ch == '\t') break;
        if (ch == ';') d->state = S_EXTENSION;
        else if (ch == '\r') d->state = S_SIZE_CR;
        else if (ch == '\n') size_line_done(d);
        else return fail(d, 400, i);
        break;
      case S_EXTENSION:
        if (ch == '\r') d->state = S_SIZE_CR;
        else if (ch == '\n') size_line_done(d);
        else if (!is_field_byte(ch)) return fail(d, 400, i);
        break;
      case S_SIZE_CR:
        if (ch != '\n') return fail(d, 400, i);
        size_line_done(d);
        break;
      case S_DATA_END:
        if (ch == '\r') d->state = S_DATA_END_CR;
        else if (ch == '\n') d->state = S_SIZE;
        else return fail(d, 400, i);
        break;
      case S_DATA_END_CR:
        if (ch != '\n') return fail(d, 400, i);
        d->state = S_SIZE;
        break;
      case S_TRAILER:
        if (ch == '\r') d->state = S_TRAILER_CR;
        else if (ch == '\n') d->done = true;
        else if (is_tchar(ch)) d->state = S_NAME;
        else return fail(d, 400, i);
        break;
      case S_TRAILER_CR:
        if (ch != '\n') return fail(d, 400, i);
        d->done = true;
        break;
      case S_NAME:
        if (ch == ':') d->state = S_VALUE;
        else if (!is_tchar(ch)) return fail(d, 400, i);
        break;
      case S_VALUE:
        if (ch == '\r') d->state = S_VALUE_CR;
        else if (ch == '\n') d->state = S_TRAILER;
        else if (!is_field_byte(ch)) return fail(d, 400, i);
        break;
      case S_VALUE_CR:
        if (ch != '\n') return fail(d, 400, i);
        d->state = S_TRAILER;
        break;
    }
  }
  return i;
}
