// The listening socket the gate accepts on.

#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "visor_gate.h"

int visor_gate_listen(const char *host, int port, int backlog, int *bound_port) {
  struct sockaddr_storage storage;
  socklen_t length;
  memset(&storage, 0, sizeof(storage));
  int family;
  struct sockaddr_in *v4 = (struct sockaddr_in *)&storage;
  struct sockaddr_in6 *v6 = (struct sockaddr_in6 *)&storage;
  if (inet_pton(AF_INET, host, &v4->sin_addr) == 1) {
    family = AF_INET;
    v4->sin_family = AF_INET;
    v4->sin_port = htons((uint16_t)port);
    length = sizeof(*v4);
  } else if (inet_pton(AF_INET6, host, &v6->sin6_addr) == 1) {
    family = AF_INET6;
    v6->sin6_family = AF_INET6;
    v6->sin6_port = htons((uint16_t)port);
    length = sizeof(*v6);
  } else {
    errno = EINVAL;
    return -1;
  }
  int fd = socket(family, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (fd < 0) return -1;
  int one = 1;
  setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof(one));
  if (family == AF_INET6) {
    int zero = 0;  // accept IPv4-mapped connections too
    setsockopt(fd, IPPROTO_IPV6, IPV6_V6ONLY, &zero, sizeof(zero));
  }
  if (bind(fd, (struct sockaddr *)&storage, length) != 0 || listen(fd, backlog) != 0) {
    int saved = errno;
    close(fd);
    errno = saved;
    return -1;
  }
  struct sockaddr_storage actual;
  socklen_t actual_length = sizeof(actual);
  if (getsockname(fd, (struct sockaddr *)&actual, &actual_length) == 0) {
    if (actual.ss_family == AF_INET)
      *bound_port = ntohs(((struct sockaddr_in *)&actual)->sin_port);
    else
      *bound_port = ntohs(((struct sockaddr_in6 *)&actual)->sin6_port);
  }
  return fd;
}
