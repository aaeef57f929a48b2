#!/usr/bin/env bash
# What an authenticated `GET /api/v1/me` costs Visor: CPU time and context switches per request
# (`perf stat`, software counters: this machine exposes no hardware ones) and where the time goes
# (`perf record` samples by library and function). Figures in docs/decisions/009-request-path.md.
# Bounded: one server on loopback, wrk for a fixed time.
#
#   scripts/profile-request.sh [VISOR_BINARY] [SECONDS]    (default .build/release/visor, 5)
#
# valgrind's callgrind would count instructions, but valgrind 3.19 (Debian 12) dies with an internal
# SIGSEGV while loading Visor's libraries, even with --tool=none.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${1:-.build/release/visor}
SECONDS_=${2:-5}
# PROFILE_CALLGRAPH=1 records call graphs (perf record -g); PROFILE_LOG_LEVEL=info times the access log too.
OUT=${PROFILE_OUT:-/tmp/visor-perf.data}
WORK=$(mktemp -d)
PID=""
cleanup() { [[ -n $PID ]] && kill "$PID" 2>/dev/null; rm -rf "$WORK"; }
trap cleanup EXIT
command -v perf >/dev/null || { echo "perf is missing: apt-get install linux-perf"; exit 1; }
command -v wrk >/dev/null || { echo "wrk is missing: run scripts/setup.sh --test"; exit 1; }
PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
export BENCH_TOKEN
BENCH_TOKEN=$(VISOR_PASSWORD_STRENGTH=minimal "$BIN" users add bench --admin --json --data-dir "$WORK/data" |
  python3 -c 'import json,sys; print(json.load(sys.stdin)["token"])')
"$BIN" serve --port "$PORT" --data-dir "$WORK/data" --log-level "${PROFILE_LOG_LEVEL:-warning}" --warm "" \
  >"$WORK/visor.log" 2>&1 &
PID=$!
for _ in $(seq 100); do curl -fsS -o /dev/null "http://127.0.0.1:$PORT/healthz" 2>/dev/null && break; sleep 0.1; done
URL="http://127.0.0.1:$PORT/api/v1/me"
wrk -t1 -c32 -d1s -s bench/get_auth.lua "$URL" >/dev/null  # warm-up
# Counters: the whole process for the length of one wrk run.
perf stat -e task-clock,context-switches -x, -o "$WORK/stat" -p "$PID" -- sleep "$SECONDS_" &
STAT=$!
WRK=$(wrk -t1 -c32 -d"${SECONDS_}s" -s bench/get_auth.lua "$URL")
wait "$STAT"
REQUESTS=$(awk '/requests in/ {print $1}' <<<"$WRK")
grep -q "Non-2xx" <<<"$WRK" && { echo "!! non-2xx answers"; grep Non-2xx <<<"$WRK"; }
awk -F, -v n="$REQUESTS" '
  $3 == "task-clock" { printf "requests %d  cpu %.1f us/request", n, $1 * 1000 / n }
  $3 == "context-switches" { printf "  context switches %.2f/request\n", $1 / n }' "$WORK/stat"
# Samples: where the CPU time goes.
perf record -q ${PROFILE_CALLGRAPH:+-g} -e cpu-clock -F 4000 -o "$OUT" -p "$PID" -- sleep "$SECONDS_" 2>/dev/null &
REC=$!
wrk -t1 -c32 -d"${SECONDS_}s" -s bench/get_auth.lua "$URL" >/dev/null
wait "$REC"
perf report -i "$OUT" --no-children --sort dso -q 2>/dev/null | head -n 12
echo "(per function: perf report -i $OUT --no-children --sort dso,symbol)"
