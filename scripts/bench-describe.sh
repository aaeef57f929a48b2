#!/usr/bin/env bash
# Offline describe's CPU by part (issue 23 item 8), in-process on darknet's dog photo (768×576):
# decode, the classifier, colours, light, the classifier + colour + light path against its target
# (≤ 0.1 CPU-s), then each other channel describe runs (people and faces in the perception worker,
# cat faces, barcodes, text in the OCR worker: their CPU is counted) and the whole describe.
# CPU time, not wall time: barely affected by the neighbours on a shared machine. Bounded: a fixed
# number of rounds (BENCH_DESCRIBE_ROUNDS, default 10).
set -euo pipefail
cd "$(dirname "$0")/.."
export VISOR_CACHE_DIR="${VISOR_CACHE_DIR:-$HOME/.cache/visor}"
PHOTO=/usr/share/darknet/data/dog.jpg
[[ -f $PHOTO ]] || { echo "describe bench skipped: $PHOTO is missing (run scripts/setup-classifier.sh)"; exit 0; }
BUILD_ARGS=(-c release)
[[ -n "${VISOR_SCRATCH_PATH:-}" ]] && BUILD_ARGS+=(--scratch-path "$VISOR_SCRATCH_PATH")
swift build "${BUILD_ARGS[@]}" 2>&1 | tail -n 1  # every product: visor-bench loads the plugins beside it
BIN_DIR=$(swift build "${BUILD_ARGS[@]}" --show-bin-path)
"$BIN_DIR/visor-bench" describe --photo "$PHOTO" --rounds "${BENCH_DESCRIBE_ROUNDS:-10}" \
  --models "$VISOR_CACHE_DIR/models" --python "$VISOR_CACHE_DIR/venv/bin/python" --workers workers
