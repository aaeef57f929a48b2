// Character classes of HTTP/1.1 (RFC 9110 5.6.2, 5.5), shared by the head parser (parse.c) and the
// chunked decoder (chunked.c).
#ifndef VISOR_HTTP_CHARS_H
#define VISOR_HTTP_CHARS_H

#include <stdbool.h>

/// A token character (method, header name, trailer name).
static inline bool is_tchar(unsigned char ch) {
  if (ch >= '0' && ch <= '9') return true;
  if ((ch | 0x20) >= 'a' && (ch | 0x20) <= 'z') return true;
  switch (ch) {
    case '!': case '#': case '$': case '%': case '&': case '\'': case '*': case '+': case '-': case '.':
    case '^': case '_': case '`': case '|': case '~':
      return true;
    default:
      return false;
  }
}

/// A byte allowed in a field value (and a chunk extension): tab, visible characters, obs-text.
static inline bool is_field_byte(unsigned char ch) { return ch == '\t' || (ch >= 0x20 && ch != 0x7F); }

#endif
