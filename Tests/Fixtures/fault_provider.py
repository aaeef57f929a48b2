#!/usr/bin/env python3
"""A misbehaving OpenAI-compatible provider for Visor's fault-injection tests (standard library only).

Listens on 127.0.0.1 (a free port, printed as `PORT <n>` on the first line of stdout) and answers
`/v1/chat/completions`, `/v1/images/generations`, `/v1/audio/speech` and `/v1/models` according to
the current scenario:

  ok                  a well-formed answer (SSE when `stream` is true, else JSON)
  hang_headers        reads the request, then says nothing until the client goes away
  hang_after_headers  200 and its headers (and for a stream one event), then silence
  slow_drip           200, then one harmless byte every 0.3 s for as long as the client listens
  rate_short          429 with Retry-After: 1
  rate_long           429 with Retry-After: 3600
  error_500           500 with Retry-After: 0 and a JSON error
  truncated           part of an answer (a stream without its end, a JSON body shorter than its
                      Content-Length), then the connection closes
  garbage_json        200 with a body (or a stream event) that is not JSON
  huge_body           200 JSON whose one string never ends (up to 1 GB, until the client stops)
  huge_event          200 text/event-stream whose one `data:` line never ends
  wrong_content_type  200 text/html
  endless_events      200 text/event-stream of empty-delta events as fast as the client reads, never
                      ending (each event small and valid: only a cap on the stream's bytes stops it)
  echo_400, echo_401, echo_404, echo_429, echo_500
                      that status with a JSON error whose message repeats the credentials it was sent
                      ("Bad request from key Bearer sk-…", the bare key, and every extra secret set
                      through /_control/echo) — a provider that leaks what it was given
  echo_midstream      200 text/event-stream: one piece of text, then an `error` event repeating the
                      credentials (for a request without `stream`, the same as echo_500)
  json_fix_on_retry   chat answers `Sure! {"greeting": 42}` (JSON of the wrong type, in prose), and
                      `{"greeting": "Hello"}` once a message says "Your answer had these problems"
  json_never          chat answers prose, never JSON

Control: `POST /_control/scenario` with the scenario's name as the body; `POST /_control/echo` with a
JSON list of further secrets the echo scenarios repeat; `GET /_control/stats` →
`{"open": connections open now, "requests": answered so far, "scenario": …}`; `GET /_control/last` →
the JSON body of the last request answered.
"""

import base64
import json
import select
import socket
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

STATE = {"scenario": "ok", "open": 0, "requests": 0, "echo": [], "last": {}}
LOCK = threading.Lock()

# A 1×1 PNG.
PNG = base64.b64decode(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="
)


def chunk(content=None, finish=None):
    delta = {} if content is None else {"content": content}
    return {"id": "x", "object": "chat.completion.chunk", "choices": [{"index": 0, "delta": delta, "finish_reason": finish}]}


def completion(content):
    return {"id": "x", "object": "chat.completion", "choices": [{"index": 0, "message": {"role": "assistant", "content": content}, "finish_reason": "stop"}]}


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def setup(self):
        super().setup()
        with LOCK:
            STATE["open"] += 1

    def finish(self):
        try:
            super().finish()
        finally:
            with LOCK:
                STATE["open"] -= 1

    # -- helpers -----------------------------------------------------------

    def client_gone(self, wait):
        """Waits up to `wait` seconds; True once the client has closed its side."""
        readable, _, _ = select.select([self.connection], [], [], wait)
        if not readable:
            return False
        try:
            return self.connection.recv(1, socket.MSG_PEEK) == b""
        except OSError:
            return True

    def wait_until_gone(self, limit=120):
        deadline = time.monotonic() + limit
        while time.monotonic() < deadline:
            if self.client_gone(0.1):
                return

    def head(self, status, content_type, length=None, extra=()):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        if length is not None:
            self.send_header("Content-Length", str(length))
        for name, value in extra:
            self.send_header(name, value)
        self.send_header("Connection", "close")
        self.end_headers()
        self.close_connection = True

    def send_json(self, status, obj, extra=()):
        body = json.dumps(obj).encode()
        self.head(status, "application/json", len(body), extra)
        self.wfile.write(body)

    def write(self, data):
        try:
            self.wfile.write(data)
            self.wfile.flush()
            return True
        except OSError:
            return False

    def event(self, obj):
        return self.write(b"data: " + json.dumps(obj).encode() + b"\n\n")

    # -- requests ----------------------------------------------------------

    def do_GET(self):
        if self.path == "/_control/stats":
            with LOCK:
                stats = dict(STATE)
            stats["open"] -= 1  # this connection
            return self.send_json(200, stats)
        if self.path == "/_control/last":
            with LOCK:
                return self.send_json(200, STATE["last"])
        if self.path.endswith("/models"):
            return self.send_json(200, {"object": "list", "data": [{"id": "fault-chat"}]})
        self.send_json(404, {"error": {"message": "no such path"}})

    def do_POST(self):
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length) if length else b""
        if self.path == "/_control/scenario":
            with LOCK:
                STATE["scenario"] = raw.decode().strip()
            return self.send_json(200, {"scenario": STATE["scenario"]})
        if self.path == "/_control/echo":
            with LOCK:
                STATE["echo"] = [str(item) for item in json.loads(raw or b"[]")]
            return self.send_json(200, {"echo": STATE["echo"]})
        with LOCK:
            STATE["requests"] += 1
            scenario = STATE["scenario"]
            self.extra_secrets = list(STATE["echo"])
        try:
            body = json.loads(raw or b"{}")
        except ValueError:
            body = {}
        with LOCK:
            STATE["last"] = body
        if self.path.endswith("/chat/completions"):
            kind = "sse" if body.get("stream") else "json"
        elif self.path.endswith("/images/generations"):
            kind = "image"
        elif self.path.endswith("/audio/speech"):
            kind = "speech"
        else:
            return self.send_json(404, {"error": {"message": "no such path"}})
        getattr(self, "scenario_" + scenario)(kind, body)

    # -- scenarios ---------------------------------------------------------

    def scenario_ok(self, kind, body):
        schema = body.get("response_format") is not None
        text = '{"found": false, "reason": "no car"}' if schema else "Hello from the fault provider."
        if kind == "sse":
            self.head(200, "text/event-stream")
            self.event(chunk(text))
            self.event(chunk(None, "stop"))
            self.write(b"data: [DONE]\n\n")
        elif kind == "json":
            self.send_json(200, completion(text))
        elif kind == "image":
            self.send_json(200, {"created": 0, "data": [{"b64_json": base64.b64encode(PNG).decode()}]})
        else:
            self.send_json(400, {"error": {"message": "speech is not offered"}})

    def scenario_hang_headers(self, kind, body):
        self.wait_until_gone()
        self.close_connection = True

    def scenario_hang_after_headers(self, kind, body):
        if kind == "sse":
            self.head(200, "text/event-stream")
            self.event(chunk("Hi"))
        else:
            self.head(200, "application/json")
            self.write(b"")
        self.wait_until_gone()

    def scenario_slow_drip(self, kind, body):
        self.head(200, "text/event-stream" if kind == "sse" else "application/json")
        drip = b":\n" if kind == "sse" else b" "
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            if not self.write(drip) or self.client_gone(0.3):
                return

    def scenario_rate_short(self, kind, body):
        self.send_json(429, {"error": {"message": "slow down"}}, [("Retry-After", "1")])

    def scenario_rate_long(self, kind, body):
        self.send_json(429, {"error": {"message": "quota exhausted"}}, [("Retry-After", "3600")])

    def scenario_error_500(self, kind, body):
        self.send_json(500, {"error": {"message": "internal failure"}}, [("Retry-After", "0")])

    def scenario_truncated(self, kind, body):
        if kind == "sse":
            self.head(200, "text/event-stream")
            self.event(chunk("Half an ans"))
        else:
            self.head(200, "application/json", 1000)
            self.write(b'{"choices": [{"mess')

    def scenario_garbage_json(self, kind, body):
        if kind == "sse":
            self.head(200, "text/event-stream")
            self.write(b"data: {this is not json\n\n")
            self.wait_until_gone(5)
        else:
            data = b"{this is not json"
            self.head(200, "application/json", len(data))
            self.write(data)

    def endless(self, prefix):
        if not self.write(prefix):
            return
        block = b"a" * 65536
        for _ in range(16384):  # at most 1 GB
            if not self.write(block):
                return

    def scenario_huge_body(self, kind, body):
        self.head(200, "application/json")
        prefix = b'{"created":0,"data":[{"b64_json":"' if kind == "image" else b'{"choices":[{"message":{"content":"'
        self.endless(prefix)

    def scenario_huge_event(self, kind, body):
        if kind in ("image", "speech"):
            return self.scenario_huge_body(kind, body)
        self.head(200, "text/event-stream")
        self.endless(b"data: ")

    def scenario_endless_events(self, kind, body):
        if kind != "sse":
            return self.scenario_huge_body(kind, body)
        self.head(200, "text/event-stream")
        event = b"data: " + json.dumps(chunk()).encode() + b"\n\n"
        burst = event * 256
        for _ in range(40000):  # about 1 GB
            if not self.write(burst):
                return

    def scenario_wrong_content_type(self, kind, body):
        page = b"<html><body><h1>Welcome to nginx!</h1></body></html>"
        self.head(200, "text/html", len(page))
        self.write(page)


    # -- leaking credentials ----------------------------------------------------

    def leak(self):
        """A sentence repeating every credential this request carried, as a careless server would."""
        authorization = self.headers.get("Authorization") or "(none)"
        key = authorization.split(" ", 1)[1] if " " in authorization else authorization
        extras = "; ".join(self.extra_secrets)
        return (
            f"Bad request from key {authorization}. The key {key} is not valid for this model. "
            f"Configured: {extras}. Retry with api_key={key}"
        )

    def echo(self, status, extra=()):
        self.send_json(status, {"error": {"message": self.leak(), "type": "invalid_request_error", "code": None}}, extra)

    def scenario_echo_400(self, kind, body):
        self.echo(400)

    def scenario_echo_401(self, kind, body):
        self.echo(401)

    def scenario_echo_404(self, kind, body):
        self.echo(404)

    def scenario_echo_429(self, kind, body):
        self.echo(429, [("Retry-After", "3600")])

    def scenario_echo_500(self, kind, body):
        self.echo(500, [("Retry-After", "0")])

    def scenario_echo_midstream(self, kind, body):
        if kind != "sse":
            return self.echo(500, [("Retry-After", "0")])
        self.head(200, "text/event-stream")
        self.event(chunk("The answer begins"))
        self.event({"error": {"message": self.leak(), "type": "server_error"}})
        self.write(b"data: [DONE]\n\n")


    # -- structured output ------------------------------------------------------

    def answer(self, kind, text):
        if kind == "sse":
            self.head(200, "text/event-stream")
            for start in range(0, len(text), 7):
                self.event(chunk(text[start:start + 7]))
            self.event(chunk(None, "stop"))
            self.write(b"data: [DONE]\n\n")
        elif kind == "json":
            self.send_json(200, completion(text))
        else:
            self.send_json(400, {"error": {"message": "only chat is offered"}})

    def scenario_json_fix_on_retry(self, kind, body):
        told = any("Your answer had these problems" in str(m.get("content")) for m in body.get("messages", []))
        self.answer(kind, '{"greeting": "Hello"}' if told else 'Sure! {"greeting": 42}')

    def scenario_json_never(self, kind, body):
        self.answer(kind, "I would rather not answer in JSON.")


class Server(ThreadingHTTPServer):
    daemon_threads = True
    request_queue_size = 128


def main():
    server = Server(("127.0.0.1", 0), Handler)
    print("PORT", server.server_address[1], flush=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    # Stop when the test process closes our stdin (or dies).
    sys.stdin.read()
    server.shutdown()


if __name__ == "__main__":
    main()
