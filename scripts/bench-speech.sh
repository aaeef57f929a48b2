#!/usr/bin/env bash
# Speech and chat benchmarks: transcription and speech real-time factors, chat tokens/s through a
# release `visor serve` beside the same runtimes driven directly, Visor's overhead, and peak RSS with
# every local model loaded (--warm all). Bounded: fixed inputs and iteration counts (BENCH_SPEECH_ITERATIONS).
set -euo pipefail
cd "$(dirname "$0")/.."
export VISOR_CACHE_DIR="${VISOR_CACHE_DIR:-$HOME/.cache/visor}"
PY="$VISOR_CACHE_DIR/venv/bin/python"
if [[ ! -x $PY || ! -d $VISOR_CACHE_DIR/models/whisper-tiny-en ]]; then
  echo "speech bench skipped: the local models are missing (run scripts/setup-models.sh)"
  exit 0
fi
echo "==> Speech and chat (release build, every local model warm)"
# Every product: libVisorAudio.so (FFmpeg, flite) is a plugin beside the executable.
SCRATCH="${VISOR_SCRATCH_PATH:-.build}"
swift build -c release --scratch-path "$SCRATCH" 2>&1 | tail -n 1
BIN="$SCRATCH/release/visor"
WORK="$(mktemp -d)"
VPID=""
cleanup() { [[ -n $VPID ]] && kill "$VPID" 2>/dev/null && wait "$VPID" 2>/dev/null; rm -rf "$WORK"; }
trap cleanup EXIT

PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
TOKEN=$(VISOR_PASSWORD_STRENGTH=minimal $BIN users add bench --admin --json --data-dir "$WORK/visor" \
  | python3 -c 'import json,sys; print(json.load(sys.stdin)["token"])')
$BIN serve --port "$PORT" --data-dir "$WORK/visor" --log-level warning --warm all >"$WORK/visor.log" 2>&1 &
VPID=$!
for _ in $(seq 300); do curl -fsS -o /dev/null "http://127.0.0.1:$PORT/healthz" 2>/dev/null && break; sleep 0.1; done
sleep 3
IDLE=$(awk '/VmRSS/ {print $2}' "/proc/$VPID/status")
printf '%-52s %8s %-6s  # idle RSS without --warm: see the first section\n' "visor RSS, all models warm, before use" "$IDLE" "kB"
"$PY" bench/speech_bench.py --port "$PORT" --token "$TOKEN" --visor-pid "$VPID" \
  --iterations "${BENCH_SPEECH_ITERATIONS:-3}" || { echo "speech bench failed; server log:"; tail -n 20 "$WORK/visor.log"; }
exit 0
