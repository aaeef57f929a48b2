#!/usr/bin/env bash
# Reading per language (decision 047), run by `make bench` (scripts/bench.sh runs every bench-*.sh):
# PP-OCRv6 small/tiny against PP-OCRv4 in speed on bench-channels' 12 MP pictures (sign, plate, page),
# then CER per language (scripts/eval-ocr-languages.sh). About a minute and a half on 2 cores.
set -euo pipefail
cd "$(dirname "$0")/.."
CACHE="${VISOR_CACHE_DIR:-$HOME/.cache/visor}"
if [[ ! -f $CACHE/models/ppocr-v6/.verified || ! -x $CACHE/venv/bin/python ]]; then
  echo "bench-reading: PP-OCRv6 or the venv missing (run scripts/setup.sh); skipped"; exit 0
fi
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
DOG=/usr/share/darknet/data/dog.jpg
# The same pictures as scripts/bench-channels.sh.
convert "$DOG" -resize '4000x3000!' -fill '#f4f1e8' -draw 'rectangle 1300,1300 2700,1700' -fill black \
  -font DejaVu-Sans-Bold -pointsize 150 -gravity center -annotate +0+0 'OPEN 24 HOURS' -quality 90 "$WORK/text.jpg"
convert "$DOG" -resize '4000x3000!' -fill '#f4f1e8' -draw 'rectangle 1300,1300 2700,1700' -fill black \
  -font DejaVu-Sans-Mono-Bold -pointsize 150 -gravity center -annotate +0+0 'KX 7304 TM' -quality 90 "$WORK/plate.jpg"
sed -n '67,72p' /usr/share/common-licenses/Apache-2.0 | sed 's/^ *//' | tr '\n' ' ' >"$WORK/page.txt"
convert -size 1600x -background white -fill '#111111' -font DejaVu-Serif -pointsize 40 "caption:$(cat "$WORK/page.txt")" \
  -bordercolor white -border 80 -resize 150% "$WORK/page.png"
convert "$DOG" -resize '4000x3000!' \( "$WORK/page.png" -background none -rotate 2 \) -gravity center -composite \
  -quality 90 "$WORK/page.jpg"
echo "== Reading: PP-OCRv6 small / tiny against v4 (median of 3, gray 1600 px as the server sends)"
nice -n 5 "$CACHE/venv/bin/python" scripts/models/eval_ocr_languages.py --speed "$WORK/text.jpg" "$WORK/plate.jpg" "$WORK/page.jpg"
echo "== Reading: CER per language (targets: <= 5 % printed Latin with accents, <= 10 % Cyrillic/Greek)"
bash scripts/eval-ocr-languages.sh
