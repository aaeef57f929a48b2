#ifndef VISOR_GATE_H
#define VISOR_GATE_H

// The gate is Visor's HTTP/1.1 engine (docs/decisions/008-http-gate.md, 009-request-path.md,
// 050-one-http-engine.md, 057-the-gate-alone.md).
//
// It accepts connections on Visor's listening socket, terminates TLS when configured, and reads every
// request head, the framing of every body (Content-Length or chunked) and, after an upgrade, every
// WebSocket frame itself. A malformed request is answered with the response Visor's `format_error`
// callback renders (JSON), after any earlier responses on the connection, and the connection closes.
// A well-formed request is passed to Visor from its head (`direct`), in canonical form; Visor reads its
// body on demand (`visor_gate_want`, `body`) and answers through `visor_gate_respond`.

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <sys/socket.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Renders a complete HTTP/1.1 error response (status line, headers with `Connection: close` and
/// `Content-Length`, body) into `out` (capacity `capacity`); returns its length, or 0 when it did not
/// fit. `path` is the request path when the request line could be read, else "/". Called on the
/// gate's thread.
typedef size_t (*visor_gate_error_fn)(void *context, int status, const char *code, const char *message,
                                      const char *path, char *out, size_t capacity);

/// One request the gate passes to Visor directly (see `direct` below); opaque.
typedef struct visor_gate_request visor_gate_request;

/// A request, from its head (its body, if any, is read later through `visor_gate_want`). Called on the
/// gate's thread with the canonical head (request line, `Name: value` lines, empty line; at most
/// `max_header_bytes` + 64 bytes) and the client's address as text. Visor answers it with
/// `visor_gate_respond` (from any thread), ending with `last`; returns a token for `cancel`.
typedef void *(*visor_gate_direct_fn)(void *context, visor_gate_request *request, const char *head,
                                      size_t head_length, const char *client_address);

/// Body bytes of a direct request (gate thread; copy them). A request with a body is passed to
/// `direct` from its head alone; the gate reads its body only while Visor holds credit for it
/// (`visor_gate_want`), decoded (Content-Length or chunked framing removed, trailers dropped), and
/// reports them here: `last` 0 with bytes, then `last` 1 once the body is complete. When the body
/// cannot be read (malformed chunked framing, a pause over the head timeout), `last` is 1 and
/// `status` the refusal's status with its catalogued `code`, `bytes` its sentence; the connection
/// closes after the answer. Nothing is reported before the first `visor_gate_want`.
typedef void (*visor_gate_body_fn)(void *context, void *token, const void *bytes, size_t length, int last,
                                   int status, const char *code);

/// The client of a direct request went away (closed, reset, or shut down its sending side) before
/// its response was complete, or the gate is dropping the connection. Called once, on the gate's
/// thread; Visor still ends the request with `visor_gate_respond(..., last = 1, ...)`.
typedef void (*visor_gate_cancel_fn)(void *context, void *token);

/// What `visor_gate_websocket_fn` reports for an upgraded connection.
enum {
  /// A whole text message (valid UTF-8) in `bytes`, `length`.
  VISOR_GATE_WS_TEXT = 1,
  /// A whole binary message.
  VISOR_GATE_WS_BINARY = 2,
  /// A text message over `max_text_bytes` (and at most twice that) was discarded unread; `length` is
  /// its size. The session goes on.
  VISOR_GATE_WS_OVERSIZED_TEXT = 3,
  /// A binary message over `max_binary_bytes` was discarded unread.
  VISOR_GATE_WS_OVERSIZED_BINARY = 4,
  /// The input ended: `code` is the client's close code (1005 when its close frame carried none), or
  /// the code the gate closed with (a protocol error: 1002, 1007, 1009; no answer to ping: 1006).
  /// `bytes` is the reason. The gate already sent its close frame; Visor ends the request with
  /// `visor_gate_ws_finish`. A client that simply goes away is reported through `cancel` instead.
  VISOR_GATE_WS_CLOSED = 5,
};

/// A message or the end of input on an upgraded connection (gate thread; copy the bytes). Every text,
/// binary and oversized report counts towards `max_buffered_bytes` until `visor_gate_ws_consumed`.
typedef void (*visor_gate_websocket_fn)(void *context, void *token, int kind, const void *bytes, size_t length,
                                        unsigned code);

/// Limits of one WebSocket session.
typedef struct visor_gate_ws_limits {
  /// A text or binary message over its limit is discarded without being kept (reported as oversized);
  /// over twice its limit the connection is closed with 1009.
  size_t max_text_bytes, max_binary_bytes;
  /// Reported and not yet consumed: past this the gate stops reading the client (back-pressure). 0: 4 MB.
  size_t max_buffered_bytes;
  /// After this many seconds without input the gate pings; with no input for twice as long it closes
  /// with 1001 (reported as 1006). A client that takes nothing sent for twice as long is dropped. 0: never.
  unsigned ping_seconds;
} visor_gate_ws_limits;

/// An address block (`10.0.0.0/8`, `::1/128`): `family` is AF_INET (the first 4 bytes of `address`
/// count) or AF_INET6 (all 16).
typedef struct visor_gate_cidr {
  int family;
  unsigned char address[16];
  unsigned prefix_bits;
} visor_gate_cidr;

typedef struct visor_gate_config {
  /// A listening TCP socket (the gate makes it non-blocking; the caller closes it after stop).
  int listen_fd;
  /// Request line plus header lines (also the trailer section); more answers 414 or 431.
  size_t max_header_bytes;
  /// Open client connections; when one more arrives, the oldest idle connection (nothing sent yet,
  /// or an unfinished head, or between requests) is closed to make room, else it is answered 503.
  unsigned max_connections;
  /// A request head must arrive within this many seconds of the connection opening (or of its first
  /// byte, for later requests on a keep-alive connection), and a request body may pause no longer
  /// than this between two reads; else 408.
  unsigned head_timeout_seconds;
  /// PEM certificate chain and key; both NULL for plain HTTP.
  const char *tls_certificate_pem;
  const char *tls_key_pem;
  visor_gate_error_fn format_error;
  /// Every well-formed request (required).
  visor_gate_direct_fn direct;
  /// Required.
  visor_gate_cancel_fn cancel;
  void *context;
  /// Open connections from one client address; one more is answered 503 and closed, after closing
  /// an idle connection of that address if it has one. 0: no limit. Peers in `exempt` (trusted
  /// proxies, which carry many clients) are not limited per address.
  unsigned max_connections_per_address;
  /// Copied by `visor_gate_start`.
  const visor_gate_cidr *exempt;
  size_t exempt_count;
  /// Messages of upgraded direct requests (`visor_gate_upgrade`); NULL: none are upgraded.
  visor_gate_websocket_fn websocket;
  /// Bodies of requests, as Visor asks for them (required).
  visor_gate_body_fn body;
} visor_gate_config;

typedef struct visor_gate visor_gate;

/// Creates, binds and listens on a TCP socket for `host` (IPv4 or IPv6 literal) and `port`.
/// Returns the socket or -1 with `errno` set. `*bound_port` receives the actual port.
int visor_gate_listen(const char *host, int port, int backlog, int *bound_port);

/// Starts the gate's thread. Returns NULL with `*error` set to a short static description when the
/// TLS credentials cannot be loaded, a required callback is missing, or resources are missing.
visor_gate *visor_gate_start(const visor_gate_config *config, const char **error);

/// Stops accepting new connections and drops connections that have not sent a complete request yet.
/// Requests being answered keep their connections until their answers are sent.
void visor_gate_stop_accepting(visor_gate *gate);

/// Closes every connection, stops the thread and frees the gate. What is queued for clients is written
/// first, for up to `flush_milliseconds`. Call once no thread calls `visor_gate_respond` any more.
void visor_gate_stop(visor_gate *gate, unsigned flush_milliseconds);

/// Queues `length` bytes of the response to a direct request (any thread; the gate copies them;
/// never after `visor_gate_stop`).
/// `last` ends the request (the pointer is invalid afterwards); `close_after` closes the connection
/// once everything is sent. Bytes for a client that is gone are dropped.
void visor_gate_respond(visor_gate_request *request, const void *bytes, size_t length, int last,
                        int close_after);

/// Visor takes up to `bytes` more of a direct request's body (any thread). The first call answers
/// `Expect: 100-continue` with `100 Continue`; a request answered without one never reads its body:
/// the connection is half-closed after the answer and what the client still sends is discarded
/// (bounded in time), so the client reads the answer instead of a reset. Until Visor grants credit the
/// gate does not read the client (back-pressure), and the body's pause timeout does not run.
void visor_gate_want(visor_gate_request *request, size_t bytes);

/// Bytes of a direct request's connection queued and not yet written to the client (approximate;
/// for back-pressure of streamed responses). Valid until its `last` response.
size_t visor_gate_backlog(visor_gate_request *request);

/// Answers a direct request with `head` (a complete `101 Switching Protocols` head) and switches its
/// connection to WebSocket frames (RFC 6455) with `limits`: from then on the gate parses the client's
/// frames (masking, fragmentation, UTF-8 of text, ping/pong, the close handshake) and reports messages
/// through `websocket`. The request stays open until `visor_gate_ws_finish`. Any thread.
void visor_gate_upgrade(visor_gate_request *request, const void *head, size_t head_length,
                        const visor_gate_ws_limits *limits);

/// Sends one whole message (`opcode` 1 text, 2 binary) on an upgraded connection; dropped once a close
/// frame was sent. Any thread; `visor_gate_backlog` tells how much waits for the client.
void visor_gate_ws_send(visor_gate_request *request, int opcode, const void *bytes, size_t length);

/// Visor has taken `bytes` of reported messages (each message counts its length plus 64).
void visor_gate_ws_consumed(visor_gate_request *request, size_t bytes);

/// Sends the close frame (`code`, `reason` of at most 123 bytes; none if a close frame went already)
/// and ends the request: the connection closes once everything is sent. The request is invalid
/// afterwards.
void visor_gate_ws_finish(visor_gate_request *request, unsigned code, const char *reason, size_t reason_length);

/// `Sec-WebSocket-Accept` for a `Sec-WebSocket-Key` (base64 of SHA-1 of the key and RFC 6455's GUID):
/// 28 characters and a NUL in `out`. Returns 0, or -1 for a key over 128 bytes.
int visor_gate_ws_accept_key(const char *key, size_t key_length, char out[29]);

/// Client connections currently open (approximate; for metrics and tests).
unsigned visor_gate_connection_count(visor_gate *gate);

#ifdef __cplusplus
}
#endif

/// First occurrence of `needle` in `haystack`, or -1.
static inline long visor_find_bytes(const void *haystack, size_t haystack_length, const void *needle,
                                    size_t needle_length) {
  if (needle_length == 0) return 0;
  if (needle_length > haystack_length) return -1;
  const unsigned char *h = (const unsigned char *)haystack;
  const unsigned char *n = (const unsigned char *)needle;
  const unsigned char *end = h + haystack_length - needle_length + 1;
  const unsigned char *p = h;
  while (p < end) {
    p = (const unsigned char *)memchr(p, n[0], (size_t)(end - p));
    if (p == NULL) return -1;
    if (memcmp(p, n, needle_length) == 0) return (long)(p - h);
    p++;
  }
  return -1;
}

#endif
