// Chunked request bodies (RFC 9112 7.1) decoded from bytes to data: no sockets, no threads, no
// buffering, so the fuzzer drives it directly. Used by the request parser for every chunked body (parse.c).
#ifndef VISOR_CHUNKED_H
#define VISOR_CHUNKED_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/// Longest chunk-size line (size, extensions, line end) accepted.
enum { CHUNKED_LINE_MAX = 4096 };

typedef struct chunked_decoder {
  /// The trailer section may hold this many bytes plus its empty line; more is 431.
  size_t max_trailer_bytes;
  /// Set when the body ended (after its trailers' empty line) or failed; the decoder then takes no
  /// more bytes. `error`: 0, 400 (malformed framing) or 431 (trailers too large).
  bool done;
  int error;
  // private
  int state;
  uint64_t size, remaining;
  unsigned digits;
  size_t line, trailer;
} chunked_decoder;

/// Decoded body bytes, in order (`bytes` are valid during the call only).
typedef void (*chunked_data_fn)(void *context, const unsigned char *bytes, size_t length);

/// A decoder for a new body.
void chunked_init(chunked_decoder *decoder, size_t max_trailer_bytes);

/// Decodes `n` bytes of framing and data; returns how many it took (fewer than `n` only once `done`:
/// the rest belongs to the next request, or to nothing after an error).
size_t chunked_feed(chunked_decoder *decoder, const unsigned char *bytes, size_t n, chunked_data_fn data,
                    void *context);

#endif
