// WebSocket frames (RFC 6455) from a client, parsed from bytes to events: no sockets, no threads,
// so the fuzzer drives it directly. Used by the gate for upgraded connections (conn.c).
#ifndef VISOR_WS_PARSER_H
#define VISOR_WS_PARSER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum {
  WS_OP_CONTINUATION = 0x0,
  WS_OP_TEXT = 0x1,
  WS_OP_BINARY = 0x2,
  WS_OP_CLOSE = 0x8,
  WS_OP_PING = 0x9,
  WS_OP_PONG = 0xA,
};

/// Close codes the parser itself ends a connection with.
enum {
  WS_CLOSE_NORMAL = 1000,
  WS_CLOSE_GOING_AWAY = 1001,
  WS_CLOSE_PROTOCOL_ERROR = 1002,
  WS_CLOSE_NO_STATUS = 1005,
  WS_CLOSE_ABNORMAL = 1006,
  WS_CLOSE_INVALID_DATA = 1007,
  WS_CLOSE_TOO_BIG = 1009,
};

typedef enum {
  /// A whole text (valid UTF-8) or binary message: `opcode`, `data`, `length`.
  WS_EVENT_MESSAGE,
  /// A text or binary message over its limit (but not over twice the limit) was discarded without
  /// being kept: `opcode` and its whole `length`.
  WS_EVENT_OVERSIZED,
  /// A ping with its payload (answer with a pong carrying the same bytes).
  WS_EVENT_PING,
  /// The client's close frame: `code` (1005 when it carried none) and the reason (`data`, `length`).
  WS_EVENT_CLOSE,
  /// The client broke the protocol: close with `code` and the sentence in `reason`. Nothing more is
  /// parsed.
  WS_EVENT_ERROR,
} ws_event_kind;

typedef struct {
  ws_event_kind kind;
  int opcode;
  const unsigned char *data;
  size_t length;
  unsigned code;
  const char *reason;
} ws_event;

typedef void (*ws_sink)(void *context, const ws_event *event);

typedef struct {
  // limits (set by the caller before the first feed)
  size_t max_text, max_binary;
  // frame header
  unsigned char header[14];
  size_t header_have;
  // the current frame
  int opcode;
  bool fin;
  uint64_t payload_left;
  unsigned char mask[4];
  unsigned mask_pos;
  bool in_payload;
  // the message being assembled (data frames), or a control frame's payload
  int message_opcode;  // WS_OP_TEXT or WS_OP_BINARY while a message is open; 0 otherwise
  uint64_t message_size;
  bool discarding;
  unsigned char *message;
  size_t message_len, message_cap;
  unsigned char control[125];
  size_t control_len;
  uint8_t utf8_need, utf8_lo, utf8_hi;
  bool done;  // a close or an error ended the input
} ws_parser;

/// Parses `n` bytes, calling `sink` for each event. Returns the bytes used: all of them, unless a
/// close or an error ended the input (then the rest is to be discarded).
size_t ws_parser_feed(ws_parser *p, const unsigned char *bytes, size_t n, ws_sink sink, void *context);

/// Frees the message buffer.
void ws_parser_free(ws_parser *p);

/// Writes an unmasked server frame header for a final frame of `opcode` carrying `length` bytes into
/// `out`; returns its size (2, 4 or 10).
size_t ws_frame_header(unsigned char out[10], int opcode, uint64_t length);

/// Whether `code` may appear in a close frame on the wire (RFC 6455 7.4).
bool ws_close_code_valid(unsigned code);

/// Whether `bytes` are complete, valid UTF-8.
bool ws_utf8_valid(const unsigned char *bytes, size_t length);

#endif
