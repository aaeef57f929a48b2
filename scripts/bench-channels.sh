#!/usr/bin/env bash
# Channel benchmarks (issue 14): time to the whole answer over loopback HTTP for mode=text,
# mode=barcode and mode=document on a 12 MP photo and for describe on darknet's dog photo, median of 5
# after one warm-up, against the issue's targets (text <= 400 ms, barcode <= 150 ms, document <= 2.5 s)
# and, when
# BENCH_BASELINE_BIN names an older visor (e.g. main's), describe against that build (target <= 1.25x).
# Prints idle RSS before the first request (models load on first use).
set -euo pipefail
cd "$(dirname "$0")/.."
export VISOR_CACHE_DIR="${VISOR_CACHE_DIR:-$HOME/.cache/visor}"
WORK="$(mktemp -d)"
PIDS=()
cleanup() { for p in "${PIDS[@]}"; do kill "$p" 2>/dev/null || true; done; rm -rf "$WORK"; }
trap cleanup EXIT
for tool in convert qrencode curl; do
  command -v $tool >/dev/null || { echo "$tool is missing: run scripts/setup-test.sh"; exit 1; }
done
BIN=${BENCH_VISOR_BIN:-}
if [[ -z $BIN ]]; then
  swift build -c release 2>&1 | tail -n 1
  BIN=.build/release/visor
fi
DOG=/usr/share/darknet/data/dog.jpg
# 12 MP: the dog photo enlarged to 4000×3000 with a sign in the middle, and with a QR code.
convert "$DOG" -resize '4000x3000!' -fill '#f4f1e8' -draw 'rectangle 1300,1300 2700,1700' -fill black \
  -font DejaVu-Sans-Bold -pointsize 150 -gravity center -annotate +0+0 'OPEN 24 HOURS' -quality 90 "$WORK/text.jpg"
# A page of the Apache licence (Debian base-files) laid on the dog photo at 12 MP, slightly turned.
sed -n '67,72p' /usr/share/common-licenses/Apache-2.0 | sed 's/^ *//' | tr '\n' ' ' >"$WORK/page.txt"
convert -size 1600x -background white -fill '#111111' -font DejaVu-Serif -pointsize 40 "caption:$(cat "$WORK/page.txt")" \
  -bordercolor white -border 80 -resize 150% "$WORK/page.png"
convert "$DOG" -resize '4000x3000!' \( "$WORK/page.png" -background none -rotate 2 \) -gravity center -composite \
  -quality 90 "$WORK/page.jpg"
qrencode -o "$WORK/qr.png" -s 20 -m 2 "https://www.debian.org/intro/"
convert "$DOG" -resize '4000x3000!' "$WORK/qr.png" -gravity center -composite -quality 90 "$WORK/qr.jpg"

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
wait_http() { for _ in $(seq 200); do curl -fsS -o /dev/null "$1" 2>/dev/null && return 0; sleep 0.1; done; echo "no server at $1"; exit 1; }

start() { # bin dir -> "port token pid"
  local token port
  token=$(VISOR_PASSWORD_STRENGTH=minimal $1 users add bench --admin --json --data-dir "$2" |
    python3 -c 'import json,sys; print(json.load(sys.stdin)["token"])')
  port=$(free_port)
  $1 serve --port "$port" --data-dir "$2" --log-level warning --warm "" >"$2.log" 2>&1 &
  PIDS+=($!)
  wait_http "http://127.0.0.1:$port/healthz"
  echo "$port $token $!"
}

median_ms() { # port token photo mode -> median ms of 5 (after one warm-up)
  local times=()
  for i in 0 1 2 3 4 5; do
    local t
    t=$(curl -fsS -o "$WORK/answer.json" -w '%{time_total}' -H "Authorization: Bearer $2" \
      -F "image=@$3" -F speak=false ${4:+-F mode=$4} "http://127.0.0.1:$1/api/v1/vision/analyze")
    [[ $i -gt 0 ]] && times+=("$t")
  done
  printf '%s\n' "${times[@]}" | sort -n | awk 'NR==3 {printf "%.0f", $1 * 1000}'
}

read -r PORT TOKEN PID < <(start "$BIN" "$WORK/visor")
sleep 1
IDLE=$(awk '/VmRSS/ {print $2}' "/proc/$PID/status")
printf '\n%-34s %10s %10s %8s\n' "channel (12 MP photo over HTTP)" "median" "target" "ratio"
# The last answer's own timings: how much of the time was the upload's ingest (decode, rotate, shrink, re-encode).
ingest() { python3 -c 'import json,sys; t=json.load(open(sys.argv[1]))["timings"]; print("ingest %s ms, server total %s ms" % (t.get("ingestMs"), t.get("totalMs")))' "$WORK/answer.json" 2>/dev/null || true; }
row() { printf '%-34s %8s ms %7s ms %7sx  (%s)\n' "$1" "$2" "$3" "$(python3 -c "print(f'{$2/$3:.2f}')")" "$(ingest)"; }
TEXT=$(median_ms "$PORT" "$TOKEN" "$WORK/text.jpg" text)
grep -q 'OPEN 24 HOURS' "$WORK/answer.json" || echo "!! the text channel did not read the sign: $(cat "$WORK/answer.json")"
row "mode=text" "$TEXT" 400
CODE=$(median_ms "$PORT" "$TOKEN" "$WORK/qr.jpg" barcode)
grep -q 'debian.org' "$WORK/answer.json" || echo "!! the barcode channel did not read the code: $(cat "$WORK/answer.json")"
row "mode=barcode" "$CODE" 150
DOC=$(median_ms "$PORT" "$TOKEN" "$WORK/page.jpg" document)
grep -q 'perpetual' "$WORK/answer.json" || echo "!! the document channel did not read the page: $(cat "$WORK/answer.json")"
row "mode=document" "$DOC" 2500
DESCRIBE=$(median_ms "$PORT" "$TOKEN" "$DOG" "")
printf '%-34s %8s ms\n' "describe (dog.jpg 768x576)" "$DESCRIBE"
if [[ -n ${BENCH_BASELINE_BIN:-} ]]; then
  read -r BPORT BTOKEN _ < <(start "$BENCH_BASELINE_BIN" "$WORK/baseline")
  BASE=$(median_ms "$BPORT" "$BTOKEN" "$DOG" "")
  printf '%-34s %8s ms %7sx (target <= 1.25x)\n' "describe on the baseline build" "$BASE" \
    "$(python3 -c "print(f'{$DESCRIBE/$BASE:.2f}')")"
fi
printf '%-34s %8s kB (before the first request)\n' "idle RSS visor" "$IDLE"
if [[ -x $VISOR_CACHE_DIR/venv/bin/python && -f $VISOR_CACHE_DIR/models/ppocr-v4/ch_PP-OCRv4_det_infer.onnx ]] && command -v tesseract >/dev/null; then
  echo "runtimes alone (no HTTP, no ingest):"
  "$VISOR_CACHE_DIR/venv/bin/python" scripts/models/bench_ocr.py "$WORK/text.jpg" "$WORK/page.jpg" || true
fi
