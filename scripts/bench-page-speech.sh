#!/usr/bin/env bash
# A page read aloud (issue 23 item 3): time from the request to the first audio of a full A4-like page
# photo (48 lines of the Apache licence, 1240×1754, turned 1°) read by the Text channel with speech on,
# offline, over loopback HTTP — the server's own `timings.firstAudioMs` and `firstTokenMs` (the reading
# itself), median of 3 after one warm-up, against the target (first audio ≤ 1 s).
set -euo pipefail
cd "$(dirname "$0")/.."
export VISOR_CACHE_DIR="${VISOR_CACHE_DIR:-$HOME/.cache/visor}"
PY="$VISOR_CACHE_DIR/bench-venv/bin/python"
[[ -x $PY ]] || { echo "page speech bench skipped: no $PY (make bench creates it)"; exit 0; }
WORK="$(mktemp -d)"
PID=""
cleanup() { [[ -n $PID ]] && kill "$PID" 2>/dev/null; rm -rf "$WORK"; }
trap cleanup EXIT
# shellcheck source=scripts/lib/release-visor.sh
source scripts/lib/release-visor.sh
release_visor
"$PY" - "$WORK/page.jpg" <<'PY'
import sys
from PIL import Image, ImageDraw, ImageFont
lines = [l.strip() for l in open("/usr/share/common-licenses/Apache-2.0").read().splitlines()[:48]]
page = Image.new("RGB", (1240, 1754), "white")
draw = ImageDraw.Draw(page)
font = ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf", 24)
for i, line in enumerate(lines):
    draw.text((90, 90 + 34 * i), line, fill=(17, 17, 17), font=font)
page.rotate(1.0, fillcolor="white", resample=Image.BICUBIC).save(sys.argv[1], quality=88)
PY
TOKEN=$(VISOR_PASSWORD_STRENGTH=minimal $BIN users add bench --admin --json --data-dir "$WORK/data" |
  python3 -c 'import json,sys; print(json.load(sys.stdin)["token"])')
PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
$BIN serve --port "$PORT" --data-dir "$WORK/data" --log-level warning --warm "" >"$WORK/visor.log" 2>&1 &
PID=$!
for _ in $(seq 200); do curl -fsS -o /dev/null "http://127.0.0.1:$PORT/healthz" 2>/dev/null && break; sleep 0.1; done
for i in 0 1 2 3; do
  curl -fsS -o "$WORK/answer-$i.json" -H "Authorization: Bearer $TOKEN" -F "image=@$WORK/page.jpg" \
    -F speak=true -F mode=text "http://127.0.0.1:$PORT/api/v1/vision/analyze"
done
python3 - "$WORK" <<'PY'
import json, statistics, sys
answers = [json.load(open(f"{sys.argv[1]}/answer-{i}.json")) for i in (1, 2, 3)]
if "Licensor" not in json.dumps(answers[-1]):
    print("!! the text channel did not read the page:", json.dumps(answers[-1])[:300])
t = [a.get("timings", {}) for a in answers]
audio = statistics.median(x.get("firstAudioMs") or float("nan") for x in t)
read = statistics.median(x.get("firstTokenMs") or float("nan") for x in t)
total = statistics.median(x.get("totalMs") or float("nan") for x in t)
print(f"{'page read aloud (A4, 48 lines), first audio':46} {audio:8.0f} ms  (target <= 1000 ms, {audio / 1000:.2f}x)")
print(f"{'  the reading itself (first words)':46} {read:8.0f} ms")
print(f"{'  the whole page spoken':46} {total:8.0f} ms")
PY
printf 'load average: %s\n' "$(cut -d' ' -f1-3 /proc/loadavg)"
