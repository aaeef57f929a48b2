// HTTP/1.1 request input (RFC 9112) parsed from bytes to events: request heads validated and
// re-serialised canonically, then each body's framing (Content-Length or chunked, via chunked.c)
// removed. No sockets, no threads, no clocks, so the fuzzer drives it directly. The gate (conn.c)
// runs one parser per connection.
#ifndef VISOR_PARSE_H
#define VISOR_PARSE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "buf.h"
#include "chunked.h"

enum http_parse_state { P_HEAD, P_BODY, P_CHUNKED, P_STOP };

enum http_event_kind {
  /// The first byte of a request head (blank lines between requests do not count).
  HTTP_HEAD_STARTED,
  /// A complete, valid head: `bytes` is its canonical form — the request line, each header as
  /// `Name: value` (trimmed), one framing header (`Content-Length: n` or `Transfer-Encoding:
  /// chunked`) when there is a body, and the empty line.
  HTTP_HEAD,
  /// Decoded body bytes, in order.
  HTTP_BODY,
  /// The body is complete (trailers are dropped).
  HTTP_BODY_END,
  /// Malformed, or over a limit: `status`, the catalogued `code`, a sentence saying what to do, and the
  /// request path when the request line could be read (else "/"). The parser stops (P_STOP).
  HTTP_ERROR,
};

typedef struct http_event {
  enum http_event_kind kind;
  const char *bytes;  // HTTP_HEAD, HTTP_BODY (valid during the call only)
  size_t length;
  bool has_body, expect_continue, http10;  // HTTP_HEAD
  int status;                              // HTTP_ERROR
  const char *code, *message, *path;
} http_event;

typedef void (*http_event_fn)(void *context, const http_event *event);

typedef struct http_parser {
  /// Request line plus header lines (and, separately, the trailer section); more is 414 or 431.
  size_t max_header_bytes;
  enum http_parse_state state;
  /// Only empty lines arrived since the last request.
  bool blank_lines;
  // private
  bool yielded;  // HTTP_HEAD, HTTP_BODY_END or HTTP_ERROR was reported: the feed returns
  gbuf in, canon;
  uint64_t remaining;
  chunked_decoder chunked;
  char message[256];
  char path[512];
} http_parser;

void http_parser_init(http_parser *parser, size_t max_header_bytes);
void http_parser_free(http_parser *parser);

/// Parses up to `n` bytes, reporting events to `sink`; returns how many it took. It takes fewer than
/// `n` only after reporting HTTP_HEAD, HTTP_BODY_END or HTTP_ERROR: the rest belongs to the body, to the
/// next request, or (after an error or `http_parser_stop`) to nothing — the caller decides when to
/// feed it.
size_t http_parser_feed(http_parser *parser, const unsigned char *bytes, size_t n, http_event_fn sink,
                        void *context);

/// Takes no more input (the connection answers an error, or will discard a body it did not read).
void http_parser_stop(http_parser *parser);

/// Part of a head has arrived, and not all of it.
static inline bool http_parser_in_head(const http_parser *parser) {
  return parser->state == P_HEAD && parser->in.len > 0;
}

/// Inside a body.
static inline bool http_parser_in_body(const http_parser *parser) {
  return parser->state == P_BODY || parser->state == P_CHUNKED;
}

#endif
