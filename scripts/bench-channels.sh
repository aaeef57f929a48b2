#!/usr/bin/env bash
# Channel benchmarks (issue 14): time to the whole answer over loopback HTTP for mode=text,
# mode=barcode and mode=document on a 12 MP photo and for describe on darknet's dog photo, median of 5
# after one warm-up, against the issue's targets (text <= 400 ms, barcode <= 150 ms, document <= 2.5 s)
# and, when
# BENCH_BASELINE_BIN names an older visor (e.g. main's), describe against that build (target <= 1.25x).
# Prints idle RSS before the first request (models load on first use).
# BENCH_ONLY=checks runs only the cross-check rows (describe via a loopback provider, checks on/off).
# BENCH_ONLY=text runs only the text rows: the English sign, and a plate of letters Cyrillic and Greek
# share with Latin ("KX 7304 TM"), on which the look-alike script check of decision 032 runs tesseract.
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
# shellcheck source=scripts/lib/release-visor.sh
source scripts/lib/release-visor.sh
release_visor
DOG=/usr/share/darknet/data/dog.jpg
# 12 MP: the dog photo enlarged to 4000×3000 with a sign in the middle, and with a QR code.
convert "$DOG" -resize '4000x3000!' -fill '#f4f1e8' -draw 'rectangle 1300,1300 2700,1700' -fill black \
  -font DejaVu-Sans-Bold -pointsize 150 -gravity center -annotate +0+0 'OPEN 24 HOURS' -quality 90 "$WORK/text.jpg"
convert "$DOG" -resize '4000x3000!' -fill '#f4f1e8' -draw 'rectangle 1300,1300 2700,1700' -fill black \
  -font DejaVu-Sans-Mono-Bold -pointsize 150 -gravity center -annotate +0+0 'KX 7304 TM' -quality 90 "$WORK/plate.jpg"
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

cpu_ticks() { # pid -> utime+stime of the process and every descendant, in clock ticks
  python3 - "$1" <<'PY'
import os, sys
def kids(pid):
    out = []
    for task in os.listdir(f"/proc/{pid}/task"):
        try:
            out += open(f"/proc/{pid}/task/{task}/children").read().split()
        except OSError:
            pass
    return out
total, todo = 0, [sys.argv[1]]
while todo:
    pid = todo.pop()
    try:
        fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
    except OSError:
        continue
    total += int(fields[11]) + int(fields[12])
    todo += kids(pid)
print(total)
PY
}
# CPU seconds of the server and its worker per answer (less sensitive to the neighbours than wall
# time on this shared machine): one warm answer first, then the five timed ones and their warm-up.
cpu_median() { # port token photo mode -> sets MEDIAN (ms) and CPU (s per answer)
  curl -fsS -o /dev/null -H "Authorization: Bearer $2" -F "image=@$3" -F speak=false ${4:+-F mode=$4} \
    "http://127.0.0.1:$1/api/v1/vision/analyze"
  local before after
  before=$(cpu_ticks "$PID")
  MEDIAN=$(median_ms "$@")
  after=$(cpu_ticks "$PID")
  CPU=$(python3 -c "import os; print(f'{($after - $before) / os.sysconf(\"SC_CLK_TCK\") / 6:.3f}')")
}
read -r PORT TOKEN PID < <(start "$BIN" "$WORK/visor")
PIDS+=("$PID")  # started in the substitution's subshell: its own PIDS+= is lost
sleep 1
IDLE=$(awk '/VmRSS/ {print $2}' "/proc/$PID/status")
printf '\n%-34s %10s %10s %8s %13s\n' "channel (12 MP photo over HTTP)" "median" "target" "ratio" "CPU/answer"
printf 'load average before: %s\n' "$(cut -d' ' -f1-3 /proc/loadavg)"
# The last answer's own timings: how much of the time was the upload's ingest (decode, rotate, shrink, re-encode).
ingest() { python3 -c 'import json,sys; t=json.load(open(sys.argv[1]))["timings"]; print("ingest %s ms, server total %s ms" % (t.get("ingestMs"), t.get("totalMs")))' "$WORK/answer.json" 2>/dev/null || true; }
row() { printf '%-34s %8s ms %7s ms %7sx  %6s s CPU  (%s)\n' "$1" "$2" "$3" "$(python3 -c "print(f'{$2/$3:.2f}')")" "$CPU" "$(ingest)"; }
if [[ ${BENCH_ONLY:-} != checks ]]; then
cpu_median "$PORT" "$TOKEN" "$WORK/text.jpg" text; TEXT=$MEDIAN
grep -q 'OPEN 24 HOURS' "$WORK/answer.json" || echo "!! the text channel did not read the sign: $(cat "$WORK/answer.json")"
row "mode=text" "$TEXT" 400
cpu_median "$PORT" "$TOKEN" "$WORK/plate.jpg" text; PLATE=$MEDIAN
grep -q 'KX 7304 TM' "$WORK/answer.json" || echo "!! the text channel did not read the plate: $(cat "$WORK/answer.json")"
row "mode=text, look-alike plate" "$PLATE" 400
if [[ ${BENCH_ONLY:-} == text ]]; then
  printf 'load average after: %s\n' "$(cut -d' ' -f1-3 /proc/loadavg)"
  printf '%-34s %8s kB (before the first request)\n' "idle RSS visor" "$IDLE"
  exit 0
fi
cpu_median "$PORT" "$TOKEN" "$WORK/qr.jpg" barcode; CODE=$MEDIAN
grep -q 'debian.org' "$WORK/answer.json" || echo "!! the barcode channel did not read the code: $(cat "$WORK/answer.json")"
row "mode=barcode" "$CODE" 150
cpu_median "$PORT" "$TOKEN" "$WORK/page.jpg" document; DOC=$MEDIAN
grep -q 'perpetual' "$WORK/answer.json" || echo "!! the document channel did not read the page: $(cat "$WORK/answer.json")"
row "mode=document" "$DOC" 2500
printf 'load average after: %s\n' "$(cut -d' ' -f1-3 /proc/loadavg)"
DESCRIBE=$(median_ms "$PORT" "$TOKEN" "$DOG" "")
printf '%-34s %8s ms\n' "describe (dog.jpg 768x576)" "$DESCRIBE"
if [[ -n ${BENCH_BASELINE_BIN:-} ]]; then
  read -r BPORT BTOKEN BPID < <(start "$BENCH_BASELINE_BIN" "$WORK/baseline")
  PIDS+=("$BPID")
  BASE=$(median_ms "$BPORT" "$BTOKEN" "$DOG" "")
  printf '%-34s %8s ms %7sx (target <= 1.25x)\n' "describe on the baseline build" "$BASE" \
    "$(python3 -c "print(f'{$DESCRIBE/$BASE:.2f}')")"
fi
printf '%-34s %8s kB (before the first request)\n' "idle RSS visor" "$IDLE"

fi

# Cross-checks (decision 024): describe answered by an OpenAI-compatible provider on loopback (it
# answers at once, so the wall time is the local facts' own), with --cross-checks on and off: CPU
# seconds of the server and its worker per analysis, and the median wall time.
checks_row() { # label port token photo mode -> "median_ms cpu_s_per_analysis"
  local before after ms
  curl -fsS -o /dev/null -H "Authorization: Bearer $3" -F "image=@$4" -F speak=false ${5:+-F mode=$5} \
    "http://127.0.0.1:$2/api/v1/vision/analyze"  # warm: models load on first use
  before=$(cpu_ticks "$6")
  ms=$(median_ms "$2" "$3" "$4" "$5")
  after=$(cpu_ticks "$6")
  python3 -c "import os; print($ms, round(($after - $before) / os.sysconf('SC_CLK_TCK') / 6, 3))"
}
PROVIDER_PORT=$(free_port)
python3 Tests/api/loopback_provider.py "$PROVIDER_PORT" >/dev/null 2>&1 &
PIDS+=($!)
wait_http "http://127.0.0.1:$PROVIDER_PORT/v1/models"
start_with_provider() { # dir checks -> "port token pid"
  local token port
  token=$(VISOR_PASSWORD_STRENGTH=minimal $BIN users add bench --admin --json --data-dir "$1" |
    python3 -c 'import json,sys; print(json.load(sys.stdin)["token"])')
  port=$(free_port)
  $BIN serve --port "$port" --data-dir "$1" --log-level warning --warm "" --cross-checks="$2" \
    --provider-url "http://127.0.0.1:$PROVIDER_PORT/v1" --provider-preset openai >"$1.log" 2>&1 &
  PIDS+=($!)
  wait_http "http://127.0.0.1:$port/healthz"
  echo "$port $token $!"
}
read -r OPORT OTOKEN OPID < <(start_with_provider "$WORK/checks-on" true)
read -r FPORT FTOKEN FPID < <(start_with_provider "$WORK/checks-off" false)
PIDS+=("$OPID" "$FPID")
printf '\n%-40s %12s %12s %8s\n' "describe via a loopback provider" "checks on" "checks off" "ratio"
for case in "dog.jpg 768x576:$DOG:" "sign, 12 MP, mode=text:$WORK/text.jpg:text"; do
  IFS=: read -r label photo mode <<<"$case"
  read -r ON_MS ON_CPU < <(checks_row "$label" "$OPORT" "$OTOKEN" "$photo" "$mode" "$OPID")
  [[ -n $mode ]] && ! grep -q '"agrees"' "$WORK/answer.json" &&
    echo "!! no checks in the answer with checks on: $(head -c 300 "$WORK/answer.json")"
  read -r OFF_MS OFF_CPU < <(checks_row "$label" "$FPORT" "$FTOKEN" "$photo" "$mode" "$FPID")
  grep -q '"agrees"' "$WORK/answer.json" && echo "!! checks in the answer with checks off"
  printf '%-40s %9s ms %9s ms %7sx\n' "$label, wall" "$ON_MS" "$OFF_MS" \
    "$(python3 -c "print(f'{$ON_MS/max($OFF_MS,1):.2f}')")"
  printf '%-40s %10s s %10s s %7sx\n' "$label, CPU per analysis" "$ON_CPU" "$OFF_CPU" \
    "$(python3 -c "print(f'{$ON_CPU/max($OFF_CPU,0.001):.2f}')")"
done

if [[ -x $VISOR_CACHE_DIR/venv/bin/python && -f $VISOR_CACHE_DIR/models/ppocr-v4/ch_PP-OCRv4_det_infer.onnx ]] && command -v tesseract >/dev/null; then
  echo "runtimes alone (no HTTP, no ingest):"
  "$VISOR_CACHE_DIR/venv/bin/python" scripts/models/bench_ocr.py "$WORK/text.jpg" "$WORK/page.jpg" || true
fi
