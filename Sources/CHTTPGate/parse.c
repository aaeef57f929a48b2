// HTTP/1.1 request input parsed from bytes to events: see parse.h.

#define _GNU_SOURCE
#include "parse.h"
#include "http_chars.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

void http_parser_init(http_parser *parser, size_t max_header_bytes) {
  memset(parser, 0, sizeof(*parser));
  parser->max_header_bytes = max_header_bytes;
  parser->state = P_HEAD;
}

void http_parser_free(http_parser *parser) {
  gbuf_free(&parser->in);
  gbuf_free(&parser->canon);
}

void http_parser_stop(http_parser *parser) {
  parser->state = P_STOP;
  gbuf_clear(&parser->in);
}

/// Reports an error and stops.
static void fail(http_parser *parser, http_event_fn sink, void *context, int status, const char *code,
                 const char *message, const char *path) {
  http_parser_stop(parser);
  parser->yielded = true;
  http_event event = {.kind = HTTP_ERROR,
                      .status = status,
                      .code = code,
                      .message = message,
                      .path = path != NULL && path[0] == '/' ? path : "/"};
  sink(context, &event);
}

static void fail_header_size(http_parser *parser, http_event_fn sink, void *context, bool request_line) {
  char *message = parser->message;
  size_t limit = parser->max_header_bytes;
  if (request_line) {
    snprintf(message, sizeof(parser->message),
             "The request URI is longer than %zu bytes; send large parameters in a POST body instead.", limit);
    fail(parser, sink, context, 414, "uri_too_long", message, NULL);
  } else {
    snprintf(message, sizeof(parser->message),
             "The request headers are larger than %zu bytes; send fewer or smaller headers (large cookies are "
             "a common cause).",
             limit);
    fail(parser, sink, context, 431, "headers_too_large", message, NULL);
  }
}

// MARK: - Heads

static bool equals_ignoring_case(const char *a, size_t a_len, const char *b) {
  size_t b_len = strlen(b);
  return a_len == b_len && strncasecmp(a, b, b_len) == 0;
}

static void trim(const char **start, size_t *len) {
  while (*len > 0 && ((*start)[0] == ' ' || (*start)[0] == '\t')) {
    (*start)++;
    (*len)--;
  }
  while (*len > 0 && ((*start)[*len - 1] == ' ' || (*start)[*len - 1] == '\t')) (*len)--;
}

/// Next line of `head` from `*pos`: sets `line`/`len` (without CR LF); false when a bare CR occurs.
static bool next_line(const char *head, size_t head_len, size_t *pos, const char **line, size_t *len) {
  const char *start = head + *pos;
  const char *lf = memchr(start, '\n', head_len - *pos);
  size_t n = lf ? (size_t)(lf - start) : head_len - *pos;
  *pos += n + (lf ? 1 : 0);
  if (n > 0 && start[n - 1] == '\r') n--;
  *line = start;
  *len = n;
  return memchr(start, '\r', n) == NULL;
}

typedef struct {
  bool has_length, chunked, expect_continue;
  uint64_t length;
  int hosts;
} framing;

/// Parses one Content-Length value ("5" or a list "5, 5"); false when it is not whole digits or
/// disagrees with an earlier one.
static bool parse_content_length(const char *value, size_t len, framing *f) {
  size_t i = 0;
  do {
    while (i < len && (value[i] == ' ' || value[i] == '\t')) i++;
    size_t digits = 0;
    uint64_t n = 0;
    while (i < len && value[i] >= '0' && value[i] <= '9') {
      if (++digits > 18) return false;
      n = n * 10 + (uint64_t)(value[i++] - '0');
    }
    if (digits == 0) return false;
    while (i < len && (value[i] == ' ' || value[i] == '\t')) i++;
    if (f->has_length && f->length != n) return false;
    f->has_length = true;
    f->length = n;
  } while (i < len && value[i++] == ',');
  return i == len;
}

/// 0 ok (sets chunked), 400 malformed, 501 unsupported coding.
static int parse_transfer_encoding(const char *value, size_t len, framing *f) {
  size_t i = 0;
  while (i <= len) {
    const char *token = value + i;
    const char *comma = memchr(token, ',', len - i);
    size_t n = comma ? (size_t)(comma - token) : len - i;
    i += n + 1;
    trim(&token, &n);
    if (n == 0) return 400;
    if (!equals_ignoring_case(token, n, "chunked")) return 501;
    if (f->chunked) return 400;
    f->chunked = true;
  }
  return 0;
}

/// Validates a complete head (`len` bytes, ending with its empty line) and reports it in canonical form.
static void parse_head(http_parser *p, const char *head, size_t len, http_event_fn sink, void *context) {
  size_t pos = 0;
  const char *line;
  size_t line_len;
  char *path = p->path;
  strcpy(path, "/");
  static const char *bad_line =
      "The request line is not valid HTTP; send `METHOD /path HTTP/1.1`, then the headers and an "
      "empty line.";
  static const char *bad_header =
      "A request header line is malformed (expected `Name: value`, with no space before the colon and "
      "no folded lines); fix or remove it.";

  // Request line: METHOD SP target SP HTTP/d.d
  if (!next_line(head, len, &pos, &line, &line_len)) return fail(p, sink, context, 400, "malformed_request_line", bad_line, NULL);
  const char *parts[4];
  size_t part_len[4];
  int parts_count = 0;
  for (size_t i = 0; i < line_len;) {
    if (line[i] == ' ') {
      i++;
      continue;
    }
    size_t start = i;
    while (i < line_len && line[i] != ' ') i++;
    if (parts_count == 4) break;
    parts[parts_count] = line + start;
    part_len[parts_count++] = i - start;
  }
  if (parts_count >= 2 && parts[1][0] == '/') {
    size_t n = 0;
    while (n < part_len[1] && n < sizeof(p->path) - 1 && parts[1][n] != '?') {
      path[n] = parts[1][n];
      n++;
    }
    path[n] = 0;
    for (size_t i = 0; i < n; i++)
      if ((unsigned char)path[i] < 0x21 || path[i] == 0x7F) path[i] = '_';
  }
  if (parts_count != 3) return fail(p, sink, context, 400, "malformed_request_line", bad_line, path);
  for (size_t i = 0; i < part_len[0]; i++)
    if (!is_tchar((unsigned char)parts[0][i])) return fail(p, sink, context, 400, "malformed_request_line", bad_line, path);
  for (size_t i = 0; i < part_len[1]; i++) {
    unsigned char ch = (unsigned char)parts[1][i];
    if (ch < 0x21 || ch == 0x7F) return fail(p, sink, context, 400, "malformed_request_line", bad_line, path);
  }
  const char *version = parts[2];
  if (part_len[2] != 8 || strncmp(version, "HTTP/", 5) != 0 || version[6] != '.' || version[5] < '0' ||
      version[5] > '9' || version[7] < '0' || version[7] > '9')
    return fail(p, sink, context, 400, "malformed_request_line", bad_line, path);
  if (version[5] != '1') {
    char *message = p->message;
    snprintf(message, sizeof(p->message),
             "HTTP/%c.%c is not supported on this connection; send the request as HTTP/1.1.", version[5],
             version[7]);
    return fail(p, sink, context, 505, "http_version_not_supported", message, path);
  }
  bool http10 = version[7] == '0';

  gbuf_clear(&p->canon);
  gbuf *out = &p->canon;
  bool ok = gbuf_append(out, parts[0], part_len[0]) && gbuf_append(out, " ", 1) &&
            gbuf_append(out, parts[1], part_len[1]) &&
            gbuf_append(out, http10 ? " HTTP/1.0\r\n" : " HTTP/1.1\r\n", 11);

  framing f = {0};
  bool saw_transfer_encoding = false;
  while (ok && pos < len) {
    if (!next_line(head, len, &pos, &line, &line_len)) goto malformed_header;
    if (line_len == 0) break;  // the empty line ending the head
    if (line[0] == ' ' || line[0] == '\t') goto malformed_header;
    const char *colon = memchr(line, ':', line_len);
    if (colon == NULL || colon == line) goto malformed_header;
    size_t name_len = (size_t)(colon - line);
    for (size_t i = 0; i < name_len; i++)
      if (!is_tchar((unsigned char)line[i])) goto malformed_header;
    const char *value = colon + 1;
    size_t value_len = line_len - name_len - 1;
    trim(&value, &value_len);
    for (size_t i = 0; i < value_len; i++)
      if (!is_field_byte((unsigned char)value[i])) goto malformed_header;
    if (equals_ignoring_case(line, name_len, "Host")) {
      f.hosts++;
    } else if (equals_ignoring_case(line, name_len, "Expect")) {
      f.expect_continue = equals_ignoring_case(value, value_len, "100-continue");
    } else if (equals_ignoring_case(line, name_len, "Content-Length")) {
      if (!parse_content_length(value, value_len, &f)) {
        gbuf_clear(&p->canon);
        return fail(p, sink, context, 400, "invalid_content_length",
                      "The Content-Length header must be one whole number of bytes (digits only); send "
                      "the body's exact size.",
                      path);
      }
      continue;  // passed on once, canonically, below
    } else if (equals_ignoring_case(line, name_len, "Transfer-Encoding")) {
      saw_transfer_encoding = true;
      int result = parse_transfer_encoding(value, value_len, &f);
      if (result == 501) {
        gbuf_clear(&p->canon);
        return fail(p, sink, context, 501, "unsupported_transfer_encoding",
                      "Only `Transfer-Encoding: chunked` is supported; send the body uncompressed, with "
                      "Content-Length or chunked.",
                      path);
      }
      if (result != 0) goto malformed_header;
      continue;
    }
    ok = gbuf_append(out, line, name_len) && gbuf_append(out, ": ", 2) &&
         gbuf_append(out, value, value_len) && gbuf_append(out, "\r\n", 2);
  }
  if (!ok) {
    gbuf_clear(&p->canon);
    return fail(p, sink, context, 503, "server_busy", "The server is out of memory for this request; try again later.",
                  path);
  }
  if (f.hosts == 0 && !http10) {
    gbuf_clear(&p->canon);
    return fail(p, sink, context, 400, "missing_host",
                  "HTTP/1.1 requests must carry a Host header; add `Host: <server name>`.", path);
  }
  if (f.hosts > 1) {
    gbuf_clear(&p->canon);
    return fail(p, sink, context, 400, "duplicate_host",
                  "The request carries more than one Host header; send exactly one.", path);
  }
  if (saw_transfer_encoding && f.has_length) {
    gbuf_clear(&p->canon);
    return fail(p, sink, context, 400, "conflicting_framing",
                  "The request has both Content-Length and Transfer-Encoding; send only one of them.",
                  path);
  }
  if (saw_transfer_encoding && http10) {
    gbuf_clear(&p->canon);
    return fail(p, sink, context, 400, "invalid_transfer_encoding",
                  "HTTP/1.0 requests cannot use Transfer-Encoding; send Content-Length, or use HTTP/1.1 for "
                  "a chunked body.",
                  path);
  }
  char framing_line[64];
  int framing_len = 0;
  if (f.chunked) {
    framing_len = snprintf(framing_line, sizeof(framing_line), "Transfer-Encoding: chunked\r\n\r\n");
    p->state = P_CHUNKED;
    chunked_init(&p->chunked, p->max_header_bytes);
  } else if (f.has_length) {
    framing_len = snprintf(framing_line, sizeof(framing_line), "Content-Length: %llu\r\n\r\n",
                           (unsigned long long)f.length);
    p->remaining = f.length;
    p->state = f.length > 0 ? P_BODY : P_HEAD;
  } else {
    memcpy(framing_line, "\r\n", 2);  // the common case: no formatting
    framing_len = 2;
    p->state = P_HEAD;
  }
  if (!gbuf_append(out, framing_line, (size_t)framing_len)) {
    gbuf_clear(&p->canon);
    return fail(p, sink, context, 503, "server_busy", "The server is out of memory for this request; try again later.",
                  path);
  }
  bool has_body = f.chunked || (f.has_length && f.length > 0);
  http_event event = {.kind = HTTP_HEAD,
                      .bytes = p->canon.data + p->canon.off,
                      .length = p->canon.len,
                      .has_body = has_body,
                      .expect_continue = has_body && f.expect_continue && !http10,
                      .http10 = http10};
  p->yielded = true;
  sink(context, &event);
  gbuf_clear(&p->canon);
  return;

malformed_header:
  gbuf_clear(&p->canon);
  fail(p, sink, context, 400, "malformed_header", bad_header, path);
}

/// Finds the end of a head (the byte after its empty line) in `in`, scanning from `from`; 0 if none.
static size_t head_end(const gbuf *in, size_t from) {
  const char *d = in->data + in->off;
  size_t i = from;
  while (i < in->len) {
    const char *lf = memchr(d + i, '\n', in->len - i);
    if (lf == NULL) return 0;
    size_t q = (size_t)(lf - d);
    if (q + 1 < in->len && d[q + 1] == '\n') return q + 2;
    if (q + 2 < in->len && d[q + 1] == '\r' && d[q + 2] == '\n') return q + 3;
    i = q + 1;
  }
  return 0;
}

static size_t feed_head(http_parser *parser, const unsigned char *p, size_t n, http_event_fn sink,
                        void *context) {
  size_t used = 0;
  if (parser->in.len == 0) {
    while (used < n && (p[used] == '\r' || p[used] == '\n')) used++;  // blank lines between requests
    if (used > 0) parser->blank_lines = true;
    if (used == n) return used;
    http_event started = {.kind = HTTP_HEAD_STARTED};
    sink(context, &started);
  }
  size_t limit = parser->max_header_bytes;
  size_t room = limit + 4 > parser->in.len ? limit + 4 - parser->in.len : 0;
  size_t take = n - used < room ? n - used : room;
  size_t before = parser->in.len;
  if (!gbuf_append(&parser->in, p + used, take)) {
    fail(parser, sink, context, 503, "server_busy", "The server is out of memory for this request; try again later.",
         NULL);
    return n;
  }
  size_t end = head_end(&parser->in, before > 3 ? before - 3 : 0);
  const char *d = parser->in.data + parser->in.off;
  if (end == 0) {
    if (parser->in.len > limit) {
      const char *lf = memchr(d, '\n', parser->in.len);
      fail_header_size(parser, sink, context, lf == NULL || (size_t)(lf - d) > limit);
    }
    return used + take;
  }
  if (end > limit + 4) {
    const char *lf = memchr(d, '\n', end);
    fail_header_size(parser, sink, context, lf == NULL || (size_t)(lf - d) > limit);
    return used + take;
  }
  size_t consumed = used + (end - before);
  parser->blank_lines = false;
  parse_head(parser, d, end, sink, context);
  gbuf_clear(&parser->in);
  return consumed;
}

// MARK: - Bodies

typedef struct {
  http_event_fn sink;
  void *context;
} chunk_target;

static void chunk_data(void *context, const unsigned char *bytes, size_t length) {
  chunk_target *target = context;
  http_event event = {.kind = HTTP_BODY, .bytes = (const char *)bytes, .length = length};
  target->sink(target->context, &event);
}

static void body_end(http_parser *parser, http_event_fn sink, void *context) {
  parser->state = P_HEAD;
  parser->yielded = true;
  http_event event = {.kind = HTTP_BODY_END};
  sink(context, &event);
}

size_t http_parser_feed(http_parser *parser, const unsigned char *bytes, size_t n, http_event_fn sink,
                        void *context) {
  size_t taken = 0;
  parser->yielded = false;
  while (taken < n && !parser->yielded) {
    switch (parser->state) {
      case P_HEAD:
        taken += feed_head(parser, bytes + taken, n - taken, sink, context);
        break;
      case P_BODY: {
        size_t left = n - taken;
        size_t used = left < parser->remaining ? left : (size_t)parser->remaining;
        http_event event = {.kind = HTTP_BODY, .bytes = (const char *)bytes + taken, .length = used};
        parser->remaining -= used;
        taken += used;
        sink(context, &event);
        if (parser->state == P_STOP) return taken;  // the caller stopped it
        if (parser->remaining == 0) body_end(parser, sink, context);
        break;
      }
      case P_CHUNKED: {
        chunk_target target = {sink, context};
        taken += chunked_feed(&parser->chunked, bytes + taken, n - taken, chunk_data, &target);
        if (parser->state == P_STOP) return taken;  // the caller stopped it
        if (parser->chunked.error == 431) {
          fail_header_size(parser, sink, context, false);  // the trailers
          taken = n;
        } else if (parser->chunked.error != 0) {
          fail(parser, sink, context, 400, "malformed_chunk",
               "The chunked request body is malformed (each chunk needs a hexadecimal size line, and CRLF "
               "after its data); resend the body with valid chunked encoding.",
               NULL);
          taken = n;
        } else if (parser->chunked.done) {  // trailers are not passed on
          body_end(parser, sink, context);
        }
        break;
      }
      case P_STOP:
        return taken;
    }
  }
  return taken;
}
