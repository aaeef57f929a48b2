// TLS for the gate's connections (GnuTLS): the server's credentials, and per connection the check that
// a client speaks TLS at all, the handshake, and record reads and writes. conn.c uses it; without TLS
// the same read and write functions use the socket directly.
#ifndef VISOR_TLS_H
#define VISOR_TLS_H

#include <gnutls/gnutls.h>
#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

typedef struct tls_server {
  gnutls_certificate_credentials_t credentials;
  gnutls_priority_t priority;
} tls_server;

/// Loads a PEM certificate chain and key; false with `*error` set to a short static description.
bool tls_server_init(tls_server *server, const char *certificate_pem, const char *key_pem, const char **error);
void tls_server_free(tls_server *server);

/// One connection's TLS state (all zero for plain HTTP).
typedef struct tls_link {
  bool wanted;      // the port speaks TLS
  bool checked;     // the first byte was looked at
  bool ready;       // the handshake is done: reads and writes go through the session
  bool send_again;  // a record write was interrupted and must be repeated with the same length
  bool more;        // the last read returned data: GnuTLS may hold more records (even an alert)
  size_t send_len;
  gnutls_session_t session;
} tls_link;

enum { IO_AGAIN = -1, IO_ERROR = -2 };

/// Reads from the client (through TLS once ready): bytes read, 0 at its end, IO_AGAIN or IO_ERROR.
ssize_t tls_link_read(tls_link *link, int fd, void *buffer, size_t n);
/// Writes to the client (through TLS once ready): bytes written, IO_AGAIN or IO_ERROR.
ssize_t tls_link_write(tls_link *link, int fd, const void *buffer, size_t n);

enum tls_step {
  TLS_STEP_AGAIN,    // more bytes are needed (wait for the socket: `tls_link_wants_write`)
  TLS_STEP_READY,    // the handshake is complete
  TLS_STEP_NOT_TLS,  // the client's first byte is not a TLS handshake: most likely plain HTTP
  TLS_STEP_FAILED,   // the client went away or the handshake failed: close
};

/// Advances the first-byte check and the handshake.
enum tls_step tls_link_step(tls_link *link, int fd, const tls_server *server);
/// GnuTLS waits to write (else to read) before it can go on.
bool tls_link_wants_write(const tls_link *link);
/// Sends close_notify (best effort) before the connection half-closes.
void tls_link_bye(tls_link *link);
void tls_link_free(tls_link *link);

#endif
