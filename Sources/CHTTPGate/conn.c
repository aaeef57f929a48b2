// The HTTP gate's connections: see include/visor_gate.h and docs/decisions/008-http-gate.md.
//
// One thread, one epoll set, level-triggered. Each client connection has a parser for its input
// (request heads, then the body's framing, or WebSocket frames) and a buffer towards the client.
// Every request is passed to Visor (`direct`) from its head; a body is read only while Visor holds
// credit for it, and input behind a request is held until that request is answered, so memory per
// connection stays bounded. The input parser is parse.c, TLS is tls.c, WebSocket frames ws_parser.c.

#define _GNU_SOURCE
#include "visor_gate.h"
#include "buf.h"
#include "parse.h"
#include "tls.h"
#include "ws_parser.h"

#include <errno.h>
#include <fcntl.h>
#include <gnutls/crypto.h>
#include <arpa/inet.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <sys/ioctl.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

enum { SCRATCH = 64 * 1024, LINGER_MS = 2000 };
// A WebSocket connection stops reading while this much is queued for its client (pongs and messages
// a client does not take), so a ping flood from a client that never reads cannot grow memory.
enum { WS_OUT_PAUSE = 1024 * 1024, WS_MESSAGE_OVERHEAD = 64 };

// MARK: - Types

typedef struct conn conn;

struct conn {
  visor_gate *gate;
  conn *prev, *next;
  int cfd;
  uint32_t cmask;
  struct sockaddr_storage addr;
  socklen_t addrlen;
  tls_link tls;
  http_parser parser;  // the input: heads and body framing (parse.c)
  gbuf to_client;
  bool client_eof, dead, lingering;
  size_t linger_bytes;
  // rejection
  bool rejecting, error_queued;
  char *error;
  size_t error_len;
  int64_t deadline_ms;  // head (or TLS handshake) deadline, or the end of lingering; 0 = none
  // the request Visor is answering (decision 009)
  bool direct_pending;    // a direct request is being answered: input is not parsed meanwhile
  bool direct_cancelled;  // its cancel callback was called
  bool close_after;       // close once the current answer is sent
  bool idle_deadline;     // deadline_ms is the keep-alive idle timeout after a direct answer
  bool exempt;            // a trusted proxy: not limited per address
  bool input_waiting;     // the client sent more while a direct request runs: stop polling for input
  void *direct_token;
  gbuf held;              // bytes read after a direct request's head, parsed once it is answered
  _Atomic size_t backlog; // bytes queued for the client and not yet written (for back-pressure)
  // The body of a direct request: decoded into `body_out`, handed to Visor as it grants credit
  bool dbody;             // the direct request's body is not completely parsed yet
  bool body_complete;     // its last byte was parsed
  bool body_failed;       // malformed or stalled: reported to Visor instead of its end
  bool body_wanted;       // Visor asked for it (visor_gate_want)
  bool body_reported;     // its end (or failure) was reported
  bool body_rdhup;        // the client shut its sending side while its body was unread
  bool expect_continue, continue_sent;
  size_t credit;          // bytes Visor takes before the gate stops reading the client
  gbuf body_out;
  int body_status;
  const char *body_code;
  char *body_message;
  // WebSocket (RFC 6455): the direct request was upgraded and stays pending until Visor finishes it
  bool ws;
  bool ws_close_sent;      // our close frame is queued: nothing more is sent
  bool ws_close_received;  // the client's close frame (or a protocol error) ended its input
  bool ws_ping_sent;
  ws_parser wsp;
  visor_gate_ws_limits wsl;
  _Atomic size_t ws_unconsumed;  // delivered to Visor and not yet consumed (back-pressure)
  int64_t ws_last_input_ms, ws_last_output_ms;
};

/// Response bytes for a direct request, queued by any thread for the gate's thread.
enum outbox_kind { OUT_BYTES, OUT_UPGRADE, OUT_WS_FRAME, OUT_WS_CONSUMED, OUT_WS_FINISH, OUT_WANT };

typedef struct outbox_item {
  struct outbox_item *next;
  conn *c;
  enum outbox_kind kind;
  bool last, close_after;
  visor_gate_ws_limits limits;  // OUT_UPGRADE
  size_t consumed;              // OUT_WS_CONSUMED, OUT_WANT
  size_t len;
  char bytes[];
} outbox_item;

struct visor_gate {
  visor_gate_config cfg;
  int epfd, wakefd;
  pthread_t thread;
  atomic_bool want_stop_accepting, want_stop;
  atomic_uint count;
  unsigned flush_ms;
  bool accepting, listen_registered;
  bool tls_recheck;  // some connection may have TLS records buffered inside GnuTLS
  int64_t accept_paused_until;
  conn *conns;
  conn *graveyard;
  conn *zombies;  // destroyed while a direct request was pending: freed at its last response
  pthread_mutex_t outbox_lock;
  outbox_item *outbox, **outbox_tail;
  atomic_bool sleeping;  // in epoll_wait: answers queued meanwhile must wake the gate
  bool tls;
  tls_server tls_server;
  unsigned char scratch[SCRATCH];
};

static int64_t now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (int64_t)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

// MARK: - Rejections

static void body_fail(conn *c, int status, const char *code, const char *message);

static void reject(conn *c, int status, const char *code, const char *message, const char *path) {
  if (c->rejecting) return;
  if (c->direct_pending && c->dbody) return body_fail(c, status, code, message);  // Visor answers it
  c->rejecting = true;
  http_parser_stop(&c->parser);
  c->deadline_ms = 0;
  char rendered[16 * 1024];
  size_t n = c->gate->cfg.format_error(c->gate->cfg.context, status, code, message,
                                       path != NULL && path[0] == '/' ? path : "/", rendered,
                                       sizeof(rendered));
  if (n > 0 && n <= sizeof(rendered)) {
    c->error = malloc(n);
    if (c->error != NULL) {
      memcpy(c->error, rendered, n);
      c->error_len = n;
    }
  }
}

static void start_direct(conn *c, const char *head, size_t length);

/// What the parser found in the client's input.
static void on_input(void *context, const http_event *event) {
  conn *c = context;
  switch (event->kind) {
    case HTTP_HEAD_STARTED:  // the head must arrive within the timeout
      if (c->deadline_ms == 0 || c->idle_deadline)
        c->deadline_ms = now_ms() + (int64_t)c->gate->cfg.head_timeout_seconds * 1000;
      c->idle_deadline = false;
      return;
    case HTTP_HEAD:
      // Visor decides from the head, and reads the body only if it wants it.
      c->dbody = event->has_body;
      c->expect_continue = event->expect_continue;
      c->deadline_ms = 0;  // the body's pause timeout runs while Visor holds credit
      return start_direct(c, event->bytes, event->length);
    case HTTP_BODY:
      if (!gbuf_append(&c->body_out, event->bytes, event->length))
        reject(c, 503, "server_busy", "The server is out of memory for this request; try again later.", NULL);
      return;
    case HTTP_BODY_END:  // complete: Visor answers it
      c->deadline_ms = 0;
      c->dbody = false;
      c->body_complete = true;
      return;
    case HTTP_ERROR:
      return reject(c, event->status, event->code, event->message, event->path);
  }
}

/// Runs the input parser over bytes read from the client: heads go to Visor, body bytes to
/// `body_out`, bytes behind a request Visor is answering wait in `held`.
static void ws_feed(conn *c, const unsigned char *p, size_t n);

static void feed(conn *c, const unsigned char *p, size_t n) {
  if (c->ws) return ws_feed(c, p, n);
  if (http_parser_in_body(&c->parser) && n > 0)
    c->deadline_ms = now_ms() + (int64_t)c->gate->cfg.head_timeout_seconds * 1000;
  while (n > 0 && !c->rejecting && c->parser.state != P_STOP) {
    if (c->direct_pending && !c->dbody) {  // parsed once the direct request is answered (answers in order)
      if (!gbuf_append(&c->held, p, n))
        reject(c, 503, "server_busy", "The server is out of memory for this request; try again later.", NULL);
      return;
    }
    size_t used = http_parser_feed(&c->parser, p, n, on_input, c);
    p += used;
    n -= used;
  }
}

// MARK: - Client I/O (plain or TLS, tls.c)

static ssize_t client_read(conn *c, void *buffer, size_t n) { return tls_link_read(&c->tls, c->cfd, buffer, n); }

static ssize_t client_write(conn *c, const void *buffer, size_t n) {
  return tls_link_write(&c->tls, c->cfd, buffer, n);
}

// MARK: - Connection life cycle

static void set_mask(conn *c, uint32_t wanted) {
  if (c->cmask == wanted) return;
  struct epoll_event ev = {.events = wanted, .data.ptr = c};
  epoll_ctl(c->gate->epfd, EPOLL_CTL_MOD, c->cfd, &ev);
  c->cmask = wanted;
}

static void cancel_direct(conn *c) {
  if (!c->direct_pending || c->direct_cancelled) return;
  c->direct_cancelled = true;
  c->gate->cfg.cancel(c->gate->cfg.context, c->direct_token);
}

static void destroy(conn *c) {
  if (c->dead) return;
  visor_gate *g = c->gate;
  c->dead = true;
  cancel_direct(c);
  epoll_ctl(g->epfd, EPOLL_CTL_DEL, c->cfd, NULL);
  tls_link_free(&c->tls);
  close(c->cfd);
  if (c->prev) c->prev->next = c->next;
  else g->conns = c->next;
  if (c->next) c->next->prev = c->prev;
  c->next = g->graveyard;
  g->graveyard = c;
  atomic_fetch_sub(&g->count, 1);
}

static void free_conn(conn *c) {
  ws_parser_free(&c->wsp);
  gbuf_free(&c->body_out);
  free(c->body_message);
  http_parser_free(&c->parser);
  gbuf_free(&c->held);
  gbuf_free(&c->to_client);
  free(c->error);
  free(c);
}

static void free_graveyard(visor_gate *g) {
  while (g->graveyard) {
    conn *c = g->graveyard;
    g->graveyard = c->next;
    if (c->direct_pending) {  // Visor still holds it: freed at the request's last response
      c->next = g->zombies;
      g->zombies = c;
      continue;
    }
    free_conn(c);
  }
}

/// Nothing more will be sent: end the TLS session, half-close, and read (discarding) until the client
/// closes too, so unread request bytes do not turn the close into a reset that destroys the answer.
static void start_lingering(conn *c) {
  if (c->client_eof) return destroy(c);
  tls_link_bye(&c->tls);
  shutdown(c->cfd, SHUT_WR);
  c->lingering = true;
  c->deadline_ms = now_ms() + LINGER_MS;
}

/// Passes a request to Visor: its canonical head, `length` bytes.
static void start_direct(conn *c, const char *head, size_t length) {
  visor_gate *g = c->gate;
  char address[INET6_ADDRSTRLEN] = "";
  if (c->addr.ss_family == AF_INET)
    inet_ntop(AF_INET, &((struct sockaddr_in *)&c->addr)->sin_addr, address, sizeof(address));
  else if (c->addr.ss_family == AF_INET6)
    inet_ntop(AF_INET6, &((struct sockaddr_in6 *)&c->addr)->sin6_addr, address, sizeof(address));
  c->direct_pending = true;
  c->direct_cancelled = false;
  c->idle_deadline = false;
  c->body_complete = c->body_failed = c->body_wanted = c->body_reported = c->body_rdhup = false;
  c->continue_sent = false;
  c->credit = 0;
  c->direct_token = g->cfg.direct(g->cfg.context, (visor_gate_request *)c, head, length, address);
}

static void update(conn *c);

// MARK: - Bodies of direct requests

/// Whether the gate reads the client for a direct request's body now: Visor holds credit and has
/// taken everything decoded so far.
static bool body_reading(const conn *c) {
  return c->direct_pending && c->dbody && !c->direct_cancelled && c->credit > 0 && c->body_out.len == 0;
}

/// Hands Visor what it has credit for, then the body's end (or failure); runs the pause timeout
/// only while the gate reads for Visor.
static void deliver_body(conn *c) {
  visor_gate *g = c->gate;
  if (!c->direct_pending || c->direct_cancelled || !c->body_wanted || c->body_reported) return;
  if (c->body_failed) {
    gbuf_clear(&c->body_out);
    c->body_reported = true;
    const char *message = c->body_message != NULL ? c->body_message : "";
    g->cfg.body(g->cfg.context, c->direct_token, message, strlen(message), 1, c->body_status, c->body_code);
    return;
  }
  while (c->body_out.len > 0 && c->credit > 0) {
    size_t n = c->body_out.len < c->credit ? c->body_out.len : c->credit;
    g->cfg.body(g->cfg.context, c->direct_token, c->body_out.data + c->body_out.off, n, 0, 0, NULL);
    gbuf_consume(&c->body_out, n);
    c->credit -= n;
  }
  if (c->body_complete && c->body_out.len == 0) {
    c->body_reported = true;
    g->cfg.body(g->cfg.context, c->direct_token, NULL, 0, 1, 0, NULL);
    return;
  }
  if (c->dbody)
    c->deadline_ms = body_reading(c) ? now_ms() + (int64_t)g->cfg.head_timeout_seconds * 1000 : 0;
}

/// The direct request's body cannot be read: Visor answers with `status`/`code`/`message` (the gate's
/// refusal), and the connection closes after that answer.
static void body_fail(conn *c, int status, const char *code, const char *message) {
  c->dbody = false;
  c->body_failed = true;
  c->body_status = status;
  c->body_code = code;
  free(c->body_message);
  c->body_message = strdup(message);
  http_parser_stop(&c->parser);
  c->close_after = true;
  c->deadline_ms = 0;
  deliver_body(c);
}

// MARK: - WebSockets (RFC 6455) on an upgraded direct request

/// Queues one unmasked frame for the client, unless our close frame already went.
static void ws_queue_frame(conn *c, int opcode, const void *payload, size_t length) {
  if (c->ws_close_sent) return;
  unsigned char header[10];
  size_t header_len = ws_frame_header(header, opcode, length);
  gbuf_append(&c->to_client, header, header_len);
  gbuf_append(&c->to_client, payload, length);
  if (opcode == WS_OP_CLOSE) c->ws_close_sent = true;
}

/// Queues our close frame (`code`, `reason`) unless one went already.
static void ws_queue_close(conn *c, unsigned code, const char *reason, size_t reason_len) {
  unsigned char payload[125];
  size_t n = 0;
  if (code != WS_CLOSE_NO_STATUS && code != WS_CLOSE_ABNORMAL) {
    payload[0] = (unsigned char)(code >> 8);
    payload[1] = (unsigned char)code;
    n = 2;
    if (reason_len > 123) {  // cut on a character boundary, so the reason stays valid UTF-8
      reason_len = 123;
      while (reason_len > 0 && ((unsigned char)reason[reason_len] & 0xC0) == 0x80) reason_len--;
    }
    memcpy(payload + 2, reason, reason_len);
    n += reason_len;
  }
  ws_queue_frame(c, WS_OP_CLOSE, payload, n);
}

/// Tells Visor the session's input ended (`code`: the client's, or why the gate ended it).
static void ws_deliver_closed(conn *c, unsigned code, const void *reason, size_t reason_len) {
  c->ws_close_received = true;
  if (c->direct_cancelled || c->gate->cfg.websocket == NULL) return;
  c->gate->cfg.websocket(c->gate->cfg.context, c->direct_token, VISOR_GATE_WS_CLOSED, reason, reason_len, code);
}

static void ws_event_sink(void *context, const ws_event *event) {
  conn *c = context;
  visor_gate *g = c->gate;
  switch (event->kind) {
    case WS_EVENT_MESSAGE:
      if (c->ws_close_sent || c->direct_cancelled || g->cfg.websocket == NULL) return;
      atomic_fetch_add(&c->ws_unconsumed, event->length + WS_MESSAGE_OVERHEAD);
      g->cfg.websocket(g->cfg.context, c->direct_token,
                       event->opcode == WS_OP_TEXT ? VISOR_GATE_WS_TEXT : VISOR_GATE_WS_BINARY, event->data,
                       event->length, 0);
      return;
    case WS_EVENT_OVERSIZED:
      if (c->ws_close_sent || c->direct_cancelled || g->cfg.websocket == NULL) return;
      atomic_fetch_add(&c->ws_unconsumed, WS_MESSAGE_OVERHEAD);
      g->cfg.websocket(g->cfg.context, c->direct_token,
                       event->opcode == WS_OP_TEXT ? VISOR_GATE_WS_OVERSIZED_TEXT : VISOR_GATE_WS_OVERSIZED_BINARY,
                       NULL, event->length, 0);
      return;
    case WS_EVENT_PING:
      ws_queue_frame(c, WS_OP_PONG, event->data, event->length);
      return;
    case WS_EVENT_CLOSE:
      // Echo the client's code (RFC 6455 5.5.1), then Visor ends the request and the gate closes.
      ws_queue_close(c, event->code, "", 0);
      ws_deliver_closed(c, event->code, event->data, event->length);
      return;
    case WS_EVENT_ERROR:
      ws_queue_close(c, event->code, event->reason, strlen(event->reason));
      ws_deliver_closed(c, event->code, event->reason, strlen(event->reason));
      return;
  }
}

static void ws_feed(conn *c, const unsigned char *p, size_t n) {
  c->ws_last_input_ms = now_ms();
  c->ws_ping_sent = false;
  if (c->wsp.done) return;  // after a close or an error: discarded
  ws_parser_feed(&c->wsp, p, n, ws_event_sink, c);
}

/// Whether the gate reads the client of an upgraded connection now.
static bool ws_reading(conn *c) {
  return c->ws && !c->ws_close_received && !c->wsp.done &&
         atomic_load(&c->ws_unconsumed) < c->wsl.max_buffered_bytes && c->to_client.len < WS_OUT_PAUSE;
}

/// Switches the connection to WebSocket frames once the 101 answer is queued.
static void ws_start(conn *c, const visor_gate_ws_limits *limits) {
  c->ws = true;
  c->wsl = *limits;
  if (c->wsl.max_buffered_bytes == 0) c->wsl.max_buffered_bytes = 4 * 1024 * 1024;
  c->wsp.max_text = limits->max_text_bytes;
  c->wsp.max_binary = limits->max_binary_bytes;
  c->deadline_ms = 0;
  c->idle_deadline = false;
  c->input_waiting = false;
  c->ws_last_input_ms = c->ws_last_output_ms = now_ms();
  if (c->held.len > 0) {  // frames that came right behind the upgrade request
    gbuf rest = c->held;
    memset(&c->held, 0, sizeof(c->held));
    ws_feed(c, (const unsigned char *)rest.data + rest.off, rest.len);
    gbuf_free(&rest);
  }
}

/// Sweep: pings an idle session, and ends one whose client neither answers nor reads.
static void ws_sweep(conn *c, int64_t now) {
  if (c->ws_close_sent || c->wsl.ping_seconds == 0) return;
  int64_t ping_ms = (int64_t)c->wsl.ping_seconds * 1000;
  if (!ws_reading(c) && !c->ws_close_received) c->ws_last_input_ms = now;  // paused by us: not idle
  if (c->to_client.len == 0) c->ws_last_output_ms = now;
  if (now - c->ws_last_output_ms >= 2 * ping_ms) {
    ws_deliver_closed(c, WS_CLOSE_ABNORMAL, "The client stopped reading.", 27);
    return destroy(c);
  }
  if (c->ws_close_received) return;
  if (now - c->ws_last_input_ms >= 2 * ping_ms) {
    static const char reason[] = "No answer to ping; the connection seems gone.";
    ws_queue_close(c, WS_CLOSE_GOING_AWAY, reason, sizeof(reason) - 1);
    ws_deliver_closed(c, WS_CLOSE_ABNORMAL, reason, sizeof(reason) - 1);
    c->wsp.done = true;
    update(c);
  } else if (now - c->ws_last_input_ms >= ping_ms && !c->ws_ping_sent) {
    ws_queue_frame(c, WS_OP_PING, "visor", 5);
    c->ws_ping_sent = true;
    update(c);
  }
}

/// Gate thread: moves the response bytes Visor queued into their connections.
static void process_outbox(visor_gate *g) {
  pthread_mutex_lock(&g->outbox_lock);
  outbox_item *item = g->outbox;
  g->outbox = NULL;
  g->outbox_tail = &g->outbox;
  pthread_mutex_unlock(&g->outbox_lock);
  while (item != NULL) {
    outbox_item *next = item->next;
    conn *c = item->c;
    if (c->dead) {
      if (item->last) {  // nobody is left to write to: free it now
        c->direct_pending = false;
        for (conn **z = &g->zombies; *z != NULL; z = &(*z)->next) {
          if (*z == c) {
            *z = c->next;
            free_conn(c);
            break;
          }
        }
      }
      free(item);
      item = next;
      continue;
    }
    switch (item->kind) {
      case OUT_BYTES:
        if (!c->lingering) gbuf_append(&c->to_client, item->bytes, item->len);
        break;
      case OUT_UPGRADE:
        gbuf_append(&c->to_client, item->bytes, item->len);
        ws_start(c, &item->limits);
        break;
      case OUT_WS_FRAME:  // a whole frame, dropped once our close frame went
        if (!c->ws_close_sent) gbuf_append(&c->to_client, item->bytes, item->len);
        break;
      case OUT_WS_CONSUMED: {
        size_t have = atomic_load(&c->ws_unconsumed);
        atomic_store(&c->ws_unconsumed, item->consumed > have ? 0 : have - item->consumed);
        break;
      }
      case OUT_WANT:
        if (c->direct_pending && !c->body_reported) {
          c->body_wanted = true;
          c->credit += item->consumed;
          if (c->expect_continue && !c->continue_sent && c->dbody) {
            gbuf_append(&c->to_client, "HTTP/1.1 100 Continue\r\n\r\n", 25);
            c->continue_sent = true;
          }
          deliver_body(c);
        }
        break;
      case OUT_WS_FINISH:  // the payload of our close frame: code (2 bytes) and reason
        if (item->len >= 2) {
          unsigned code = ((unsigned)(unsigned char)item->bytes[0] << 8) | (unsigned char)item->bytes[1];
          ws_queue_close(c, code, item->bytes + 2, item->len - 2);
        }
        c->wsp.done = true;  // nothing more is read: the connection closes once the frame is sent
        c->ws_close_received = true;
        break;
    }
    if (item->close_after) c->close_after = true;
    if (item->last) {
      if (c->dbody || c->body_failed) {
        // Answered with its body unread (refused from the head, or a handler that did not read it):
        // the rest of the body is not parsed as requests; the connection half-closes after the
        // answer and discards what still comes (start_lingering), so the client reads the answer.
        c->dbody = false;
        c->close_after = true;
        http_parser_stop(&c->parser);
        c->deadline_ms = 0;
      }
      gbuf_clear(&c->body_out);
      c->direct_pending = false;
      c->input_waiting = false;
      if (!c->close_after) {  // keep-alive: closed silently when idle as long as the head timeout
        c->deadline_ms = now_ms() + (int64_t)g->cfg.head_timeout_seconds * 1000;
        c->idle_deadline = true;
      }
      if (c->held.len > 0 && !c->close_after && !c->rejecting) {
        gbuf rest = c->held;
        memset(&c->held, 0, sizeof(c->held));
        feed(c, (const unsigned char *)rest.data + rest.off, rest.len);
        gbuf_free(&rest);
      }
    }
    free(item);
    update(c);
    item = next;
  }
}

static void client_readable(conn *c);

/// Moves bytes where they can go, decides what comes next, and updates the epoll interest.
static void update(conn *c) {
  for (int round = 0; round < 8 && !c->dead; round++) {
    bool progress = false;
    if (c->rejecting && !c->error_queued && !c->direct_pending && c->to_client.len == 0) {
      c->error_queued = true;  // after every earlier answer on the connection
      if (c->error != NULL) gbuf_append(&c->to_client, c->error, c->error_len);
    }
    if (c->to_client.len > 0 && !c->lingering) {
      ssize_t w = client_write(c, c->to_client.data + c->to_client.off, c->to_client.len);
      if (w > 0) {
        gbuf_consume(&c->to_client, (size_t)w);
        c->ws_last_output_ms = c->ws ? now_ms() : 0;
        progress = true;
      } else if (w == IO_ERROR) {
        return destroy(c);
      }
    }
    if (!c->lingering && !c->direct_pending && c->to_client.len == 0 && (!c->rejecting || c->error_queued) &&
        (c->rejecting || c->client_eof || c->close_after))
      return start_lingering(c);
    // GnuTLS may hold records that epoll cannot announce (data, or the client's close_notify).
    if (c->tls.ready && c->tls.more && !c->client_eof && !c->rejecting &&
        (c->ws ? ws_reading(c) : c->direct_pending ? body_reading(c) : true) && c->held.len == 0) {
      client_readable(c);
      progress = true;
    }
    if (!progress) break;
  }
  if (c->dead) return;
  visor_gate *g = c->gate;
  if (c->tls.ready && c->tls.more && !c->client_eof && !c->rejecting &&
      (c->ws ? ws_reading(c) : c->direct_pending ? body_reading(c) : true) && c->held.len == 0)
    g->tls_recheck = true;  // read again in the next loop, after the other connections had a turn
  uint32_t cmask = 0;
  if (c->lingering) {
    cmask = EPOLLIN;
  } else if (c->tls.wanted && !c->tls.ready) {
    cmask = tls_link_wants_write(&c->tls) ? EPOLLOUT : EPOLLIN;
  } else if (c->ws) {
    // An upgraded connection is read while Visor keeps up and the client takes what is sent; its
    // going away is noticed when it is read again.
    if (ws_reading(c)) cmask |= EPOLLIN | EPOLLRDHUP;
    if (c->to_client.len > 0) cmask |= EPOLLOUT;
    if (c->tls.send_again) cmask |= tls_link_wants_write(&c->tls) ? EPOLLOUT : EPOLLIN;
  } else {
    // While a direct request runs its client is not read (input stays polled until some arrives, so
    // a request-response client costs no epoll_ctl), but its going away cancels the request.
    // A body is read only while Visor holds credit for it (back-pressure).
    if (!c->client_eof && !c->rejecting && c->held.len == 0 &&
        (!c->direct_pending || (c->dbody ? body_reading(c) : !c->input_waiting)))
      cmask |= EPOLLIN;
    if (!c->rejecting && !c->client_eof && !(c->direct_pending && c->direct_cancelled) &&
        !(c->dbody && c->body_rdhup))
      cmask |= EPOLLRDHUP;
    if (c->to_client.len > 0) cmask |= EPOLLOUT;
    if (c->tls.send_again) cmask |= tls_link_wants_write(&c->tls) ? EPOLLOUT : EPOLLIN;
  }
  set_mask(c, cmask);
  atomic_store_explicit(&c->backlog, c->to_client.len, memory_order_relaxed);
}

static void client_readable(conn *c) {
  visor_gate *g = c->gate;
  if (c->ws) {
    if (!ws_reading(c) || c->client_eof) return;
  } else if (c->client_eof || c->rejecting || (c->direct_pending && !body_reading(c)) || c->held.len > 0) {
    return;
  }
  ssize_t r = client_read(c, g->scratch, SCRATCH);
  if (r > 0) {
    feed(c, g->scratch, (size_t)r);
    if (c->direct_pending) deliver_body(c);
  } else if (r == 0) {
    c->client_eof = true;
    if (!c->rejecting) destroy(c);
  } else if (r == IO_ERROR) {
    destroy(c);
  }
}

/// TLS connections: refuse plain HTTP with a readable answer, then run the handshake.
static void tls_step(conn *c) {
  switch (tls_link_step(&c->tls, c->cfd, &c->gate->tls_server)) {
    case TLS_STEP_AGAIN:
    case TLS_STEP_READY:
      return;
    case TLS_STEP_NOT_TLS:
      return reject(c, 400, "https_required",
                    "This port speaks HTTPS only; use an https:// address (and accept the certificate once if it "
                    "is self-signed).",
                    NULL);
    case TLS_STEP_FAILED:
      return destroy(c);
  }
}

static void on_client_event(conn *c, uint32_t events) {
  visor_gate *g = c->gate;
  if (c->lingering) {
    for (;;) {
      ssize_t r = recv(c->cfd, g->scratch, SCRATCH, 0);
      if (r > 0) {
        // Discarded, however much: closing while the client still sends would reset the
        // connection and destroy the answer it has not read yet (an upload over the limit sent
        // without `Expect: 100-continue`). Lingering is bounded by time (LINGER_MS) instead.
        c->linger_bytes += (size_t)r;
        continue;
      }
      if (r < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR)) return;
      return destroy(c);
    }
  }
  if (events & EPOLLERR) return destroy(c);
  if (c->ws) {
    if (events & (EPOLLIN | EPOLLHUP | EPOLLRDHUP)) client_readable(c);
    if ((events & EPOLLHUP) && !c->dead) return destroy(c);  // gone both ways: nothing can be delivered
    if (!c->dead) update(c);
    return;
  }
  if (c->direct_pending && c->dbody && !(events & EPOLLHUP)) {
    // Reading a body for Visor: a client that shut its sending side may still have the rest of the
    // body queued; its end before the body's end is seen by the read and cancels the request.
    if (events & EPOLLRDHUP) c->body_rdhup = true;
    if (body_reading(c)) client_readable(c);
    if (c->dead) return;
    return update(c);
  }
  if (c->direct_pending && !(events & (EPOLLRDHUP | EPOLLHUP))) {
    if (events & EPOLLIN) c->input_waiting = true;  // read once the answer is queued
    return update(c);
  }
  if (c->direct_pending && (events & (EPOLLRDHUP | EPOLLHUP))) {
    // Gone, or no more requests: the running one is cancelled; its answer is still sent if the
    // client can take it.
    c->client_eof = true;
    cancel_direct(c);
    return update(c);
  }
  // Closed both ways while the gate no longer reads it (it is answering a bad request): gone.
  if ((events & EPOLLHUP) && c->rejecting) return destroy(c);
  if (c->tls.wanted && !c->tls.ready) {
    tls_step(c);
    if (c->dead) return;
    if (!c->tls.ready) return update(c);
  }
  if (events & (EPOLLIN | EPOLLHUP)) client_readable(c);
  if ((events & EPOLLHUP) && c->client_eof && c->to_client.len > 0 && !c->dead) {
    // Fully closed by the peer: nothing can be delivered any more.
    return destroy(c);
  }
  if (!c->dead) update(c);
}

static bool same_address(const struct sockaddr_storage *a, const struct sockaddr_storage *b) {
  if (a->ss_family != b->ss_family) return false;
  if (a->ss_family == AF_INET)
    return memcmp(&((const struct sockaddr_in *)a)->sin_addr, &((const struct sockaddr_in *)b)->sin_addr, 4) == 0;
  if (a->ss_family == AF_INET6)
    return memcmp(&((const struct sockaddr_in6 *)a)->sin6_addr, &((const struct sockaddr_in6 *)b)->sin6_addr,
                  16) == 0;
  return false;
}

static bool in_block(const struct sockaddr_storage *a, const visor_gate_cidr *block) {
  const unsigned char *bytes;
  size_t size;
  if (a->ss_family == AF_INET) {
    bytes = (const unsigned char *)&((const struct sockaddr_in *)a)->sin_addr;
    size = 4;
  } else if (a->ss_family == AF_INET6) {
    bytes = (const unsigned char *)&((const struct sockaddr_in6 *)a)->sin6_addr;
    size = 16;
    static const unsigned char mapped[12] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xFF, 0xFF};
    if (block->family == AF_INET && memcmp(bytes, mapped, 12) == 0) {  // ::ffff:a.b.c.d
      bytes += 12;
      size = 4;
    }
  } else {
    return false;
  }
  if ((block->family == AF_INET) != (size == 4)) return false;
  unsigned bits = block->prefix_bits > size * 8 ? (unsigned)size * 8 : block->prefix_bits;
  for (unsigned i = 0; i < bits / 8; i++)
    if (bytes[i] != block->address[i]) return false;
  unsigned rest = bits % 8;
  if (rest == 0) return true;
  unsigned char mask = (unsigned char)(0xFF << (8 - rest));
  return (bytes[bits / 8] & mask) == (block->address[bits / 8] & mask);
}

/// A connection that is not in the middle of a request Visor has seen: nothing sent yet, an
/// unfinished head (a slow client, or a slow-loris), or idle between direct requests.
static bool is_idle(const conn *c) {
  if (c->dead || c->direct_pending || c->rejecting || c->lingering || c->parser.state != P_HEAD ||
      c->to_client.len > 0 || c->held.len > 0)
    return false;
  // A whole request head the gate has not read yet may already wait in the kernel: that connection is
  // not idle (closing it would reset a request the client has sent). An unfinished head (a slow-loris)
  // still is. Over TLS the bytes cannot be looked into: as before, they do not count.
  int unread = 0;
  if (c->tls.wanted || ioctl(c->cfd, FIONREAD, &unread) != 0 || unread == 0) return true;
  char peek[4096];
  ssize_t n = recv(c->cfd, peek, sizeof(peek), MSG_PEEK | MSG_DONTWAIT);
  if (n <= 0) return true;
  return memmem(peek, (size_t)n, "\r\n\r\n", 4) == NULL && memmem(peek, (size_t)n, "\n\n", 2) == NULL;
}

/// A connection that counts towards its address's limit: one that holds or may still send a request.
/// Lingering ones (answered, waiting for the client to close) and refusals being sent do not.
static bool holds_request(const conn *c) {
  if (c->dead || c->lingering || c->rejecting) return false;
  if (c->client_eof && c->to_client.len == 0) return false;  // the client is done sending and reading
  return true;
}

static conn *add_connection(visor_gate *g, int fd, const struct sockaddr_storage *addr, socklen_t addrlen,
                            bool exempt);
static void update(conn *c);

/// Answers 503 `too_many_connections` and closes. Over plain HTTP the refusal is a connection of its own
/// (within a margin over the limit): the request is read and discarded while the answer goes, and the
/// socket lingers until the client closes, so the client hears the 503 instead of a reset. Under TLS
/// (no session yet), or past the margin, it is closed at once.
static void refuse(visor_gate *g, int fd, const struct sockaddr_storage *addr, socklen_t addrlen, bool exempt,
                   const char *who, unsigned limit) {
  char message[240];
  snprintf(message, sizeof(message),
           "%s too many open connections (%u); close idle connections or try again in a moment.", who, limit);
  if (!g->tls && atomic_load(&g->count) < g->cfg.max_connections + 64) {
    conn *c = add_connection(g, fd, addr, addrlen, exempt);
    if (c != NULL) {
      reject(c, 503, "too_many_connections", message, NULL);
      update(c);
      return;
    }
    return;  // add_connection closed it
  }
  char rendered[4096];
  size_t n = g->cfg.format_error(g->cfg.context, 503, "too_many_connections", message, "/", rendered,
                                 sizeof(rendered));
  if (n > 0 && !g->tls) (void)!send(fd, rendered, n, MSG_NOSIGNAL | MSG_DONTWAIT);
  close(fd);
}

/// The client sent end-of-file with nothing before it, and nothing waits for it: it is done.
static bool closed_by_client(const conn *c) {
  if (c->to_client.len > 0 || c->tls.ready) return false;
  char byte;
  return recv(c->cfd, &byte, 1, MSG_PEEK | MSG_DONTWAIT) == 0;
}

static void accept_clients(visor_gate *g) {
  for (int i = 0; i < 64; i++) {
    struct sockaddr_storage addr;
    socklen_t addrlen = sizeof(addr);
    int fd = accept4(g->cfg.listen_fd, (struct sockaddr *)&addr, &addrlen, SOCK_NONBLOCK | SOCK_CLOEXEC);
    if (fd < 0) {
      if (errno == EMFILE || errno == ENFILE || errno == ENOBUFS || errno == ENOMEM) {
        // Out of descriptors: stop polling the listening socket for a moment instead of spinning.
        epoll_ctl(g->epfd, EPOLL_CTL_DEL, g->cfg.listen_fd, NULL);
        g->listen_registered = false;
        g->accept_paused_until = now_ms() + 100;
      }
      return;
    }
    bool exempt = false;
    for (size_t i = 0; i < g->cfg.exempt_count && !exempt; i++) exempt = in_block(&addr, &g->cfg.exempt[i]);
    if (!exempt && g->cfg.max_connections_per_address > 0) {
      // One address may not take every connection: past its share, its own oldest idle connection
      // makes room, or the new one is refused.
      unsigned same = 0;
      conn *idle = NULL;
      for (conn *o = g->conns; o != NULL; o = o->next) {
        if (o->exempt || !holds_request(o) || !same_address(&o->addr, &addr)) continue;
        same++;
        if (is_idle(o)) idle = o;  // the list is newest first: the last one found is the oldest
      }
      if (same >= g->cfg.max_connections_per_address) {
        // At the limit, look closer: a client that has read its answer and closed may not have been
        // seen closing yet (its end-of-file is in this same batch of events).
        same = 0;
        for (conn *o = g->conns; o != NULL; o = o->next)
          if (!o->exempt && holds_request(o) && same_address(&o->addr, &addr) && !closed_by_client(o)) same++;
      }
      if (same >= g->cfg.max_connections_per_address) {
        if (idle != NULL) {
          destroy(idle);
        } else {
          refuse(g, fd, &addr, addrlen, exempt, "Your address has", g->cfg.max_connections_per_address);
          continue;
        }
      }
    }
    if (atomic_load(&g->count) >= g->cfg.max_connections) {
      // Full: the oldest idle connection goes first, so waiting sockets cannot lock everyone out.
      conn *idle = NULL;
      for (conn *o = g->conns; o != NULL; o = o->next)
        if (is_idle(o)) idle = o;
      if (idle != NULL) {
        destroy(idle);
      } else {
        refuse(g, fd, &addr, addrlen, exempt, "The server has", g->cfg.max_connections);
        continue;
      }
    }
    add_connection(g, fd, &addr, addrlen, exempt);
  }
}

/// Registers an accepted socket as a connection (closes it and returns NULL when that fails).
static conn *add_connection(visor_gate *g, int fd, const struct sockaddr_storage *addr, socklen_t addrlen,
                            bool exempt) {
  {
    int one = 1;
    setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof(one));
    conn *c = calloc(1, sizeof(conn));
    if (c == NULL) {
      close(fd);
      return NULL;
    }
    c->gate = g;
    c->cfd = fd;
    memcpy(&c->addr, addr, addrlen);
    c->addrlen = addrlen;
    c->tls.wanted = g->tls;
    http_parser_init(&c->parser, g->cfg.max_header_bytes);
    c->exempt = exempt;
    c->deadline_ms = now_ms() + (int64_t)g->cfg.head_timeout_seconds * 1000;
    c->cmask = EPOLLIN;
    struct epoll_event ev = {.events = EPOLLIN, .data.ptr = c};
    if (epoll_ctl(g->epfd, EPOLL_CTL_ADD, fd, &ev) != 0) {
      close(fd);
      free(c);
      return NULL;
    }
    c->next = g->conns;
    if (g->conns) g->conns->prev = c;
    g->conns = c;
    atomic_fetch_add(&g->count, 1);
    return c;
  }
}

static void sweep(visor_gate *g, int64_t now) {
  for (conn *c = g->conns, *next; c != NULL; c = next) {
    next = c->next;
    if (c->ws && !c->dead) ws_sweep(c, now);
    if (c->dead || c->deadline_ms == 0 || now < c->deadline_ms) continue;
    if (!c->lingering && http_parser_in_body(&c->parser)) {
      char message[200];
      snprintf(message, sizeof(message),
               "The request body stopped arriving for %u seconds before it was complete; send the whole "
               "body (as long as its Content-Length says) without pausing.",
               g->cfg.head_timeout_seconds);
      reject(c, 408, "request_timeout", message, NULL);
      update(c);
      continue;
    }
    if (c->lingering || (!http_parser_in_head(&c->parser) && !c->parser.blank_lines) ||
        (c->tls.wanted && !c->tls.ready)) {
      destroy(c);  // idle, still in the TLS handshake, or done lingering: close without a word
      continue;
    }
    char message[200];
    snprintf(message, sizeof(message),
             "The request headers did not arrive within %u seconds; send the whole request head at once.",
             g->cfg.head_timeout_seconds);
    reject(c, 408, "request_timeout", message, NULL);
    update(c);
  }
  if (!g->listen_registered && g->accepting && now >= g->accept_paused_until) {
    struct epoll_event ev = {.events = EPOLLIN, .data.ptr = NULL};
    if (epoll_ctl(g->epfd, EPOLL_CTL_ADD, g->cfg.listen_fd, &ev) == 0) g->listen_registered = true;
  }
}

static void stop_accepting_now(visor_gate *g) {
  if (!g->accepting) return;
  g->accepting = false;
  if (g->listen_registered) epoll_ctl(g->epfd, EPOLL_CTL_DEL, g->cfg.listen_fd, NULL);
  g->listen_registered = false;
  for (conn *c = g->conns, *next; c != NULL; c = next) {
    next = c->next;
    if (c->rejecting) continue;
    if (!c->direct_pending && c->to_client.len == 0) {
      destroy(c);
    } else {
      c->close_after = true;  // answering a direct request: close once it is sent
    }
  }
}

static void *gate_main(void *argument) {
  visor_gate *g = argument;
  struct epoll_event events[64];
  int64_t last_sweep = now_ms(), stop_deadline = 0;
  for (;;) {
    bool recheck = g->tls_recheck;
    g->tls_recheck = false;
    // Answers queued while the gate was busy are taken here, without an eventfd write each: a
    // producer only wakes the gate when it sees it sleeping (it stores `sleeping`, then looks at the
    // outbox; a producer appends, then looks at `sleeping`: one of the two sees the other).
    atomic_store(&g->sleeping, true);
    pthread_mutex_lock(&g->outbox_lock);
    bool queued = g->outbox != NULL;
    pthread_mutex_unlock(&g->outbox_lock);
    int n = epoll_wait(g->epfd, events, 64, recheck || queued ? 0 : 100);
    atomic_store(&g->sleeping, false);
    for (int i = 0; i < n; i++) {
      void *ptr = events[i].data.ptr;
      if (ptr == NULL) {
        accept_clients(g);
      } else if (ptr == (void *)g) {
        uint64_t value;
        (void)!read(g->wakefd, &value, sizeof(value));
        process_outbox(g);
      } else {
        conn *c = ptr;
        if (c->dead) continue;
        on_client_event(c, events[i].events);
      }
    }
    process_outbox(g);
    if (recheck) {
      for (conn *c = g->conns, *next; c != NULL; c = next) {
        next = c->next;
        if (c->tls.more && !c->dead) update(c);
      }
    }
    free_graveyard(g);
    int64_t now = now_ms();
    if (atomic_load(&g->want_stop_accepting)) stop_accepting_now(g);
    if (atomic_load(&g->want_stop)) {
      stop_accepting_now(g);
      if (stop_deadline == 0) stop_deadline = now + g->flush_ms;
      if (g->conns == NULL || now >= stop_deadline) {
        while (g->conns) destroy(g->conns);
        free_graveyard(g);
        return NULL;
      }
    }
    if (now - last_sweep >= 100) {
      sweep(g, now);
      free_graveyard(g);
      last_sweep = now;
    }
  }
}

// MARK: - Public API

static void release(visor_gate *g) {
  for (outbox_item *item = g->outbox, *next; item != NULL; item = next) {
    next = item->next;
    free(item);
  }
  while (g->zombies) {
    conn *c = g->zombies;
    g->zombies = c->next;
    free_conn(c);
  }
  pthread_mutex_destroy(&g->outbox_lock);
  if (g->tls) tls_server_free(&g->tls_server);
  free((void *)g->cfg.exempt);
  if (g->epfd >= 0) close(g->epfd);
  if (g->wakefd >= 0) close(g->wakefd);
  free(g);
}

visor_gate *visor_gate_start(const visor_gate_config *config, const char **error) {
  visor_gate *g = calloc(1, sizeof(visor_gate));
  if (g == NULL) {
    *error = "out of memory";
    return NULL;
  }
  g->cfg = *config;
  g->cfg.tls_certificate_pem = g->cfg.tls_key_pem = NULL;  // not kept
  g->cfg.exempt = NULL;
  g->cfg.exempt_count = 0;
  if (g->cfg.direct == NULL || g->cfg.cancel == NULL || g->cfg.body == NULL) {
    *error = "the direct, cancel and body callbacks are required";
    free(g);
    return NULL;
  }
  g->epfd = g->wakefd = -1;
  pthread_mutex_init(&g->outbox_lock, NULL);
  g->outbox_tail = &g->outbox;
  if (config->tls_certificate_pem != NULL && config->tls_key_pem != NULL) {
    if (!tls_server_init(&g->tls_server, config->tls_certificate_pem, config->tls_key_pem, error)) {
      free(g);
      return NULL;
    }
    g->tls = true;
  }
  if (config->exempt != NULL && config->exempt_count > 0) {
    visor_gate_cidr *copy = calloc(config->exempt_count, sizeof(visor_gate_cidr));
    if (copy == NULL) {
      *error = "out of memory";
      release(g);
      return NULL;
    }
    memcpy(copy, config->exempt, config->exempt_count * sizeof(visor_gate_cidr));
    g->cfg.exempt = copy;
    g->cfg.exempt_count = config->exempt_count;
  }
  g->epfd = epoll_create1(EPOLL_CLOEXEC);
  g->wakefd = eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
  int flags = fcntl(config->listen_fd, F_GETFL);
  struct epoll_event listen_ev = {.events = EPOLLIN, .data.ptr = NULL};
  struct epoll_event wake_ev = {.events = EPOLLIN, .data.ptr = g};
  if (g->epfd < 0 || g->wakefd < 0 || flags < 0 || fcntl(config->listen_fd, F_SETFL, flags | O_NONBLOCK) != 0 ||
      epoll_ctl(g->epfd, EPOLL_CTL_ADD, config->listen_fd, &listen_ev) != 0 ||
      epoll_ctl(g->epfd, EPOLL_CTL_ADD, g->wakefd, &wake_ev) != 0) {
    *error = "could not set up the connection poller";
    release(g);
    return NULL;
  }
  g->accepting = g->listen_registered = true;
  if (pthread_create(&g->thread, NULL, gate_main, g) != 0) {
    *error = "could not start the connection thread";
    release(g);
    return NULL;
  }
  return g;
}

static void wake(visor_gate *g) {
  uint64_t one = 1;
  (void)!write(g->wakefd, &one, sizeof(one));
}

void visor_gate_stop_accepting(visor_gate *g) {
  atomic_store(&g->want_stop_accepting, true);
  wake(g);
}

void visor_gate_stop(visor_gate *g, unsigned flush_milliseconds) {
  g->flush_ms = flush_milliseconds;
  atomic_store(&g->want_stop, true);
  wake(g);
  pthread_join(g->thread, NULL);
  release(g);
}

unsigned visor_gate_connection_count(visor_gate *g) { return atomic_load(&g->count); }

void visor_gate_respond(visor_gate_request *request, const void *bytes, size_t length, int last,
                        int close_after) {
  conn *c = (conn *)request;
  visor_gate *g = c->gate;
  outbox_item *item = malloc(sizeof(outbox_item) + length);
  if (item == NULL) {  // out of memory: these bytes are lost, so the connection is closed after them
    item = malloc(sizeof(outbox_item));
    if (item == NULL) abort();
    length = 0;
    close_after = 1;
  }
  item->next = NULL;
  item->c = c;
  item->kind = OUT_BYTES;
  item->last = last != 0;
  item->close_after = close_after != 0;
  item->len = length;
  if (length > 0) memcpy(item->bytes, bytes, length);
  atomic_fetch_add_explicit(&c->backlog, length, memory_order_relaxed);
  pthread_mutex_lock(&g->outbox_lock);
  *g->outbox_tail = item;
  g->outbox_tail = &item->next;
  pthread_mutex_unlock(&g->outbox_lock);
  if (atomic_load(&g->sleeping)) wake(g);
}

size_t visor_gate_backlog(visor_gate_request *request) {
  return atomic_load_explicit(&((conn *)request)->backlog, memory_order_relaxed);
}

// MARK: - WebSocket API

static void enqueue(conn *c, outbox_item *item) {
  visor_gate *g = c->gate;
  item->next = NULL;
  item->c = c;
  pthread_mutex_lock(&g->outbox_lock);
  *g->outbox_tail = item;
  g->outbox_tail = &item->next;
  pthread_mutex_unlock(&g->outbox_lock);
  if (atomic_load(&g->sleeping)) wake(g);
}

static outbox_item *new_item(enum outbox_kind kind, size_t length) {
  outbox_item *item = calloc(1, sizeof(outbox_item) + length);
  if (item == NULL) abort();  // as malloc failing for a response: nothing sensible is left to do
  item->kind = kind;
  item->len = length;
  return item;
}

void visor_gate_upgrade(visor_gate_request *request, const void *head, size_t head_length,
                        const visor_gate_ws_limits *limits) {
  conn *c = (conn *)request;
  outbox_item *item = new_item(OUT_UPGRADE, head_length);
  memcpy(item->bytes, head, head_length);
  item->limits = *limits;
  atomic_fetch_add_explicit(&c->backlog, head_length, memory_order_relaxed);
  enqueue(c, item);
}

void visor_gate_ws_send(visor_gate_request *request, int opcode, const void *bytes, size_t length) {
  conn *c = (conn *)request;
  unsigned char header[10];
  size_t header_len = ws_frame_header(header, opcode, length);
  outbox_item *item = new_item(OUT_WS_FRAME, header_len + length);
  memcpy(item->bytes, header, header_len);
  if (length > 0) memcpy(item->bytes + header_len, bytes, length);
  atomic_fetch_add_explicit(&c->backlog, header_len + length, memory_order_relaxed);
  enqueue(c, item);
}

void visor_gate_ws_consumed(visor_gate_request *request, size_t messages_bytes) {
  conn *c = (conn *)request;
  outbox_item *item = new_item(OUT_WS_CONSUMED, 0);
  item->consumed = messages_bytes;
  enqueue(c, item);
}

void visor_gate_want(visor_gate_request *request, size_t bytes) {
  conn *c = (conn *)request;
  outbox_item *item = new_item(OUT_WANT, 0);
  item->consumed = bytes;
  enqueue(c, item);
}

void visor_gate_ws_finish(visor_gate_request *request, unsigned code, const char *reason, size_t reason_length) {
  conn *c = (conn *)request;
  if (reason_length > 123) reason_length = 123;  // cut again on a character boundary by the gate
  outbox_item *item = new_item(OUT_WS_FINISH, 2 + reason_length);
  item->bytes[0] = (char)(code >> 8);
  item->bytes[1] = (char)code;
  if (reason_length > 0) memcpy(item->bytes + 2, reason, reason_length);
  item->last = true;
  item->close_after = true;
  enqueue(c, item);
}

int visor_gate_ws_accept_key(const char *key, size_t key_length, char out[29]) {
  static const char guid[] = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11";
  static const char alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  if (key_length > 128) return -1;
  char input[128 + sizeof(guid)];
  memcpy(input, key, key_length);
  memcpy(input + key_length, guid, sizeof(guid) - 1);
  unsigned char digest[21] = {0};
  if (gnutls_hash_fast(GNUTLS_DIG_SHA1, input, key_length + sizeof(guid) - 1, digest) != 0) return -1;
  // base64 of 20 bytes: 27 characters and one '='
  size_t o = 0;
  for (size_t i = 0; i < 21; i += 3) {
    unsigned v = ((unsigned)digest[i] << 16) | ((unsigned)digest[i + 1] << 8) | digest[i + 2];
    out[o++] = alphabet[(v >> 18) & 63];
    out[o++] = alphabet[(v >> 12) & 63];
    out[o++] = alphabet[(v >> 6) & 63];
    out[o++] = alphabet[v & 63];
  }
  out[27] = '=';
  out[28] = 0;
  return 0;
}
