#ifndef VISOR_CMICROHTTPD_SHIM_H
#define VISOR_CMICROHTTPD_SHIM_H

// Swift cannot call C variadic functions or read C unions comfortably, so the few calls VisorHTTP
// needs are wrapped here as small `static inline` functions.

#include <arpa/inet.h>
#include <errno.h>
#include <unistd.h>
#include <netinet/in.h>
#include <stdint.h>
#include <string.h>
#include <sys/socket.h>
#include <poll.h>
#include <sys/types.h>
#include <microhttpd.h>

/// The callbacks VisorHTTP installs. All of them receive the same closure pointer `cls`.
typedef void *(*visor_mhd_uri_log_cb)(void *cls, const char *uri, struct MHD_Connection *connection);
typedef void (*visor_mhd_notify_connection_cb)(void *cls, struct MHD_Connection *connection,
                                               void **socket_context,
                                               enum MHD_ConnectionNotificationCode toe);

/// Starts a daemon without a listening socket (the gate in CHTTPGate adds every connection with
/// `MHD_add_connection` and terminates TLS), passing every option through `MHD_OPTION_ARRAY`.
static inline struct MHD_Daemon *visor_mhd_start(
    unsigned int flags, unsigned int connection_limit, unsigned int timeout_seconds,
    size_t memory_limit,
    MHD_AccessHandlerCallback access, MHD_RequestCompletedCallback completed,
    visor_mhd_uri_log_cb uri_log, visor_mhd_notify_connection_cb notify_connection, void *cls) {
  struct MHD_OptionItem options[8];
  int n = 0;
  options[n++] = (struct MHD_OptionItem){MHD_OPTION_CONNECTION_LIMIT, (intptr_t)connection_limit, NULL};
  options[n++] = (struct MHD_OptionItem){MHD_OPTION_CONNECTION_TIMEOUT, (intptr_t)timeout_seconds, NULL};
  options[n++] = (struct MHD_OptionItem){MHD_OPTION_CONNECTION_MEMORY_LIMIT, (intptr_t)memory_limit, NULL};
  options[n++] = (struct MHD_OptionItem){MHD_OPTION_NOTIFY_COMPLETED, (intptr_t)completed, cls};
  options[n++] = (struct MHD_OptionItem){MHD_OPTION_URI_LOG_CALLBACK, (intptr_t)uri_log, cls};
  options[n++] = (struct MHD_OptionItem){MHD_OPTION_NOTIFY_CONNECTION, (intptr_t)notify_connection, cls};
  options[n++] = (struct MHD_OptionItem){MHD_OPTION_END, 0, NULL};
  return MHD_start_daemon(flags, 0, NULL, NULL, access, cls, MHD_OPTION_ARRAY, options, MHD_OPTION_END);
}

/// The connection's socket, or -1.
static inline int visor_mhd_connection_fd(struct MHD_Connection *connection) {
  const union MHD_ConnectionInfo *info =
      MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
  return info == NULL ? -1 : (int)info->connect_fd;
}

/// Size in bytes of the request line plus headers, or 0 when unknown.
static inline size_t visor_mhd_header_size(struct MHD_Connection *connection) {
  const union MHD_ConnectionInfo *info =
      MHD_get_connection_info(connection, MHD_CONNECTION_INFO_REQUEST_HEADER_SIZE);
  return info == NULL ? 0 : info->header_size;
}

/// Writes the client's IP address as text into `buffer`; returns 0 on success.
static inline int visor_mhd_client_address(struct MHD_Connection *connection, char *buffer,
                                           socklen_t length) {
  const union MHD_ConnectionInfo *info =
      MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
  if (info == NULL || info->client_addr == NULL) return -1;
  const struct sockaddr *address = info->client_addr;
  if (address->sa_family == AF_INET) {
    const struct sockaddr_in *v4 = (const struct sockaddr_in *)address;
    return inet_ntop(AF_INET, &v4->sin_addr, buffer, length) == NULL ? -1 : 0;
  }
  if (address->sa_family == AF_INET6) {
    const struct sockaddr_in6 *v6 = (const struct sockaddr_in6 *)address;
    return inet_ntop(AF_INET6, &v6->sin6_addr, buffer, length) == NULL ? -1 : 0;
  }
  return -1;
}

/// 1 when the peer closed or reset `fd` (checked without consuming data), else 0.
static inline int visor_peer_closed(int fd) {
#ifndef POLLRDHUP
#define POLLRDHUP 0x2000
#endif
  if (fd < 0) return 0;
  struct pollfd descriptor = {fd, POLLIN | POLLRDHUP, 0};
  if (poll(&descriptor, 1, 0) <= 0) return 0;
  if (descriptor.revents & (POLLRDHUP | POLLHUP | POLLERR)) return 1;
  if (descriptor.revents & POLLIN) {
    char byte;
    ssize_t n = recv(fd, &byte, 1, MSG_PEEK | MSG_DONTWAIT);
    return n == 0 ? 1 : 0;
  }
  return 0;
}

/// Ends both directions of `fd` without closing it (its owner still closes it).
static inline void visor_shutdown_socket(int fd) { shutdown(fd, SHUT_RDWR); }

#endif
