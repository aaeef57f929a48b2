// TLS for the gate's connections: see tls.h.

#define _GNU_SOURCE
#include "tls.h"

#include <errno.h>
#include <string.h>
#include <sys/socket.h>

bool tls_server_init(tls_server *server, const char *certificate_pem, const char *key_pem, const char **error) {
  memset(server, 0, sizeof(*server));
  if (gnutls_certificate_allocate_credentials(&server->credentials) != GNUTLS_E_SUCCESS) {
    *error = "could not allocate TLS credentials";
    return false;
  }
  gnutls_datum_t cert = {(unsigned char *)certificate_pem, (unsigned)strlen(certificate_pem)};
  gnutls_datum_t key = {(unsigned char *)key_pem, (unsigned)strlen(key_pem)};
  if (gnutls_certificate_set_x509_key_mem(server->credentials, &cert, &key, GNUTLS_X509_FMT_PEM) < 0) {
    gnutls_certificate_free_credentials(server->credentials);
    *error = "the TLS certificate or key is not valid PEM, or they do not belong together";
    return false;
  }
  if (gnutls_priority_init(&server->priority, "NORMAL", NULL) != GNUTLS_E_SUCCESS) {
    gnutls_certificate_free_credentials(server->credentials);
    *error = "could not set the TLS priorities";
    return false;
  }
  return true;
}

void tls_server_free(tls_server *server) {
  gnutls_certificate_free_credentials(server->credentials);
  gnutls_priority_deinit(server->priority);
}

ssize_t tls_link_read(tls_link *link, int fd, void *buffer, size_t n) {
  if (link->ready) {
    ssize_t r = gnutls_record_recv(link->session, buffer, n);
    link->more = r > 0;
    if (r >= 0) return r;
    if (r == GNUTLS_E_AGAIN || r == GNUTLS_E_INTERRUPTED || r == GNUTLS_E_REHANDSHAKE) return IO_AGAIN;
    if (r == GNUTLS_E_PREMATURE_TERMINATION) return 0;
    return IO_ERROR;
  }
  ssize_t r = recv(fd, buffer, n, 0);
  if (r >= 0) return r;
  return errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR ? IO_AGAIN : IO_ERROR;
}

ssize_t tls_link_write(tls_link *link, int fd, const void *buffer, size_t n) {
  if (link->ready) {
    // An interrupted record is repeated with no new data (GnuTLS keeps it), and the same length.
    size_t len = link->send_again ? link->send_len : (n < 16384 ? n : 16384);
    ssize_t r = link->send_again ? gnutls_record_send(link->session, NULL, 0)
                                 : gnutls_record_send(link->session, buffer, len);
    if (r == GNUTLS_E_AGAIN || r == GNUTLS_E_INTERRUPTED) {
      link->send_again = true;
      link->send_len = len;
      return IO_AGAIN;
    }
    link->send_again = false;
    return r > 0 ? r : IO_ERROR;
  }
  ssize_t r = send(fd, buffer, n, MSG_NOSIGNAL);
  if (r >= 0) return r;
  return errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR ? IO_AGAIN : IO_ERROR;
}

enum tls_step tls_link_step(tls_link *link, int fd, const tls_server *server) {
  if (!link->checked) {
    unsigned char first;
    ssize_t r = recv(fd, &first, 1, MSG_PEEK);
    if (r == 0 || (r < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR)) return TLS_STEP_FAILED;
    if (r < 0) return TLS_STEP_AGAIN;
    link->checked = true;
    if (first != 0x16) {  // not a TLS handshake record
      link->wanted = false;
      return TLS_STEP_NOT_TLS;
    }
    if (gnutls_init(&link->session, GNUTLS_SERVER | GNUTLS_NONBLOCK | GNUTLS_NO_SIGNAL) != GNUTLS_E_SUCCESS) {
      link->session = NULL;
      return TLS_STEP_FAILED;
    }
    gnutls_priority_set(link->session, server->priority);
    gnutls_credentials_set(link->session, GNUTLS_CRD_CERTIFICATE, server->credentials);
    gnutls_certificate_server_set_request(link->session, GNUTLS_CERT_IGNORE);
    gnutls_datum_t alpn = {(unsigned char *)"http/1.1", 8};
    gnutls_alpn_set_protocols(link->session, &alpn, 1, 0);
    gnutls_transport_set_int(link->session, fd);
  }
  int r = gnutls_handshake(link->session);
  if (r == GNUTLS_E_SUCCESS) {
    link->ready = true;
    return TLS_STEP_READY;
  }
  return gnutls_error_is_fatal(r) ? TLS_STEP_FAILED : TLS_STEP_AGAIN;
}

bool tls_link_wants_write(const tls_link *link) {
  return link->session != NULL && gnutls_record_get_direction(link->session) == 1;
}

void tls_link_bye(tls_link *link) {
  if (link->ready) gnutls_bye(link->session, GNUTLS_SHUT_WR);
}

void tls_link_free(tls_link *link) {
  if (link->session != NULL) gnutls_deinit(link->session);
  link->session = NULL;
}
