// Fuzzes the HTTP gate (Sources/CHTTPGate) with mutated requests, built with AddressSanitizer and
// UndefinedBehaviorSanitizer by scripts/test-gate-fuzz.sh. The request parser (parse.c), the WebSocket
// frame parser and the chunked decoder are also driven alone (see their sections below).
//
// A real gate on loopback answers every request as Visor does, through its direct callbacks: requests
// without a body answered at once or from a worker thread, bodies read with small random credits (or
// refused from the head) and answered with their length, WebSocket sessions echoed. Each round takes a valid request (GET, Content-Length body, chunked body, pipelined pairs), mutates it
// (byte flips, inserted CR/LF/SP/colon/NUL/hex digits, cuts, repeated runs, long runs), sends it in
// one to three pieces, half-closes, and reads until the server closes. It fails when:
// - an answer is not HTTP/1.1 (e.g. HTML without a status line) or contains "<html";
// - the server does not close within CLOSE_WITHIN_MS (10 s) after the client half-closed;
// - a sanitizer reports a memory error, undefined behaviour or a leak;
// - connections are left open in the gate at the end.
// With a certificate and key (PEM files), every other round goes over TLS to a second gate with the
// same callbacks, and some rounds send raw garbage to its HTTPS port.
// Usage: fuzz_gate [rounds] [seed] [cert.pem key.pem]

#define _GNU_SOURCE
#include <ctype.h>
#include <arpa/inet.h>
#include <errno.h>
#include <gnutls/gnutls.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

#include "visor_gate.h"
#include "ws_parser.h"
#include "../../Sources/CHTTPGate/ws_parser.h"
#include "../../Sources/CHTTPGate/chunked.h"
#include "../../Sources/CHTTPGate/parse.h"

// How long a round may take to be closed: the gate's head timeout here is 2 s, and a sanitized build
// on a loaded machine needs room beyond it; a server that never closes is what this catches.
#define CLOSE_WITHIN_MS 10000

static uint32_t xorshift(uint64_t *state) {
  *state ^= *state << 13;
  *state ^= *state >> 7;
  *state ^= *state << 17;
  return (uint32_t)(*state >> 11);
}
static uint64_t rng_state;
static uint32_t rnd(void) { return xorshift(&rng_state); }

static size_t format_error(void *context, int status, const char *code, const char *message, const char *path,
                           char *out, size_t capacity) {
  (void)context, (void)path;
  char body[1024];
  int body_len = snprintf(body, sizeof(body), "{\"error\":{\"code\":\"%s\",\"message\":\"%s\"}}", code, message);
  int n = snprintf(out, capacity,
                   "HTTP/1.1 %d Error\r\nContent-Type: application/json\r\nContent-Length: %d\r\nConnection: "
                   "close\r\n\r\n%s",
                   status, body_len, body);
  return n > 0 && (size_t)n < capacity ? (size_t)n : 0;
}

// Requests without a body on the plain gate are answered directly (decision 009), half of them at
// once on the gate's thread and half from a worker thread, as Visor answers from its task pool.
typedef struct job {
  struct job *next;
  visor_gate_request *request;
  bool close_after;
} job;
static pthread_mutex_t jobs_lock = PTHREAD_MUTEX_INITIALIZER;
// The plain and the TLS gate each run a thread of their own: what their callbacks share is locked.
static pthread_mutex_t shared_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t jobs_ready = PTHREAD_COND_INITIALIZER;
static job *jobs;
static bool jobs_stop;
static _Atomic unsigned direct_count;

static void answer_direct(visor_gate_request *request, bool close_after) {
  static const char keep[] = "HTTP/1.1 200 OK\r\nContent-Length: 4\r\n\r\nok:0";
  static const char closing[] = "HTTP/1.1 200 OK\r\nConnection: close\r\nContent-Length: 4\r\n\r\nok:0";
  if (close_after) visor_gate_respond(request, closing, sizeof(closing) - 1, 1, 1);
  else visor_gate_respond(request, keep, sizeof(keep) - 1, 1, 0);
}

static void *direct_worker(void *argument) {
  (void)argument;
  pthread_mutex_lock(&jobs_lock);
  for (;;) {
    while (jobs == NULL && !jobs_stop) pthread_cond_wait(&jobs_ready, &jobs_lock);
    if (jobs == NULL) break;
    job *j = jobs;
    jobs = j->next;
    pthread_mutex_unlock(&jobs_lock);
    answer_direct(j->request, j->close_after);
    free(j);
    pthread_mutex_lock(&jobs_lock);
  }
  pthread_mutex_unlock(&jobs_lock);
  return NULL;
}

// Requests with a body on the plain gate are direct too (decision 050): a third is refused from the
// head (the body never read), the rest read with small random credits from the gate's thread and
// answered with the length received, or with the gate's refusal when the body could not be read.
// Ended exactly once; freed at exit (a cancel may still name one after its answer is queued).
enum { TOKEN_WS = 1, TOKEN_BODY = 2 };
typedef struct body_request {
  int kind;  // TOKEN_BODY
  struct body_request *next;
  visor_gate_request *request;
  size_t received;
  bool finished;
} body_request;
static body_request *body_requests;
static _Thread_local uint64_t gate_rng = 0x2545F4914F6CDD1Dull;  // each gate thread's own (rnd() is main's)
static uint32_t gate_rnd(void) { return xorshift(&gate_rng); }
static _Atomic unsigned bodies_read, bodies_refused, bodies_failed;

static void body_answer(body_request *b, int status, const char *text) {
  if (b->finished) return;
  b->finished = true;
  char answer[256];
  int n = snprintf(answer, sizeof(answer), "HTTP/1.1 %d X\r\nConnection: close\r\nContent-Length: %zu\r\n\r\n%s",
                   status, strlen(text), text);
  visor_gate_respond(b->request, answer, (size_t)n, 1, 1);
}

static void on_body(void *context, void *token, const void *bytes, size_t length, int last, int status,
                    const char *code) {
  (void)context, (void)bytes;
  body_request *b = token;
  if (b == NULL || b->kind != TOKEN_BODY || b->finished) {
    fprintf(stderr, "a body reached a request that does not read one, or after its answer\n");
    abort();
  }
  if (status != 0) {
    if (!last || code == NULL) abort();
    bodies_failed++;
    return body_answer(b, status, code);
  }
  b->received += length;
  if (last) {
    bodies_read++;
    char text[64];
    snprintf(text, sizeof(text), "ok:%zu", b->received);
    return body_answer(b, 200, text);
  }
  visor_gate_want(b->request, 1 + gate_rnd() % 2048);
}

static void *start_body(visor_gate_request *request) {
  body_request *b = calloc(1, sizeof(body_request));
  if (b == NULL) abort();
  b->kind = TOKEN_BODY;
  b->request = request;
  pthread_mutex_lock(&shared_lock);
  b->next = body_requests;
  body_requests = b;
  pthread_mutex_unlock(&shared_lock);
  if (gate_rnd() % 3 == 0) {
    bodies_refused++;
    body_answer(b, 401, "refused from the head");
  } else {
    visor_gate_want(request, 1 + gate_rnd() % 2048);
  }
  return b;
}

// WebSocket sessions (GET /ws with Upgrade): echoed on the gate's thread, ended exactly once (by the
// client's close, a protocol error or the client going away). Freed at exit.
typedef struct ws_session {
  int kind;  // TOKEN_WS
  struct ws_session *next;
  visor_gate_request *request;
  bool finished;
} ws_session;
static ws_session *ws_sessions;
static _Atomic unsigned ws_upgraded, ws_messages;

static void ws_end(ws_session *session, unsigned code) {
  if (session->finished) return;
  session->finished = true;
  visor_gate_ws_finish(session->request, code, "done", 4);
}

static void on_websocket(void *context, void *token, int kind, const void *bytes, size_t length, unsigned code) {
  (void)context;
  ws_session *session = token;
  if (session == NULL || session->finished) return;
  switch (kind) {
    case VISOR_GATE_WS_TEXT:
      if (!ws_utf8_valid(bytes, length)) {
        fprintf(stderr, "a text message that is not UTF-8 reached Visor\n");
        abort();
      }
      // fall through
    case VISOR_GATE_WS_BINARY:
      if (length > 4096) {
        fprintf(stderr, "a message over its limit reached Visor (%zu bytes)\n", length);
        abort();
      }
      ws_messages++;
      visor_gate_ws_send(session->request, kind, bytes, length);
      visor_gate_ws_consumed(session->request, length + 64);
      break;
    case VISOR_GATE_WS_OVERSIZED_TEXT:
    case VISOR_GATE_WS_OVERSIZED_BINARY:
      visor_gate_ws_send(session->request, 1, "too big", 7);
      visor_gate_ws_consumed(session->request, 64);
      break;
    case VISOR_GATE_WS_CLOSED:
      ws_end(session, code == 1005 || code == 1006 ? 1000 : code);
      break;
  }
}

static void *start_websocket(visor_gate_request *request) {
  static const char head[] =
      "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
      "Sec-WebSocket-Accept: s3pPLMBiTxaQ9kYGzzhZRbK+xOo=\r\n\r\n";
  ws_session *session = calloc(1, sizeof(ws_session));
  if (session == NULL) abort();
  session->kind = TOKEN_WS;
  session->request = request;
  pthread_mutex_lock(&shared_lock);
  session->next = ws_sessions;
  ws_sessions = session;
  pthread_mutex_unlock(&shared_lock);
  ws_upgraded++;
  visor_gate_ws_limits limits = {
      .max_text_bytes = 1024, .max_binary_bytes = 4096, .max_buffered_bytes = 16384, .ping_seconds = 1};
  visor_gate_upgrade(request, head, sizeof(head) - 1, &limits);
  return session;
}

static void *on_direct(void *context, visor_gate_request *request, const char *head, size_t length,
                       const char *address) {
  (void)context, (void)address;
  if (length > 8 && memcmp(head, "GET /ws ", 8) == 0 && memmem(head, length, "\nUpgrade: websocket", 19) != NULL)
    return start_websocket(request);
  if (memmem(head, length, "\r\nContent-Length: ", 18) != NULL ||
      memmem(head, length, "\r\nTransfer-Encoding: chunked\r\n", 30) != NULL)
    return start_body(request);
  // The head is canonical: HTTP/1.0 closes unless it asks to stay; HTTP/1.1 closes on `close`.
  const char *line_end = memchr(head, '\r', length);
  bool http10 = line_end != NULL && line_end - head >= 8 && memcmp(line_end - 8, "HTTP/1.0", 8) == 0;
  bool close_token = false, keep_token = false;
  for (const char *p = head; p < head + length; p++) {
    // Bounded: the head is not NUL-terminated.
    if ((size_t)(head + length - p) < 13 || strncasecmp(p, "\nConnection: ", 13) != 0) continue;
    const char *end = memchr(p + 1, '\r', (size_t)(head + length - p - 1));
    size_t n = end ? (size_t)(end - p) : 0;
    char value[256] = "";
    if (n > 13 && n - 13 < sizeof(value)) memcpy(value, p + 13, n - 13);
    for (char *q = value; *q; q++) *q = (char)tolower((unsigned char)*q);
    if (strstr(value, "close")) close_token = true;
    if (strstr(value, "keep-alive")) keep_token = true;
  }
  bool close_after = close_token || (http10 && !keep_token);
  if (direct_count++ % 2 == 0) {
    answer_direct(request, close_after);
  } else {
    job *j = malloc(sizeof(job));
    if (j == NULL) abort();
    j->request = request;
    j->close_after = close_after;
    pthread_mutex_lock(&jobs_lock);
    job **tail = &jobs;
    while (*tail) tail = &(*tail)->next;
    j->next = NULL;
    *tail = j;
    pthread_cond_signal(&jobs_ready);
    pthread_mutex_unlock(&jobs_lock);
  }
  return NULL;
}

static void on_cancel(void *context, void *token) {
  (void)context;
  if (token == NULL) return;
  if (*(int *)token == TOKEN_BODY) return body_answer(token, 499, "gone");  // Visor still ends it
  ws_end(token, 1001);
}

#define WS_UPGRADE                                                                                  \
  "GET /ws HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: " \
  "dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
// Bodies larger than one credit (filled in by main): several wants per request, chunks across reads.
static char long_body_seed[8192], long_chunked_seed[8192];
static const char *seeds[] = {
    long_body_seed,
    long_chunked_seed,
    "GET /a?b=c HTTP/1.1\r\nHost: x\r\nAccept: */*\r\n\r\n",
    "POST /u HTTP/1.1\r\nHost: x\r\nContent-Length: 11\r\n\r\nhello world",
    "POST /u HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n5;e=1\r\nhello\r\n6\r\n world\r\n0\r\nT: v\r\n\r\n",
    "GET /1 HTTP/1.1\r\nHost: x\r\n\r\nGET /2 HTTP/1.1\r\nHost: x\r\n\r\n",
    "POST /u HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nContent-Length: 3\r\n\r\nabc",
    "GET / HTTP/1.0\r\n\r\n",
    "POST /u HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n0\r\n\r\nGET /b HTTP/1.1\r\nHost: y\r\n\r\n",
    // WebSocket sessions: RFC 6455's masked "Hello", a ping, a fragmented text, a binary, a close.
    WS_UPGRADE "\x81\x85\x37\xfa\x21\x3d\x7f\x9f\x4d\x51\x58\x89\x85\x37\xfa\x21\x3d\x7f\x9f\x4d\x51\x58",
    WS_UPGRADE "\x01\x83\x37\xfa\x21\x3d\x7f\x9f\x4d\x80\x82\x37\xfa\x21\x3d\x5b\x95\x82\x83\x37\xfa\x21\x3d\x56\x98\x42"
               "\x88\x82\x37\xfa\x21\x3d\x34\x12",
    WS_UPGRADE "\x81\xfe\x04\x01\x37\xfa\x21\x3d\x7f\x9f\x4d\x51\x58",
};

static size_t mutate(char *buffer, size_t len, size_t capacity) {
  static const char inserts[] = "\r\n :\0;0fF\t-,";
  int rounds = 1 + (int)(rnd() % 4);
  for (int r = 0; r < rounds; r++) {
    size_t at = len ? rnd() % len : 0;
    switch (rnd() % 6) {
      case 0:  // flip a byte
        if (len) buffer[at] = (char)rnd();
        break;
      case 1:  // insert a structural byte
        if (len + 1 < capacity) {
          memmove(buffer + at + 1, buffer + at, len - at);
          buffer[at] = inserts[rnd() % (sizeof(inserts) - 1)];
          len++;
        }
        break;
      case 2:  // cut
        len = at;
        break;
      case 3: {  // repeat a run
        size_t run = 1 + rnd() % 16;
        if (at + run <= len && len + run < capacity) {
          memmove(buffer + at + run, buffer + at, len - at);
          len += run;
        }
        break;
      }
      case 4: {  // a long run of one byte (long lines, long sizes)
        size_t run = rnd() % 3 == 0 ? 20000 : 100 + rnd() % 5000;
        if (len + run < capacity) {
          memmove(buffer + at + run, buffer + at, len - at);
          memset(buffer + at, "a0 :\r"[rnd() % 5], run);
          len += run;
        }
        break;
      }
      case 5:  // delete a byte
        if (len) {
          memmove(buffer + at, buffer + at + 1, len - at - 1);
          len--;
        }
        break;
    }
  }
  return len;
}

static int answered_ok, answered_error, answered_nothing;

static int64_t now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (int64_t)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

static gnutls_certificate_credentials_t client_credentials;

/// Over TLS: handshake, send in pieces, close_notify, read until the server ends. Returns the answer
/// length, or -1 when the handshake failed (counted as "no answer").
static ssize_t tls_exchange(int fd, const char *request, size_t len, char *answer, size_t capacity) {
  gnutls_session_t session;
  gnutls_init(&session, GNUTLS_CLIENT);
  gnutls_set_default_priority(session);
  gnutls_credentials_set(session, GNUTLS_CRD_CERTIFICATE, client_credentials);
  gnutls_transport_set_int(session, fd);
  gnutls_handshake_set_timeout(session, CLOSE_WITHIN_MS);
  gnutls_record_set_timeout(session, CLOSE_WITHIN_MS);
  int r;
  do r = gnutls_handshake(session);
  while (r < 0 && !gnutls_error_is_fatal(r));
  if (r < 0) {
    gnutls_deinit(session);
    return -1;
  }
  size_t sent = 0;
  int pieces = 1 + (int)(rnd() % 3);
  for (int p = 0; p < pieces && sent < len; p++) {
    size_t n = p == pieces - 1 ? len - sent : (len - sent) / 2;
    while (n > 0) {
      ssize_t w = gnutls_record_send(session, request + sent, n);
      if (w <= 0) goto done_sending;
      sent += (size_t)w;
      n -= (size_t)w;
    }
  }
done_sending:
  gnutls_bye(session, GNUTLS_SHUT_WR);
  size_t got = 0;
  for (;;) {
    ssize_t n = gnutls_record_recv(session, answer + got, capacity - 1 - got);
    if (n == GNUTLS_E_AGAIN || n == GNUTLS_E_INTERRUPTED) continue;
    if (n <= 0) break;
    got += (size_t)n;
    if (got >= capacity - 1) break;
  }
  gnutls_deinit(session);
  return (ssize_t)got;
}

/// Sends `request` in pieces, half-closes, reads the answer. Returns 0 ok, else prints and returns 1.
static int exchange(int port, const char *request, size_t len, int round, bool tls) {
  int fd = socket(AF_INET, SOCK_STREAM, 0);
  int one = 1;  // no Nagle delay between pieces (it would only slow the run down)
  setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof(one));
  struct sockaddr_in addr = {.sin_family = AF_INET, .sin_port = htons((uint16_t)port)};
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (connect(fd, (struct sockaddr *)&addr, sizeof(addr)) != 0) {
    fprintf(stderr, "round %d: connect failed: %s\n", round, strerror(errno));
    close(fd);
    return 1;
  }
  static char answer[1 << 20];
  size_t got = 0;
  if (tls) {
    struct timeval timeout = {.tv_sec = CLOSE_WITHIN_MS / 1000};
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, sizeof(timeout));
    int64_t start = now_ms();
    ssize_t n = tls_exchange(fd, request, len, answer, sizeof(answer));
    close(fd);
    if (now_ms() - start > CLOSE_WITHIN_MS) {
      fprintf(stderr, "round %d (TLS): the server did not close within %d s; request: %.*s\n", round,
              CLOSE_WITHIN_MS / 1000, (int)(len < 160 ? len : 160), request);
      return 1;
    }
    got = n > 0 ? (size_t)n : 0;
    goto check;
  }
  size_t sent = 0;
  int pieces = 1 + (int)(rnd() % 3);
  for (int p = 0; p < pieces && sent < len; p++) {
    size_t n = p == pieces - 1 ? len - sent : (len - sent) / 2;
    ssize_t w = send(fd, request + sent, n, MSG_NOSIGNAL);
    if (w <= 0) break;  // the server may already have answered and closed
    sent += (size_t)w;
    if (pieces > 1) usleep(1000);
  }
  shutdown(fd, SHUT_WR);
  int64_t deadline = now_ms() + CLOSE_WITHIN_MS;
  for (;;) {
    struct pollfd pfd = {fd, POLLIN, 0};
    int64_t left = deadline - now_ms();
    if (left <= 0 || poll(&pfd, 1, (int)left) <= 0) {
      fprintf(stderr, "round %d: the server did not close within %d s\n", round, CLOSE_WITHIN_MS / 1000);
      close(fd);
      return 1;
    }
    ssize_t r = recv(fd, answer + got, sizeof(answer) - 1 - got, 0);
    if (r <= 0) break;
    got += (size_t)r;
    if (got >= sizeof(answer) - 1) break;
  }
  close(fd);
check:
  answer[got] = 0;
  if (got > 0 && strncmp(answer, "HTTP/1.1 ", 9) != 0) {
    fprintf(stderr, "round %d: answer is not HTTP/1.1: %.80s\n", round, answer);
    return 1;
  }
  if (got == 0) answered_nothing++;
  else if (strncmp(answer, "HTTP/1.1 200", 12) == 0) answered_ok++;
  else answered_error++;
  if (memmem(answer, got, "<html", 5) != NULL || memmem(answer, got, "<HTML", 5) != NULL) {
    fprintf(stderr, "round %d: an HTML page reached the client: %.200s\n", round, answer);
    return 1;
  }
  return 0;
}

// MARK: - The WebSocket frame parser alone: random and mutated frames, split at random points; every
// message it reports must be within its limit and (text) valid UTF-8, and it must never read past
// what it was given (AddressSanitizer).

typedef struct {
  size_t messages, errors;
  bool bad;
} parser_check;

static void parser_sink(void *context, const ws_event *event) {
  parser_check *check = context;
  if (event->kind == WS_EVENT_MESSAGE) {
    check->messages++;
    size_t limit = event->opcode == WS_OP_TEXT ? 1024 : 4096;
    if (event->length > limit) check->bad = true;
    if (event->opcode == WS_OP_TEXT && !ws_utf8_valid(event->data, event->length)) check->bad = true;
  } else if (event->kind == WS_EVENT_ERROR) {
    check->errors++;
    if (!ws_close_code_valid(event->code)) check->bad = true;
  }
}

static size_t random_frame(unsigned char *out, size_t capacity) {
  static const int opcodes[] = {0, 1, 2, 8, 9, 10, 1, 2, 3, 11};
  int opcode = opcodes[rnd() % 10];
  size_t length = rnd() % 4 == 0 ? rnd() % 3000 : rnd() % 130;
  if (length + 14 > capacity) length = capacity - 14;
  unsigned char header[10];
  size_t n = ws_frame_header(header, opcode, length);
  if (rnd() % 3 == 0) header[0] &= 0x7F;  // not final
  header[1] |= rnd() % 20 == 0 ? 0 : 0x80;  // masked, mostly
  memcpy(out, header, n);
  for (int i = 0; i < 4; i++) out[n + i] = (unsigned char)rnd();
  n += 4;
  for (size_t i = 0; i < length; i++) out[n + i] = (unsigned char)(rnd() % 2 ? 'a' + rnd() % 26 : rnd());
  return n + length;
}

static int fuzz_ws_parser(int rounds) {
  static unsigned char stream[64 * 1024];
  size_t messages = 0, errors = 0;
  for (int round = 0; round < rounds; round++) {
    size_t len = 0;
    int frames = 1 + (int)(rnd() % 6);
    for (int f = 0; f < frames && len + 3100 < sizeof(stream); f++) len += random_frame(stream + len, sizeof(stream) - len);
    int flips = (int)(rnd() % 4);
    for (int f = 0; f < flips && len > 0; f++) stream[rnd() % len] ^= (unsigned char)(1u << (rnd() % 8));
    ws_parser parser = {.max_text = 1024, .max_binary = 4096};
    parser_check check = {0};
    size_t at = 0;
    while (at < len && !parser.done) {
      size_t piece = 1 + rnd() % (len - at);
      unsigned char *copy = malloc(piece);  // exactly the bytes given, so a read past them is caught
      memcpy(copy, stream + at, piece);
      size_t used = ws_parser_feed(&parser, copy, piece, parser_sink, &check);
      free(copy);
      if (used > piece) check.bad = true;
      at += piece;
    }
    ws_parser_free(&parser);
    messages += check.messages;
    errors += check.errors;
    if (check.bad) {
      fprintf(stderr, "ws parser round %d: a message over its limit, invalid UTF-8 or a bad close code\n", round);
      return 1;
    }
  }
  printf("ws parser fuzz: %d streams, %zu messages, %zu protocol errors\n", rounds, messages, errors);
  return 0;
}

// MARK: - The chunked decoder alone: random valid bodies (sizes, extensions, LF or CRLF, trailers)
// split at random points must decode to exactly their data and end where they end; bit-flipped ones
// must never hand out more data than their chunks declare or read past what they were given.

typedef struct {
  unsigned char *out;
  size_t len, capacity;
  bool overflow;
} chunk_sink;

static void chunk_collect(void *context, const unsigned char *bytes, size_t length) {
  chunk_sink *sink = context;
  if (sink->len + length > sink->capacity) {
    sink->overflow = true;
    return;
  }
  memcpy(sink->out + sink->len, bytes, length);
  sink->len += length;
}

static int fuzz_chunked(int rounds) {
  static unsigned char body[96 * 1024], data[64 * 1024], out[64 * 1024];
  size_t valid = 0, broken = 0;
  for (int round = 0; round < rounds; round++) {
    size_t len = 0, data_len = 0;
    int chunks = (int)(rnd() % 6);
    for (int k = 0; k < chunks; k++) {
      size_t size = 1 + (rnd() % 4 == 0 ? rnd() % 8000 : rnd() % 40);
      const char *end = rnd() % 4 == 0 ? "\n" : "\r\n";
      len += (size_t)sprintf((char *)body + len, rnd() % 2 ? "%zx" : "%zX", size);
      if (rnd() % 3 == 0) len += (size_t)sprintf((char *)body + len, " ;ext=%u;q=\"a b\"", rnd() % 100);
      len += (size_t)sprintf((char *)body + len, "%s", end);
      for (size_t b = 0; b < size; b++) body[len + b] = data[data_len + b] = (unsigned char)rnd();
      len += size;
      data_len += size;
      len += (size_t)sprintf((char *)body + len, "%s", end);
    }
    len += (size_t)sprintf((char *)body + len, "0\r\n");
    if (rnd() % 3 == 0) len += (size_t)sprintf((char *)body + len, "X-Sum: %u\r\nEmpty:\n", rnd());
    len += (size_t)sprintf((char *)body + len, "\r\n");
    size_t whole = len;
    int flips = rnd() % 2 ? 0 : 1 + (int)(rnd() % 3);
    for (int f = 0; f < flips; f++) body[rnd() % len] ^= (unsigned char)(1u << (rnd() % 8));
    len += (size_t)sprintf((char *)body + len, "GET /next");  // the next request: never taken
    chunked_decoder decoder;
    chunked_init(&decoder, 8192);
    chunk_sink sink = {out, 0, sizeof(out), false};
    size_t at = 0;
    while (at < len && !decoder.done) {
      size_t piece = 1 + rnd() % (len - at);
      unsigned char *copy = malloc(piece);  // exactly the bytes given, so a read past them is caught
      memcpy(copy, body + at, piece);
      size_t used = chunked_feed(&decoder, copy, piece, chunk_collect, &sink);
      free(copy);
      if (used > piece || (used < piece && !decoder.done)) {
        fprintf(stderr, "chunked round %d: took %zu of %zu bytes without ending\n", round, used, piece);
        return 1;
      }
      at += used;
    }
    if (sink.overflow) {
      fprintf(stderr, "chunked round %d: more data than the chunks declared\n", round);
      return 1;
    }
    if (flips == 0) {
      if (!decoder.done || decoder.error != 0 || at != whole || sink.len != data_len ||
          memcmp(out, data, data_len) != 0) {
        fprintf(stderr, "chunked round %d: a valid body decoded wrongly (error %d, ended at %zu of %zu, %zu of %zu bytes)\n",
                round, decoder.error, at, whole, sink.len, data_len);
        return 1;
      }
      valid++;
    } else if (decoder.error != 0) {
      broken++;
    }
  }
  printf("chunked fuzz: %d bodies, %zu valid decoded exactly, %zu mutated refused\n", rounds, valid, broken);
  return 0;
}

// MARK: - The request parser alone (parse.c): what it reports must not depend on how the bytes are
// split; a valid pipelined sequence must come out as exactly its heads and bodies; every head it
// reports must be canonical (parsed again, it comes out byte for byte the same); and it must never
// read past what it was given (AddressSanitizer).

typedef struct {
  gbuf trace;  // one record per event: kind, then HEAD/BODY bytes or ERROR's status and code
  unsigned heads, errors;
  gbuf last_head;
  gbuf body;  // the current body's bytes
  bool in_body;
} parse_trace;

static void trace_event(void *context, const http_event *event) {
  parse_trace *t = context;
  char kind = (char)('0' + event->kind);
  switch (event->kind) {
    case HTTP_HEAD_STARTED:
      return;  // may be reported again for a head whose first bytes were blank lines: not compared
    case HTTP_HEAD:
      t->heads++;
      gbuf_clear(&t->last_head);
      gbuf_append(&t->last_head, event->bytes, event->length);
      gbuf_append(&t->trace, &kind, 1);
      gbuf_append(&t->trace, event->bytes, event->length);
      t->in_body = event->has_body;
      return;
    case HTTP_BODY:
      gbuf_append(&t->body, event->bytes, event->length);
      return;
    case HTTP_BODY_END:
    case HTTP_ERROR: {
      if (t->body.len > 0 || event->kind == HTTP_BODY_END) {  // bodies compared whole, however split
        char body_kind = 'B';
        gbuf_append(&t->trace, &body_kind, 1);
        gbuf_append(&t->trace, t->body.data + t->body.off, t->body.len);
        gbuf_clear(&t->body);
      }
      gbuf_append(&t->trace, &kind, 1);
      if (event->kind == HTTP_ERROR) {
        t->errors++;
        char line[96];
        int n = snprintf(line, sizeof(line), "%d %s", event->status, event->code);
        gbuf_append(&t->trace, line, (size_t)n);
      }
      t->in_body = false;
      return;
    }
  }
}

/// Feeds `len` bytes in `pieces` parts, as the gate does (each part until the parser takes no more).
static void parse_in_pieces(const char *bytes, size_t len, int pieces, parse_trace *t) {
  http_parser parser;
  http_parser_init(&parser, 8192);
  size_t sent = 0;
  for (int piece = 0; piece < pieces && sent < len; piece++) {
    size_t n = piece == pieces - 1 ? len - sent : rnd() % (len - sent + 1);
    // Each part is copied to a buffer of its own size, so a read past it is caught.
    unsigned char *part = malloc(n ? n : 1);
    memcpy(part, bytes + sent, n);
    size_t off = 0;
    while (off < n && parser.state != P_STOP) {
      size_t used = http_parser_feed(&parser, part + off, n - off, trace_event, t);
      if (used > n - off) {
        fprintf(stderr, "parser took %zu of %zu bytes\n", used, n - off);
        abort();
      }
      if (used == 0) break;
      off += used;
    }
    free(part);
    sent += n;
  }
  http_parser_free(&parser);
}

static bool gbuf_equals(const gbuf *b, const gbuf *other) {
  return b->len == other->len && (b->len == 0 || memcmp(b->data + b->off, other->data + other->off, b->len) == 0);
}

static bool gbuf_equals_bytes(const gbuf *b, const char *bytes, size_t n) {
  return b->len == n && (n == 0 || memcmp(b->data + b->off, bytes, n) == 0);
}

static void trace_free(parse_trace *t) {
  gbuf_free(&t->trace);
  gbuf_free(&t->last_head);
  gbuf_free(&t->body);
}

static int fuzz_parser(int rounds) {
  static char buffer[64 * 1024], expected[64 * 1024];
  int failures = 0;
  unsigned valid = 0, heads = 0, errors = 0;
  for (int round = 0; round < rounds && failures < 5; round++) {
    // One to three requests: GET, a Content-Length body, a chunked body (with a trailer sometimes).
    size_t len = 0, expected_len = 0;
    int requests = 1 + (int)(rnd() % 3);
    for (int r = 0; r < requests; r++) {
      unsigned kind = rnd() % 3, size = rnd() % 3000;
      char body[3000];
      for (unsigned i = 0; i < size; i++) body[i] = (char)rnd();
      if (kind == 0) {
        len += (size_t)sprintf(buffer + len, "GET /r%d?x=%u HTTP/1.1\r\nHost: h\r\nX-A:  v %u \r\n\r\n", r, size, size);
        expected_len += (size_t)sprintf(expected + expected_len, "1GET /r%d?x=%u HTTP/1.1\r\nHost: h\r\nX-A: v %u\r\n\r\n", r, size, size);
      } else if (kind == 1 || size == 0) {
        len += (size_t)sprintf(buffer + len, "POST /r%d HTTP/1.1\r\nHost: h\r\nContent-Length: %u\r\n\r\n", r, size);
        expected_len += (size_t)sprintf(expected + expected_len, "1POST /r%d HTTP/1.1\r\nHost: h\r\nContent-Length: %u\r\n\r\n", r, size);
        memcpy(buffer + len, body, size);
        len += size;
        if (size > 0) {
          expected[expected_len++] = 'B';
          memcpy(expected + expected_len, body, size);
          expected_len += size;
          expected[expected_len++] = '3';
        }
      } else {
        len += (size_t)sprintf(buffer + len, "PUT /r%d HTTP/1.1\r\nTransfer-Encoding: chunked\r\nHost: h\r\n\r\n", r);
        expected_len += (size_t)sprintf(expected + expected_len, "1PUT /r%d HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n", r);
        for (unsigned at = 0; at < size;) {
          unsigned chunk = 1 + rnd() % (size - at);
          len += (size_t)sprintf(buffer + len, "%x\r\n", chunk);
          memcpy(buffer + len, body + at, chunk);
          len += chunk;
          len += (size_t)sprintf(buffer + len, "\r\n");
          at += chunk;
        }
        len += (size_t)sprintf(buffer + len, rnd() % 2 ? "0\r\nX-T: 1\r\n\r\n" : "0\r\n\r\n");
        expected[expected_len++] = 'B';
        memcpy(expected + expected_len, body, size);
        expected_len += size;
        expected[expected_len++] = '3';
      }
    }
    bool mutated = rnd() % 2 == 0;
    if (mutated) len = mutate(buffer, len, sizeof(buffer));
    parse_trace whole = {0}, split = {0};
    parse_in_pieces(buffer, len, 1, &whole);
    parse_in_pieces(buffer, len, 1 + (int)(rnd() % 8), &split);
    heads += whole.heads;
    errors += whole.errors;
    if (!gbuf_equals(&whole.trace, &split.trace)) {
      fprintf(stderr, "parser round %d: split input parsed differently (%zu vs %zu trace bytes): %.120s\n", round,
              whole.trace.len, split.trace.len, buffer);
      failures++;
    } else if (!mutated && !gbuf_equals_bytes(&whole.trace, expected, expected_len)) {
      fprintf(stderr, "parser round %d: valid requests parsed wrongly: %.160s\n", round, buffer);
      failures++;
    } else if (whole.last_head.len > 0) {
      // A canonical head parses to itself.
      parse_trace again = {0};
      parse_in_pieces(whole.last_head.data + whole.last_head.off, whole.last_head.len, 1, &again);
      if (again.heads != 1 || !gbuf_equals(&again.last_head, &whole.last_head)) {
        fprintf(stderr, "parser round %d: a reported head is not canonical: %.*s\n", round,
                (int)(whole.last_head.len < 200 ? whole.last_head.len : 200), whole.last_head.data + whole.last_head.off);
        failures++;
      }
      trace_free(&again);
    }
    if (!mutated && failures == 0) valid++;
    trace_free(&whole);
    trace_free(&split);
  }
  printf("parser fuzz: %d inputs (%u valid sequences parsed exactly), %u heads, %u errors, %d failures\n", rounds,
         valid, heads, errors, failures);
  return failures;
}

int main(int argc, char **argv) {
  int rounds = argc > 1 ? atoi(argv[1]) : 3000;
  rng_state = argc > 2 ? strtoull(argv[2], NULL, 10) : 0x9E3779B97F4A7C15ull;
  if (rng_state == 0) rng_state = 1;
  printf("gate fuzz: seed %llu (rerun: fuzz_gate %d %llu)\n", (unsigned long long)rng_state, rounds,
         (unsigned long long)rng_state);
  fflush(stdout);
  visor_gate *gate = NULL;
  int listen_fd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
  struct sockaddr_in addr = {.sin_family = AF_INET};
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  socklen_t addr_len = sizeof(addr);
  if (bind(listen_fd, (struct sockaddr *)&addr, sizeof(addr)) != 0 || listen(listen_fd, 128) != 0 ||
      getsockname(listen_fd, (struct sockaddr *)&addr, &addr_len) != 0)
    return fprintf(stderr, "listen failed\n"), 2;
  visor_gate_config config = {.listen_fd = listen_fd,
                              .max_header_bytes = 8192,
                              .max_connections = 64,
                              .head_timeout_seconds = 2,
                              .format_error = format_error,
                              .direct = on_direct,
                              .cancel = on_cancel,
                              .websocket = on_websocket,
                              .body = on_body};
  pthread_t worker;
  pthread_create(&worker, NULL, direct_worker, NULL);
  const char *error = NULL;
  gate = visor_gate_start(&config, &error);
  if (gate == NULL) return fprintf(stderr, "gate did not start: %s\n", error), 2;
  int port = ntohs(addr.sin_port);

  // A second gate terminating TLS, with the same callbacks.
  visor_gate *tls_gate = NULL;
  int tls_listen_fd = -1, tls_port = 0;
  char *pem[2] = {NULL, NULL};
  if (argc > 4) {
    for (int i = 0; i < 2; i++) {
      FILE *file = fopen(argv[3 + i], "rb");
      if (file == NULL) return fprintf(stderr, "cannot read %s\n", argv[3 + i]), 2;
      pem[i] = calloc(1, 1 << 16);
      fread(pem[i], 1, (1 << 16) - 1, file);
      fclose(file);
    }
    tls_listen_fd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    struct sockaddr_in tls_addr = {.sin_family = AF_INET};
    tls_addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t tls_len = sizeof(tls_addr);
    if (bind(tls_listen_fd, (struct sockaddr *)&tls_addr, sizeof(tls_addr)) != 0 || listen(tls_listen_fd, 128) != 0 ||
        getsockname(tls_listen_fd, (struct sockaddr *)&tls_addr, &tls_len) != 0)
      return fprintf(stderr, "listen failed\n"), 2;
    visor_gate_config tls_config = config;
    tls_config.listen_fd = tls_listen_fd;
    tls_config.tls_certificate_pem = pem[0];
    tls_config.tls_key_pem = pem[1];
    tls_gate = visor_gate_start(&tls_config, &error);
    if (tls_gate == NULL) return fprintf(stderr, "TLS gate did not start: %s\n", error), 2;
    tls_port = ntohs(tls_addr.sin_port);
    gnutls_certificate_allocate_credentials(&client_credentials);
  }

  {
    int n = snprintf(long_body_seed, sizeof(long_body_seed),
                     "POST /u HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nContent-Length: 6000\r\n\r\n");
    memset(long_body_seed + n, 'b', 6000);
    char *p = long_chunked_seed;
    p += sprintf(p, "PUT /u HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n");
    for (int i = 0; i < 6; i++) {
      p += sprintf(p, "3e8\r\n");
      memset(p, 'c', 1000);
      p += 1000;
      p += sprintf(p, "\r\n");
    }
    sprintf(p, "0\r\n\r\nGET /after HTTP/1.1\r\nHost: x\r\n\r\n");
  }
  int failures = fuzz_ws_parser(rounds * 4) + fuzz_chunked(rounds * 4) + fuzz_parser(rounds * 4);
  static char buffer[256 * 1024];
  for (int round = 0; round < rounds && failures < 5; round++) {
    const char *seed = seeds[rnd() % (sizeof(seeds) / sizeof(seeds[0]))];
    size_t len = strlen(seed);
    memcpy(buffer, seed, len);
    if (rnd() % 8 != 0) len = mutate(buffer, len, sizeof(buffer));
    bool tls = tls_gate != NULL && round % 2 == 1;
    if (tls && rnd() % 10 == 0) {
      for (size_t i = 0; i < len; i++) buffer[i] = (char)rnd();  // garbage where a handshake belongs
      failures += exchange(tls_port, buffer, len, round, false);
    } else {
      failures += exchange(tls ? tls_port : port, buffer, len, round, tls);
    }
  }
  // Every connection must be gone once the clients have closed.
  int64_t deadline = now_ms() + CLOSE_WITHIN_MS;
  while ((visor_gate_connection_count(gate) > 0 || (tls_gate && visor_gate_connection_count(tls_gate) > 0)) &&
         now_ms() < deadline)
    usleep(10000);
  unsigned left = visor_gate_connection_count(gate) + (tls_gate ? visor_gate_connection_count(tls_gate) : 0);
  if (left > 0) {
    fprintf(stderr, "%u connections still open in the gate\n", left);
    failures++;
  }
  pthread_mutex_lock(&jobs_lock);
  jobs_stop = true;
  pthread_cond_signal(&jobs_ready);
  pthread_mutex_unlock(&jobs_lock);
  pthread_join(worker, NULL);  // answers every queued request before the gate goes
  visor_gate_stop_accepting(gate);
  if (tls_gate) visor_gate_stop_accepting(tls_gate);
  visor_gate_stop(gate, 200);
  close(listen_fd);
  if (tls_gate) {
    visor_gate_stop(tls_gate, 200);
    close(tls_listen_fd);
    gnutls_certificate_free_credentials(client_credentials);
    free(pem[0]);
    free(pem[1]);
  }
  while (ws_sessions) {
    ws_session *next = ws_sessions->next;
    free(ws_sessions);
    ws_sessions = next;
  }
  for (body_request *b = body_requests, *next; b != NULL; b = next) {
    next = b->next;
    if (!b->finished) {
      fprintf(stderr, "a request with a body was never ended\n");
      failures++;
    }
    free(b);
  }
  printf("gate fuzz: bodies read %u, refused from the head %u, failed (malformed or stalled) %u\n", bodies_read,
         bodies_refused, bodies_failed);
  printf("gate fuzz: %d rounds (first answer 200: %d, an error: %d, none: %d; %u WebSocket sessions, %u "
         "messages echoed), %d failures\n",
         rounds, answered_ok, answered_error, answered_nothing, ws_upgraded, ws_messages, failures);
  return failures ? 1 : 0;
}
