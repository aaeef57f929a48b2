"""A well-behaved OpenAI-compatible provider on loopback, for the API-description run
(scripts/test-api.sh): every capability Visor can use from a provider answers, so no operation of
the native API answers 501 for want of a model. Answers are fixed and small; nothing is stored.

    python3 loopback_provider.py PORT [DRIP_SECONDS]

With DRIP_SECONDS, a streamed answer comes in ten pieces that far apart (to see that a proxy does
not hold a stream back). With PORT 0 it listens on a free port and prints it.
"""

import base64
import io
import json
import struct
import sys
import time
import wave
import zlib
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

CAR = {
    "found": True, "brand": "Volkswagen", "model": "Golf", "generation": "Mk7", "yearFrom": 2013,
    "yearTo": 2020, "horsepowerHp": 150, "topSpeedKmh": 216, "zeroToHundredSeconds": 8.4,
    "cylinders": 4, "displacementCc": 1395, "displacementLitres": 1.4, "engineLayout": "inline",
    "aspiration": "turbocharged", "colourName": "white", "paintCode": None, "bodyType": "hatchback",
    "confidence": 0.8,
}
SENTENCE = "A small white hatchback is parked on a street."
DRIP = float(sys.argv[2]) if len(sys.argv) > 2 else 0.0
PIECES = 10 if DRIP else 2


def png() -> bytes:
    """A 2×2 grey PNG."""
    raw = b"".join(b"\x00" + b"\x80\x80\x80" * 2 for _ in range(2))
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 2, 2, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


def wav() -> bytes:
    """A quarter second of a 440 Hz tone, 16 kHz mono."""
    import math
    out = io.BytesIO()
    with wave.open(out, "wb") as w:
        w.setnchannels(1); w.setsampwidth(2); w.setframerate(16000)
        w.writeframes(b"".join(struct.pack("<h", int(8000 * math.sin(i * 440 * 2 * math.pi / 16000)))
                               for i in range(4000)))
    return out.getvalue()


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def send(self, status, body, content_type="application/json"):
        data = body if isinstance(body, bytes) else json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self):
        if self.path.rstrip("/").endswith("/models"):
            names = ["gpt-4o-mini", "tts-1", "whisper-1", "gpt-image-1"]
            return self.send(200, {"object": "list", "data": [{"id": n, "object": "model"} for n in names]})
        self.send(404, {"error": {"message": "no such path", "type": "invalid_request_error"}})

    def do_POST(self):
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length)
        if self.path.endswith("/chat/completions"):
            body = json.loads(raw or b"{}")
            # Structured requests (a car, a recogniser's fields) get the fields; others a sentence.
            text = json.dumps(CAR) if "response_format" in body else SENTENCE
            if body.get("stream"):
                self.send_response(200)
                self.send_header("Content-Type", "text/event-stream")
                self.send_header("Connection", "close")
                self.end_headers()
                pieces = [text[i * len(text) // PIECES:(i + 1) * len(text) // PIECES] for i in range(PIECES)]
                for piece in pieces:
                    chunk = {"choices": [{"index": 0, "delta": {"content": piece}}]}
                    self.wfile.write(f"data: {json.dumps(chunk)}\n\n".encode())
                    self.wfile.flush()
                    if DRIP:
                        time.sleep(DRIP)
                self.wfile.write(b"data: [DONE]\n\n")
                self.close_connection = True
                return
            return self.send(200, {
                "id": "c1", "object": "chat.completion", "created": 1, "model": body.get("model", "gpt-4o-mini"),
                "choices": [{"index": 0, "message": {"role": "assistant", "content": text}, "finish_reason": "stop"}],
                "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2},
            })
        if self.path.endswith("/images/generations"):
            return self.send(200, {"created": 1, "data": [{"b64_json": base64.b64encode(png()).decode()}]})
        if self.path.endswith("/audio/speech"):
            return self.send(200, wav(), "audio/wav")
        if self.path.endswith("/audio/transcriptions"):
            return self.send(200, {"text": "What is in this photo?"})
        self.send(404, {"error": {"message": "no such path", "type": "invalid_request_error"}})


if __name__ == "__main__":
    server = ThreadingHTTPServer(("127.0.0.1", int(sys.argv[1])), Handler)
    if int(sys.argv[1]) == 0:
        # PORT 0: a free port, printed so the caller (RemoteCLITests) can point Visor at it.
        print(server.server_address[1], flush=True)
    server.serve_forever()
