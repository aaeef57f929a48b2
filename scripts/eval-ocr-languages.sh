#!/usr/bin/env bash
# Character error rate per language (fr de es pl tr ru el ar hi) for PP-OCRv4, PP-OCRv6 small/tiny and
# tesseract with the language's pack, on rendered and photographed-looking cards (decision 047).
#   scripts/eval-ocr-languages.sh [--readers v4,small,tiny,tesseract] [--only ru,el] [--verbose]
# Needs scripts/setup.sh (the models, tesseract packs) and scripts/setup-test.sh (ImageMagick, opencv-doc).
set -euo pipefail
CACHE="${VISOR_CACHE_DIR:-$HOME/.cache/visor}"
cd "$(dirname "$0")/.."
exec nice -n 5 "$CACHE/venv/bin/python" scripts/models/eval_ocr_languages.py "$@"
