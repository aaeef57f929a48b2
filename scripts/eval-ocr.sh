#!/usr/bin/env bash
# Tesseract against PP-OCRv4 on Visor's OCR evaluation set (Tests/Fixtures/ocr/eval-set.tsv) and the
# no-text honesty set: CER/WER per set, words found, invented text (decision 025); and the foreign-script
# set: writing in scripts the reader does not know, said as such (decision 027).
#   scripts/eval-ocr.sh [--verbose] [--calibrate] [--calibrate-writing] [--no-scripts] [--only page|scene|no-text|foreign] [--det-side N]
# Look-alike scripts (decision 032) need tesseract-ocr-rus/-ell, wamerican and the word list scripts/setup.sh makes.
# Needs scripts/setup-models.sh (the PP-OCRv4 models, the venv) and scripts/setup-test.sh (tesseract-ocr,
# ImageMagick, the photos).
set -euo pipefail
CACHE="${VISOR_CACHE_DIR:-$HOME/.cache/visor}"
cd "$(dirname "$0")/.."
exec "$CACHE/venv/bin/python" scripts/models/eval_ocr.py "$@"
