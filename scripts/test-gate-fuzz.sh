#!/usr/bin/env bash
# Fuzzes the HTTP gate (Sources/CHTTPGate), built with AddressSanitizer + UndefinedBehaviorSanitizer:
# the request parser (parse.c), the WebSocket frame parser and the chunked decoder alone with random and
# mutated input split at random points, then the whole gate over loopback, plain HTTP and TLS, with
# mutated requests (WebSocket sessions among them) answered through its callbacks as Visor answers
# them (bodies read with random credits). Tests/GateFuzz/fuzz_gate.c says what fails.
# GATE_FUZZ_ROUNDS (default 5000) and GATE_FUZZ_SEED change the run.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .build
out=.build/fuzz_gate
cc -std=gnu11 -fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer -g -O1 \
  -Wall -Wextra -Werror -I Sources/CHTTPGate/include -I Sources/CHTTPGate Sources/CHTTPGate/conn.c Sources/CHTTPGate/parse.c Sources/CHTTPGate/tls.c \
  Sources/CHTTPGate/ws_parser.c Sources/CHTTPGate/chunked.c Tests/GateFuzz/fuzz_gate.c \
  -lgnutls -lpthread -o "$out"
[[ -s .build/fuzz-cert.pem ]] || openssl req -x509 -newkey rsa:2048 -nodes -days 3650 -subj /CN=localhost \
  -keyout .build/fuzz-key.pem -out .build/fuzz-cert.pem 2>/dev/null
ASAN_OPTIONS=detect_leaks=1 "$out" "${GATE_FUZZ_ROUNDS:-5000}" "${GATE_FUZZ_SEED:-$(date +%s)}" \
  .build/fuzz-cert.pem .build/fuzz-key.pem
