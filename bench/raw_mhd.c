// The limit row of `make bench`: plain libmicrohttpd (the library Visor once ran on; decision 057)
// answering every request with the status, headers and body Visor sent for `GET /api/v1/me` — no gate, no Swift,
// no authentication. Built by scripts/bench.sh with gcc.
//
//   raw_mhd PORT RESPONSE_FILE
//
// RESPONSE_FILE is Visor's response as `curl -si` prints it (status line, headers, blank line, body).
// Date, Content-Length and Connection are left to libmicrohttpd, as in Visor; X-Request-Id is a new
// UUID-shaped id per request, as Visor makes when the client sends none.
#include <microhttpd.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

enum { MAX_HEADERS = 32 };
static unsigned status;
static char *names[MAX_HEADERS], *values[MAX_HEADERS];
static int header_count;
static char *body;
static size_t body_len;
static unsigned long long counter;

static enum MHD_Result answer(void *cls, struct MHD_Connection *connection, const char *url,
                              const char *method, const char *version, const char *data,
                              size_t *size, void **context) {
  (void)cls, (void)url, (void)method, (void)version, (void)data, (void)size;
  if (*context == NULL) {  // first call: headers only (as Visor, never answer here)
    *context = connection;
    return MHD_YES;
  }
  struct MHD_Response *response =
      MHD_create_response_from_buffer(body_len, body, MHD_RESPMEM_PERSISTENT);
  for (int i = 0; i < header_count; i++) MHD_add_response_header(response, names[i], values[i]);
  unsigned long long n = __atomic_add_fetch(&counter, 1, __ATOMIC_RELAXED);
  char id[37];
  snprintf(id, sizeof id, "%08llx-%04llx-4%03llx-8%03llx-%012llx", n & 0xffffffffULL, (n >> 32) & 0xffff,
           n & 0xfff, (n >> 12) & 0xfff, n * 0x9e3779b97f4aULL & 0xffffffffffffULL);
  MHD_add_response_header(response, "X-Request-Id", id);
  enum MHD_Result result = MHD_queue_response(connection, status, response);
  MHD_destroy_response(response);
  return result;
}

static int skipped(const char *name) {
  return !strcasecmp(name, "Date") || !strcasecmp(name, "Content-Length") ||
         !strcasecmp(name, "Connection") || !strcasecmp(name, "X-Request-Id") ||
         !strcasecmp(name, "Transfer-Encoding");
}

int main(int argc, char **argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: %s PORT RESPONSE_FILE\n", argv[0]);
    return 2;
  }
  FILE *file = fopen(argv[2], "rb");
  if (file == NULL) return perror(argv[2]), 1;
  static char raw[1 << 16];
  size_t n = fread(raw, 1, sizeof raw - 1, file);
  fclose(file);
  raw[n] = 0;
  char *split = strstr(raw, "\r\n\r\n");
  if (split == NULL || sscanf(raw, "HTTP/%*s %u", &status) != 1) {
    fprintf(stderr, "%s: not an HTTP response\n", argv[2]);
    return 1;
  }
  *split = 0;
  body = split + 4;
  body_len = n - (size_t)(body - raw);
  char *line = strstr(raw, "\r\n");
  while (line != NULL && header_count < MAX_HEADERS) {
    line += 2;
    char *end = strstr(line, "\r\n");
    if (end) *end = 0;
    char *colon = strchr(line, ':');
    if (colon) {
      *colon = 0;
      char *value = colon + 1;
      while (*value == ' ') value++;
      if (!skipped(line)) names[header_count] = line, values[header_count++] = value;
    }
    line = end;
  }
  struct MHD_Daemon *daemon = MHD_start_daemon(
      MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_EPOLL, (uint16_t)atoi(argv[1]), NULL, NULL, answer, NULL,
      MHD_OPTION_CONNECTION_LIMIT, 1024u, MHD_OPTION_END);
  if (daemon == NULL) {
    fprintf(stderr, "could not start libmicrohttpd on port %s\n", argv[1]);
    return 1;
  }
  signal(SIGTERM, SIG_DFL);
  pause();
  return 0;
}
