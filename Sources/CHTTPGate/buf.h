// Growable byte buffers for the gate's parser (parse.c) and connections (conn.c).
#ifndef VISOR_BUF_H
#define VISOR_BUF_H

#include <stdbool.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  char *data;
  size_t off, len, cap;  // bytes live in data[off, off + len)
} gbuf;

/// Appends `n` bytes; false (and nothing appended) when memory runs out.
static inline bool gbuf_append(gbuf *b, const void *bytes, size_t n) {
  if (n == 0) return true;
  if (b->off + b->len + n > b->cap) {
    if (b->off > 0) {
      memmove(b->data, b->data + b->off, b->len);
      b->off = 0;
    }
    if (b->len + n > b->cap) {
      size_t cap = b->cap ? b->cap : 1024;
      while (cap < b->len + n) cap *= 2;
      char *grown = realloc(b->data, cap);
      if (grown == NULL) return false;
      b->data = grown;
      b->cap = cap;
    }
  }
  memcpy(b->data + b->off + b->len, bytes, n);
  b->len += n;
  return true;
}

static inline void gbuf_consume(gbuf *b, size_t n) {
  b->off += n;
  b->len -= n;
  if (b->len == 0) b->off = 0;
}

static inline void gbuf_clear(gbuf *b) { b->off = b->len = 0; }

static inline void gbuf_free(gbuf *b) {
  free(b->data);
  memset(b, 0, sizeof(*b));
}

#endif
