#!/usr/bin/env bash
# Pipeline benchmarks (issue 3): first audio streamed vs the original flow; Visor's own overhead.
set -euo pipefail
cd "$(dirname "$0")/.."
export VISOR_CACHE_DIR="${VISOR_CACHE_DIR:-$HOME/.cache/visor}"
swift build -c release 2>&1 | tail -n 1  # every product: visor-bench needs the plugins beside it
BENCH=.build/release/visor-bench
"$BENCH" pipeline --models "$VISOR_CACHE_DIR/models" --python "$VISOR_CACHE_DIR/venv/bin/python" --workers workers
PHOTO="$(mktemp -d)/photo.jpg"
"$VISOR_CACHE_DIR/bench-venv/bin/python" - "$PHOTO" <<'PY'
import sys
from PIL import Image
Image.open("/usr/share/darknet/data/dog.jpg").convert("RGB").resize((4000, 3000)).save(sys.argv[1], "JPEG", quality=90)
PY
"$BENCH" overhead --photo "$PHOTO"
