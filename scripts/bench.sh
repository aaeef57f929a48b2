#!/usr/bin/env bash
# `make bench`: Visor vs a Python baseline (FastAPI + uvicorn + Pillow) on the same endpoints, side by
# side, with wrk on loopback (bounded: fixed duration and connections). The JSON GET also runs against
# plain libmicrohttpd serving Visor's exact answer (bench/raw_mhd.c): the limit row. Prints req/s, p50,
# p99, ratios and idle RSS. Later issues append their sections (pipeline, local engine).
set -euo pipefail
cd "$(dirname "$0")/.."
export VISOR_CACHE_DIR="${VISOR_CACHE_DIR:-$HOME/.cache/visor}"
DURATION="${BENCH_DURATION:-10s}"
CONNS="${BENCH_CONNECTIONS:-32}"
WORK="$(mktemp -d)"
PIDS=()
cleanup() { for p in "${PIDS[@]}"; do kill "$p" 2>/dev/null || true; done; rm -rf "$WORK"; }
trap cleanup EXIT

command -v wrk >/dev/null || { echo "wrk is missing: run scripts/setup.sh --test"; exit 1; }
gcc -O2 -Wall -o "$WORK/raw_mhd" bench/raw_mhd.c -lmicrohttpd
VENV="$VISOR_CACHE_DIR/bench-venv"
if [[ ! -x $VENV/bin/uvicorn ]]; then
  echo "==> Creating the Python baseline venv"
  python3 -m venv "$VENV"
  "$VENV/bin/pip" install -q fastapi uvicorn pillow python-multipart
fi

BIN=${BENCH_VISOR_BIN:-}  # another build to measure (e.g. an older one), instead of this tree's
if [[ -z $BIN ]]; then
  echo "==> Building visor (release)"
  swift build -c release 2>&1 | tail -n 1
  BIN=.build/release/visor
fi

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
rss_kb() { awk '/VmRSS/ {print $2}' "/proc/$1/status"; }
wait_http() { for _ in $(seq 100); do curl -fsS -o /dev/null "$1" 2>/dev/null && return 0; sleep 0.1; done; echo "server at $1 did not start"; exit 1; }

BOUNDARY=$("$VENV/bin/python" bench/make_inputs.py "$WORK")
export BENCH_BODY="$WORK/body.bin" BENCH_BOUNDARY="$BOUNDARY"

# Visor
VPORT=$(free_port)
TOKEN=$(VISOR_PASSWORD_STRENGTH=minimal $BIN users add bench --admin --json --data-dir "$WORK/visor" | python3 -c 'import json,sys; print(json.load(sys.stdin)["token"])')
$BIN serve --port "$VPORT" --data-dir "$WORK/visor" --log-level warning --warm "" >"$WORK/visor.log" 2>&1 &
PIDS+=($!); VPID=$!
wait_http "http://127.0.0.1:$VPORT/healthz"
sleep 1
VISOR_IDLE_RSS=$(rss_kb $VPID)

# Python baseline: same token, stored as a SHA-256 in SQLite; one worker per core.
BPORT=$(free_port)
python3 - "$WORK/baseline.db" "$TOKEN" <<'PY'
import hashlib, sqlite3, sys
db = sqlite3.connect(sys.argv[1]); db.execute("CREATE TABLE tokens (hash BLOB PRIMARY KEY, id TEXT, username TEXT)")
db.execute("INSERT INTO tokens VALUES (?, 'b1', 'bench')", (hashlib.sha256(sys.argv[2].encode()).digest(),)); db.commit()
PY
(cd bench && BASELINE_DB="$WORK/baseline.db" exec "$VENV/bin/uvicorn" baseline_app:app --host 127.0.0.1 --port "$BPORT" --workers "$(nproc)" --log-level warning) >"$WORK/base.log" 2>&1 &
PIDS+=($!)
wait_http "http://127.0.0.1:$BPORT/docs"
sleep 1
BASE_IDLE_RSS=$(ps --ppid "$(pgrep -f "uvicorn baseline_app" | head -1)" -o rss= | awk '{s+=$1} END {print s}')
BASE_IDLE_RSS=$((BASE_IDLE_RSS + $(ps -o rss= -p "$(pgrep -f "uvicorn baseline_app" | head -1)")))

# The limit: plain libmicrohttpd answering every request with the bytes Visor sent for /api/v1/me.
curl -fsS -i -H "Authorization: Bearer $TOKEN" "http://127.0.0.1:$VPORT/api/v1/me" >"$WORK/me.http"
RPORT=$(free_port)
"$WORK/raw_mhd" "$RPORT" "$WORK/me.http" >"$WORK/raw.log" 2>&1 &
PIDS+=($!)
wait_http "http://127.0.0.1:$RPORT/api/v1/me"

export BENCH_TOKEN="$TOKEN"
run_wrk() { # name url script conns -> "rps p50ms p99ms"
  local out
  # A warm-up run first, not counted: every server is measured in its steady state (a freshly
  # started Visor answers its first second or two slower: its thread pool and caches are still filling).
  wrk -t2 -c"$4" -d"${BENCH_WARMUP:-2s}" --timeout 30s -s "$3" "$2" >/dev/null 2>&1 || true
  out=$(wrk -t2 -c"$4" -d"$DURATION" --timeout 30s --latency -s "$3" "$2" 2>&1)
  local rps p50 p99
  rps=$(awk '/Requests\/sec/ {print $2}' <<<"$out")
  p50=$(awk '$1=="50%" {print $2}' <<<"$out")
  p99=$(awk '$1=="99%" {print $2}' <<<"$out")
  if grep -q "Non-2xx" <<<"$out"; then echo "!! $1: non-2xx responses:" >&2; grep "Non-2xx" <<<"$out" >&2; fi
  echo "$rps $p50 $p99"
}

printf '\n%-28s %12s %10s %10s\n' "endpoint / server" "req/s" "p50" "p99"
declare -A R
for ep in get post; do
  if [[ $ep == get ]]; then path=/api/v1/me; script=bench/get_auth.lua; c=$CONNS; else path=/api/v1/media/ingest; script=bench/post_image.lua; c=2; fi
  servers=(visor python); [[ $ep == get ]] && servers+=(raw)
  for srv in "${servers[@]}"; do
    port=$VPORT; [[ $srv == python ]] && port=$BPORT; [[ $srv == raw ]] && port=$RPORT
    read -r rps p50 p99 < <(run_wrk "$srv $ep" "http://127.0.0.1:$port$path" "$script" "$c")
    R[$srv-$ep]=$rps
    label="$path ($srv)"; [[ $srv == raw ]] && label="$path (raw libmicrohttpd)"
    printf '%-28s %12s %10s %10s\n' "$label" "$rps" "$p50" "$p99"
  done
  ratio() { python3 -c "print(f'{float(\"$1\")/max(float(\"$2\"),1e-9):.2f}')"; }
  target=5; [[ $ep == post ]] && target=2
  printf '%-28s %12s   (target >= %sx)\n' "  ratio visor/python" "$(ratio "${R[visor-$ep]}" "${R[python-$ep]}")x" "$target"
  if [[ $ep == get ]]; then
    printf '%-28s %12s   (target >= 0.3x: the limit, same bytes)\n' "  ratio visor/raw" \
      "$(ratio "${R[visor-get]}" "${R[raw-get]}")x"
  fi
done
printf '\n%-28s %9s kB (target <= 40960 kB: issue 22 keeps 40 MB)\n' "idle RSS visor" "$VISOR_IDLE_RSS"
printf '%-28s %9s kB\n' "idle RSS python (all procs)" "$BASE_IDLE_RSS"

[[ ${BENCH_HTTP_ONLY:-0} == 1 ]] && exit 0  # just the HTTP section (e.g. after an HTTP-layer change)
for extra in scripts/bench-*.sh; do
  [[ -x $extra ]] && { echo; bash "$extra"; }
done
exit 0
