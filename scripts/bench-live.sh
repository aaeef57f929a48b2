#!/usr/bin/env bash
# Live session benchmark (issue 24 item 5): a release `visor serve` on loopback, offline (no provider),
# driven over GET /api/v1/live by the Python `websockets` client of the test venv:
#   1. frame sent → first audio of a new sign (`said` with its MP3), median over 20 different signs
#      (target <= 1.0 s); measured at the client, so it includes the loopback transfer both ways;
#   2. frames a second one text session sustains: changed frames (two signs in turn), each sent as
#      soon as the last was answered, for 10 s, speech off;
#   3. server CPU per unchanged frame: utime+stime of the server process (/proc) around 200 frames of
#      the same view, each answered `quiet unchanged` (target <= 5 ms: the hash, not the models).
# BENCH_VISOR_BIN=path uses that visor instead of building the release one.
set -euo pipefail
cd "$(dirname "$0")/.."
export VISOR_CACHE_DIR="${VISOR_CACHE_DIR:-$HOME/.cache/visor}"
VENV="$VISOR_CACHE_DIR/test-venv"
WORK="$(mktemp -d)"
PIDS=()
cleanup() { for p in "${PIDS[@]}"; do kill "$p" 2>/dev/null || true; done; rm -rf "$WORK"; }
trap cleanup EXIT
command -v convert >/dev/null || { echo "convert is missing: run scripts/setup-test.sh"; exit 1; }
"$VENV/bin/python" -c 'import websockets' 2>/dev/null ||
  { echo "the test venv lacks websockets: run scripts/setup-test.sh"; exit 1; }
# shellcheck source=scripts/lib/release-visor.sh
source scripts/lib/release-visor.sh
release_visor  # every product: the server loads the native engines (libVisor*.so)

# 20 signs of different words, and two more for the throughput run, 768 × 576 as the web app sends.
# Consecutive signs are dark-on-light and light-on-dark in turn and placed differently: two plates of
# the same colour with words of the same length can look "unchanged" to the 16 × 16 hash (a camera
# moving between two signs sees more change than that).
WORDS=(EXIT BAKERY PHARMACY PLATFORM LIBRARY TOILETS STAIRS GARDEN MUSEUM TICKETS KITCHEN OFFICE
  HOSPITAL STATION MARKET THEATRE GALLERY PARKING BANK HOTEL)
PLACES=(center north south east west)
i=0
for word in "${WORDS[@]}" NORTH SOUTH; do
  i=$((i + 1))
  if ((i % 2)); then plate='#f4f1e8' ink='#1a1a1a'; else plate='#1f3a5f' ink='#ffffff'; fi
  convert -size 768x576 "xc:$plate" -font DejaVu-Sans-Bold -pointsize 96 -fill "$ink" \
    -gravity "${PLACES[$((i % 5))]}" -annotate +0+40 "$word" -quality 90 "$WORK/$(printf '%02d' $i).jpg"
done

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
TOKEN=$(VISOR_PASSWORD_STRENGTH=minimal $BIN users add bench --admin --json --data-dir "$WORK/data" |
  python3 -c 'import json,sys; print(json.load(sys.stdin)["token"])')
PORT=$(free_port)
$BIN serve --port "$PORT" --data-dir "$WORK/data" --log-level warning --warm "" >"$WORK/serve.log" 2>&1 &
PID=$!
PIDS+=("$PID")
for _ in $(seq 300); do curl -fsS -o /dev/null "http://127.0.0.1:$PORT/healthz" 2>/dev/null && break; sleep 0.1; done

"$VENV/bin/python" - "$PORT" "$TOKEN" "$PID" "$WORK" <<'PY'
import asyncio, json, os, statistics, sys, time
import websockets

port, token, pid, work = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4]
url = f"ws://127.0.0.1:{port}/api/v1/live?mode=text"
headers = {"Authorization": f"Bearer {token}"}
frames = [open(os.path.join(work, f"{n:02d}.jpg"), "rb").read() for n in range(1, 23)]
tick = os.sysconf("SC_CLK_TCK")

def cpu_seconds():
    fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / tick

async def answer(ws):
    """The said/quiet/error for the frame just sent."""
    while True:
        message = json.loads(await asyncio.wait_for(ws.recv(), 60))
        if message["type"] in ("said", "quiet", "error"):
            return message

async def main():
    async with websockets.connect(url, additional_headers=headers, max_size=None) as ws:
        assert json.loads(await ws.recv())["type"] == "ready"
        # Warm-up: the models load on first use (a wall-like blank frame and one sign not measured).
        await ws.send(json.dumps({"type": "speak", "on": True}))
        await ws.send(frames[21]); await answer(ws)
        latencies, missing = [], []
        for number, frame in enumerate(frames[:20]):
            started = time.perf_counter()
            await ws.send(frame)
            message = await answer(ws)
            if message["type"] == "said" and message.get("audio"):
                latencies.append(time.perf_counter() - started)
            else:
                missing.append(number + 1)
                message.pop("audio", None)
                print(f"sign {number + 1}: {message}", file=sys.stderr)
        await ws.send(json.dumps({"type": "speak", "on": False}))
        # Throughput: two signs in turn, every frame a changed view, each sent once the last was answered.
        count, started, reasons = 0, time.perf_counter(), {}
        while time.perf_counter() - started < 10:
            await ws.send(frames[20 + count % 2])
            message = await answer(ws)
            kind = message["type"] + ("/" + message["reason"] if message["type"] == "quiet" else "")
            reasons[kind] = reasons.get(kind, 0) + 1
            count += 1
        fps = count / (time.perf_counter() - started)
        # CPU per unchanged frame: the same view 200 times.
        await ws.send(frames[0]); await answer(ws)
        before, unchanged = cpu_seconds(), 0
        wall = time.perf_counter()
        for _ in range(200):
            await ws.send(frames[0])
            message = await answer(ws)
            unchanged += message == {"type": "quiet", "frame": message.get("frame"), "reason": "unchanged"}
        wall = (time.perf_counter() - wall) / 200
        cpu_ms = (cpu_seconds() - before) / 200 * 1000
    if not latencies:
        sys.exit("no sign was said with audio: see the errors above (and the server's log)")
    median = statistics.median(latencies)
    print(f"\n{'live (offline, text, 768x576 signs)':<40} {'value':>10} {'target':>12}")
    print(f"load average: {open('/proc/loadavg').read().split()[:3]}")
    print(f"{'frame -> first audio of a new sign':<40} {median * 1000:7.0f} ms {'<= 1000 ms':>12}"
          f"  (median of {len(latencies)}; min {min(latencies) * 1000:.0f}, max {max(latencies) * 1000:.0f} ms"
          f"{f'; signs {missing} not said with audio' if missing else ''})")
    print(f"{'frames a second, one text session':<40} {fps:8.1f}/s {'':>12}  (changed frames: {reasons})")
    print(f"{'server CPU per unchanged frame':<40} {cpu_ms:7.2f} ms {'<= 5 ms':>12}"
          f"  ({unchanged}/200 quiet unchanged; round trip {wall * 1000:.1f} ms)")

asyncio.run(main())
PY
