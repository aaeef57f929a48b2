// WebSocket frame parser: see ws_parser.h.

#include "ws_parser.h"

#include <stdlib.h>
#include <string.h>

// MARK: - UTF-8, one byte at a time (RFC 3629: no overlong forms, no surrogates, nothing past U+10FFFF)

static bool utf8_step(uint8_t *need, uint8_t *lo, uint8_t *hi, unsigned char b) {
  if (*need == 0) {
    if (b < 0x80) return true;
    *lo = 0x80;
    *hi = 0xBF;
    if (b >= 0xC2 && b <= 0xDF) {
      *need = 1;
    } else if (b == 0xE0) {
      *need = 2;
      *lo = 0xA0;
    } else if ((b >= 0xE1 && b <= 0xEC) || b == 0xEE || b == 0xEF) {
      *need = 2;
    } else if (b == 0xED) {
      *need = 2;
      *hi = 0x9F;
    } else if (b == 0xF0) {
      *need = 3;
      *lo = 0x90;
    } else if (b >= 0xF1 && b <= 0xF3) {
      *need = 3;
    } else if (b == 0xF4) {
      *need = 3;
      *hi = 0x8F;
    } else {
      return false;
    }
    return true;
  }
  if (b < *lo || b > *hi) return false;
  (*need)--;
  *lo = 0x80;
  *hi = 0xBF;
  return true;
}

bool ws_utf8_valid(const unsigned char *bytes, size_t length) {
  uint8_t need = 0, lo = 0x80, hi = 0xBF;
  for (size_t i = 0; i < length; i++)
    if (!utf8_step(&need, &lo, &hi, bytes[i])) return false;
  return need == 0;
}

bool ws_close_code_valid(unsigned code) {
  if (code >= 3000 && code <= 4999) return true;
  switch (code) {
    case 1000: case 1001: case 1002: case 1003: case 1007: case 1008: case 1009: case 1010: case 1011:
    case 1012: case 1013: case 1014:
      return true;
    default:
      return false;
  }
}

size_t ws_frame_header(unsigned char out[10], int opcode, uint64_t length) {
  out[0] = (unsigned char)(0x80 | (opcode & 0x0F));
  if (length < 126) {
    out[1] = (unsigned char)length;
    return 2;
  }
  if (length <= 0xFFFF) {
    out[1] = 126;
    out[2] = (unsigned char)(length >> 8);
    out[3] = (unsigned char)length;
    return 4;
  }
  out[1] = 127;
  for (int i = 0; i < 8; i++) out[2 + i] = (unsigned char)(length >> (56 - 8 * i));
  return 10;
}

void ws_parser_free(ws_parser *p) {
  free(p->message);
  p->message = NULL;
  p->message_len = p->message_cap = 0;
}

// MARK: - Frames

static void fail(ws_parser *p, ws_sink sink, void *context, unsigned code, const char *reason) {
  p->done = true;
  ws_event event = {.kind = WS_EVENT_ERROR, .code = code, .reason = reason};
  sink(context, &event);
}

static size_t limit_for(const ws_parser *p, int opcode) {
  return opcode == WS_OP_TEXT ? p->max_text : p->max_binary;
}

/// The header is complete when it has 2 bytes, the extended length and the mask key.
static size_t header_size(const unsigned char *h) {
  unsigned len7 = h[1] & 0x7F;
  return 2 + (len7 == 126 ? 2 : len7 == 127 ? 8 : 0) + ((h[1] & 0x80) ? 4 : 0);
}

/// Checks a complete frame header and sets up the frame; false when it broke the protocol.
static bool start_frame(ws_parser *p, ws_sink sink, void *context) {
  const unsigned char *h = p->header;
  if (h[0] & 0x70) {
    fail(p, sink, context, WS_CLOSE_PROTOCOL_ERROR, "No extension was agreed, so the RSV bits must be 0.");
    return false;
  }
  if (!(h[1] & 0x80)) {
    fail(p, sink, context, WS_CLOSE_PROTOCOL_ERROR, "Frames from a client must be masked (RFC 6455 5.1).");
    return false;
  }
  p->fin = (h[0] & 0x80) != 0;
  p->opcode = h[0] & 0x0F;
  unsigned len7 = h[1] & 0x7F;
  uint64_t length = len7;
  size_t at = 2;
  if (len7 == 126) {
    length = ((uint64_t)h[2] << 8) | h[3];
    at = 4;
  } else if (len7 == 127) {
    length = 0;
    for (int i = 0; i < 8; i++) length = (length << 8) | h[2 + i];
    at = 10;
    if (length >> 63) {
      fail(p, sink, context, WS_CLOSE_PROTOCOL_ERROR, "A frame length must not have its top bit set.");
      return false;
    }
  }
  memcpy(p->mask, h + at, 4);
  p->mask_pos = 0;
  p->payload_left = length;
  p->control_len = 0;
  bool control = p->opcode & 0x08;
  if (control) {
    if (p->opcode != WS_OP_CLOSE && p->opcode != WS_OP_PING && p->opcode != WS_OP_PONG) {
      fail(p, sink, context, WS_CLOSE_PROTOCOL_ERROR, "Unknown control frame opcode.");
      return false;
    }
    if (!p->fin || length > 125) {
      fail(p, sink, context, WS_CLOSE_PROTOCOL_ERROR,
           "Control frames must not be fragmented and carry at most 125 bytes.");
      return false;
    }
    return true;
  }
  if (p->opcode == WS_OP_CONTINUATION) {
    if (p->message_opcode == 0) {
      fail(p, sink, context, WS_CLOSE_PROTOCOL_ERROR, "A continuation frame arrived with no message to continue.");
      return false;
    }
  } else if (p->opcode == WS_OP_TEXT || p->opcode == WS_OP_BINARY) {
    if (p->message_opcode != 0) {
      fail(p, sink, context, WS_CLOSE_PROTOCOL_ERROR,
           "A new message started before the previous fragmented message was finished.");
      return false;
    }
    p->message_opcode = p->opcode;
    p->message_size = 0;
    p->message_len = 0;
    p->discarding = false;
    p->utf8_need = 0;
    p->utf8_lo = 0x80;
    p->utf8_hi = 0xBF;
  } else {
    fail(p, sink, context, WS_CLOSE_PROTOCOL_ERROR, "Unknown data frame opcode.");
    return false;
  }
  size_t limit = limit_for(p, p->message_opcode);
  p->message_size += length;
  if (p->message_size > 2 * (uint64_t)limit) {
    fail(p, sink, context, WS_CLOSE_TOO_BIG, "The message is more than twice the size this endpoint accepts.");
    return false;
  }
  if (p->message_size > limit && !p->discarding) {
    p->discarding = true;  // the rest is read and thrown away; the session goes on
    p->message_len = 0;
  }
  if (!p->discarding && p->message_size > p->message_cap) {
    size_t cap = p->message_cap ? p->message_cap : 4096;
    while (cap < p->message_size) cap *= 2;
    if (cap > limit) cap = limit;
    unsigned char *grown = realloc(p->message, cap);
    if (grown == NULL) {
      fail(p, sink, context, 1011, "The server is out of memory for this message.");
      return false;
    }
    p->message = grown;
    p->message_cap = cap;
  }
  return true;
}

/// The current frame's payload is complete.
static void end_frame(ws_parser *p, ws_sink sink, void *context) {
  switch (p->opcode) {
    case WS_OP_PING: {
      ws_event event = {.kind = WS_EVENT_PING, .opcode = WS_OP_PING, .data = p->control, .length = p->control_len};
      sink(context, &event);
      return;
    }
    case WS_OP_PONG:
      return;
    case WS_OP_CLOSE: {
      unsigned code = WS_CLOSE_NO_STATUS;
      if (p->control_len == 1) {
        return fail(p, sink, context, WS_CLOSE_PROTOCOL_ERROR, "A close frame's payload must be empty or at least 2 bytes.");
      }
      if (p->control_len >= 2) {
        code = ((unsigned)p->control[0] << 8) | p->control[1];
        if (!ws_close_code_valid(code))
          return fail(p, sink, context, WS_CLOSE_PROTOCOL_ERROR, "The close frame carries a code that may not be sent.");
        if (!ws_utf8_valid(p->control + 2, p->control_len - 2))
          return fail(p, sink, context, WS_CLOSE_INVALID_DATA, "The close reason is not valid UTF-8.");
      }
      p->done = true;
      ws_event event = {.kind = WS_EVENT_CLOSE,
                        .opcode = WS_OP_CLOSE,
                        .code = code,
                        .data = p->control_len >= 2 ? p->control + 2 : p->control,
                        .length = p->control_len >= 2 ? p->control_len - 2 : 0};
      sink(context, &event);
      return;
    }
    default:
      break;
  }
  if (!p->fin) return;
  int opcode = p->message_opcode;
  p->message_opcode = 0;
  if (p->discarding) {
    ws_event event = {.kind = WS_EVENT_OVERSIZED, .opcode = opcode, .length = (size_t)p->message_size};
    p->discarding = false;
    sink(context, &event);
    return;
  }
  if (opcode == WS_OP_TEXT && p->utf8_need != 0)
    return fail(p, sink, context, WS_CLOSE_INVALID_DATA, "A text message ended in the middle of a UTF-8 character.");
  ws_event event = {.kind = WS_EVENT_MESSAGE, .opcode = opcode, .data = p->message, .length = p->message_len};
  sink(context, &event);
  p->message_len = 0;
  if (p->message_cap > 65536) {  // a large message's buffer is not kept for an idle session
    free(p->message);
    p->message = NULL;
    p->message_cap = 0;
  }
}

size_t ws_parser_feed(ws_parser *p, const unsigned char *bytes, size_t n, ws_sink sink, void *context) {
  size_t i = 0;
  while (i < n && !p->done) {
    if (!p->in_payload) {
      p->header[p->header_have++] = bytes[i++];
      if (p->header_have < 2 || p->header_have < header_size(p->header)) continue;
      p->header_have = 0;
      if (!start_frame(p, sink, context)) break;
      p->in_payload = true;
      if (p->payload_left == 0) {
        p->in_payload = false;
        end_frame(p, sink, context);
      }
      continue;
    }
    size_t take = n - i;
    if ((uint64_t)take > p->payload_left) take = (size_t)p->payload_left;
    bool control = p->opcode & 0x08;
    bool text = !control && p->message_opcode == WS_OP_TEXT && !p->discarding;
    unsigned char *to = control ? p->control + p->control_len
                        : p->discarding ? NULL
                                        : p->message + p->message_len;
    for (size_t k = 0; k < take; k++) {
      unsigned char b = bytes[i + k] ^ p->mask[p->mask_pos];
      p->mask_pos = (p->mask_pos + 1) & 3;
      if (to != NULL) to[k] = b;
      if (text && !utf8_step(&p->utf8_need, &p->utf8_lo, &p->utf8_hi, b)) {
        fail(p, sink, context, WS_CLOSE_INVALID_DATA, "A text message is not valid UTF-8.");
        return i + k + 1;
      }
    }
    if (control) p->control_len += take;
    else if (!p->discarding) p->message_len += take;
    i += take;
    p->payload_left -= take;
    if (p->payload_left == 0) {
      p->in_payload = false;
      end_frame(p, sink, context);
    }
  }
  return i;
}
