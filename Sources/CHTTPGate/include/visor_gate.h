#ifndef VISOR_GATE_H
#define VISOR_GATE_H

// The gate stands between clients and libmicrohttpd (docs/decisions/008-http-gate.md).
//
// It accepts connections on Visor's listening socket, terminates TLS when configured, and reads every
// request head and the chunked framing of every body itself. A malformed request never reaches
// libmicrohttpd (whose answers to those are compiled-in HTML pages): the gate answers it with the
// response Visor's `format_error` callback renders (JSON), after any earlier responses on the
// connection, and closes. Well-formed requests are re-serialised canonically and passed to
// libmicrohttpd over a socket pair added with `MHD_add_connection`; responses are relayed back.

#include <stddef.h>
#include <stdint.h>
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

typedef struct visor_gate_config {
  /// A listening TCP socket (the gate makes it non-blocking; the caller closes it after stop).
  int listen_fd;
  /// libmicrohttpd daemon (`struct MHD_Daemon *`) started with MHD_USE_NO_LISTEN_SOCKET and ITC.
  void *daemon;
  /// Request line plus header lines (also the trailer section); more answers 414 or 431.
  size_t max_header_bytes;
  /// Open client connections; one more is answered 503 and closed.
  unsigned max_connections;
  /// A request head must arrive within this many seconds of the connection opening (or of its first
  /// byte, for later requests on a keep-alive connection); else 408.
  unsigned head_timeout_seconds;
  /// PEM certificate chain and key; both NULL for plain HTTP.
  const char *tls_certificate_pem;
  const char *tls_key_pem;
  visor_gate_error_fn format_error;
  void *context;
} visor_gate_config;

typedef struct visor_gate visor_gate;

/// Starts the gate's thread. Returns NULL with `*error` set to a short static description when the
/// TLS credentials cannot be loaded or resources are missing.
visor_gate *visor_gate_start(const visor_gate_config *config, const char **error);

/// Stops accepting new connections and drops connections that have not sent a complete request yet.
/// Connections already handed to libmicrohttpd keep being relayed.
void visor_gate_stop_accepting(visor_gate *gate);

/// Closes every connection, stops the thread and frees the gate. Call after `MHD_stop_daemon`, so
/// the responses libmicrohttpd wrote are relayed first (up to `flush_milliseconds`).
void visor_gate_stop(visor_gate *gate, unsigned flush_milliseconds);

/// Tells the gate that libmicrohttpd finished a request on the connection whose MHD-side socket is
/// `mhd_fd` (call it from `MHD_OPTION_NOTIFY_COMPLETED`). Lock-free; the gate uses the count to
/// answer a bad request only after the earlier requests on that connection were answered.
void visor_gate_request_completed(visor_gate *gate, int mhd_fd);

/// Client connections currently open (approximate; for metrics and tests).
unsigned visor_gate_connection_count(visor_gate *gate);

#ifdef __cplusplus
}
#endif

#endif
