#!/usr/bin/env bash
# Remakes scripts/visor-hot.order: the functions a release `visor serve` runs from start-up to idle and
# while answering the JSON GET, which the release link places side by side (Package.swift `hotLayout`,
# docs/decisions/063-hot-functions-together.md). The kernel maps 64 KB of a binary around every
# page it faults in, so code that start-up touches here and there keeps most of the binary resident; put
# together it keeps a few hundred pages. Run it after large changes to start-up or the request path: a
# stale list costs idle memory, never correctness (a name the build lacks is skipped).
#
#   scripts/hot-order.sh        # release build, a traced run, the file, and a release build again
#
# How the functions are found: scripts/lib/pagetrace.c, preloaded, makes the executable's code
# unreadable at start and notes each page the first time it runs; every function on a noted page is
# listed, in the order the pages were first run. Three rounds (each on the build the last one ordered)
# add what only some runs reach. Needs gcc; takes three release links plus ~30 s.
set -euo pipefail
cd "$(dirname "$0")/.."
export VISOR_CACHE_DIR="${VISOR_CACHE_DIR:-$HOME/.cache/visor}"
OUT=scripts/visor-hot.order
BIN=.build/release/visor
WORK=$(mktemp -d)
SERVER=""
cleanup() { [[ -n $SERVER ]] && kill "$SERVER" 2>/dev/null; rm -rf "$WORK"; }
trap cleanup EXIT
gcc -O2 -shared -fPIC -o "$WORK/pagetrace.so" scripts/lib/pagetrace.c

trace() { # -> $WORK/pages: offsets of the code pages run, first-run order
  rm -rf "$WORK/visor"
  local port token
  port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
  token=$(VISOR_PASSWORD_STRENGTH=minimal "$BIN" users add bench --admin --json --data-dir "$WORK/visor" |
    python3 -c 'import json,sys; print(json.load(sys.stdin)["token"])')
  # What `make bench` measures: a fresh data folder, no warm-up, idle, then the JSON GET.
  SWIFT_BACKTRACE=enable=no PAGETRACE_OUT="$WORK/pages.run" LD_PRELOAD="$WORK/pagetrace.so" \
    "$BIN" serve --port "$port" --data-dir "$WORK/visor" --log-level warning --warm "" >"$WORK/serve.log" 2>&1 &
  SERVER=$!
  for _ in $(seq 200); do curl -fsS -o /dev/null "http://127.0.0.1:$port/healthz" 2>/dev/null && break; sleep 0.1; done
  sleep 2
  for _ in 1 2 3; do
    curl -fsS -o /dev/null "http://127.0.0.1:$port/healthz"
    curl -fsS -o /dev/null -H "Authorization: Bearer $token" "http://127.0.0.1:$port/api/v1/me"
  done
  curl -fsS -o /dev/null -H "Connection: close" -H "Authorization: Bearer $token" "http://127.0.0.1:$port/api/v1/me"
  cp "$WORK/pages.run" "$WORK/pages"  # before the shutdown's pages
  kill "$SERVER"
  wait "$SERVER" || true
  SERVER=""
}

order() { # the functions on the pages run, as the sections the link orders
  {
    echo "# Functions on the code pages \`visor serve\` runs from start-up to idle and for the JSON GET."
    echo "# Made by scripts/hot-order.sh; the release link places them together (Package.swift hotLayout)."
    python3 - "$BIN" "$WORK/pages" "$WORK/earlier" <<'PY'
import bisect, subprocess, sys
binary, pages, earlier = sys.argv[1], sys.argv[2], sys.argv[3]
symbols = []
for line in subprocess.run(["nm", "-n", "-S", binary], capture_output=True, text=True).stdout.splitlines():
    parts = line.split()
    if len(parts) == 4 and parts[2] in "tTwW":
        symbols.append((int(parts[0], 16), int(parts[1], 16), parts[3]))
starts = [s[0] for s in symbols]
seen = set()
# What earlier rounds listed stays (some start-up code runs only in some runs: timers, the maintenance
# pass), after what this round ran.
kept = [line.strip()[6:] for line in open(earlier) if line.startswith(".text.")]
for page in (int(p, 16) for p in open(pages).read().split()):
    i = max(bisect.bisect_right(starts, page) - 1, 0)
    while i < len(symbols) and symbols[i][0] < page + 4096:
        address, size, name = symbols[i]
        if address + size > page and name not in seen:
            seen.add(name)
            print(".text." + name)
        i += 1
for name in kept:
    if name not in seen:
        seen.add(name)
        print(".text." + name)
PY
  } >"$OUT.new"
  mv "$OUT.new" "$OUT"
}

relink() { rm -f "$BIN"; nice swift build -c release --product visor 2>&1 | tail -n 1; }

echo "==> Release build"
nice swift build -c release --product visor 2>&1 | tail -n 1
: >"$WORK/earlier"
for round in 1 2 3; do
  echo "==> Round $round: tracing"
  trace
  order
  cp "$OUT" "$WORK/earlier"
  echo "    $(wc -l <"$WORK/pages") code pages run, $(grep -c '^\.text' "$OUT") functions listed"
  relink
done
