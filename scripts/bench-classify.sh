#!/usr/bin/env bash
# Classification benchmark (run by scripts/bench.sh, or alone): ImageNet classification ms/image through
# Visor — in-process (`visor-bench classify`: decode, preprocess, OpenCV DNN forward, softmax) and over
# HTTP (`POST /api/v1/classify`, which also ingests the upload) — beside the same runtime (Debian's
# OpenCV 4.6 DNN) driven directly from Python, and ONNX Runtime from Python, on the same ONNX file and
# photos. Bounded: a fixed number of rounds over the Debian photo set of the
# classifier quality test. Optional pieces (model, photos, onnxruntime) are reported and skipped.
set -euo pipefail
cd "$(dirname "$0")/.."
export VISOR_CACHE_DIR="${VISOR_CACHE_DIR:-$HOME/.cache/visor}"
ROUNDS="${BENCH_CLASSIFY_ROUNDS:-3}"
MODELS="$VISOR_CACHE_DIR/models"
ORT_PYTHON="$VISOR_CACHE_DIR/convert-venv/bin/python"
WORK="$(mktemp -d)"
SERVER_PID=""
cleanup() { [[ -n $SERVER_PID ]] && kill "$SERVER_PID" 2>/dev/null; rm -rf "$WORK"; }
trap cleanup EXIT

PHOTOS=()
for name in dog eagle giraffe horses person kite; do PHOTOS+=("/usr/share/darknet/data/$name.jpg"); done
for name in fruits orange apple baboon butterfly messi5 squirrel_cls; do PHOTOS+=("/usr/share/doc/opencv-doc/examples/data/$name.jpg"); done
PHOTOS+=("/usr/share/doc/opencv-doc/opencv4/html/cat_det.jpg")
for photo in "${PHOTOS[@]}"; do
  [[ -f $photo ]] || { echo "classify bench skipped: $photo is missing (run scripts/setup-classifier.sh)"; exit 0; }
done
[[ -s $MODELS/efficientnet-lite0.onnx ]] || { echo "classify bench skipped: no classifier in $MODELS (run scripts/setup-classifier.sh)"; exit 0; }
LIST=$(IFS=,; echo "${PHOTOS[*]}")

BUILD_ARGS=(-c release)
[[ -n "${VISOR_SCRATCH_PATH:-}" ]] && BUILD_ARGS+=(--scratch-path "$VISOR_SCRATCH_PATH")
swift build "${BUILD_ARGS[@]}" 2>&1 | tail -n 1  # every product: the plugins live beside the binaries
BIN_DIR=$(swift build "${BUILD_ARGS[@]}" --show-bin-path)

echo "==> classification: ${#PHOTOS[@]} Debian photos x $ROUNDS rounds"
VISOR_OUT=$("$BIN_DIR/visor-bench" classify --models "$MODELS" --rounds "$ROUNDS" --photos "$LIST")
grep -v '^RESULT' <<<"$VISOR_OUT"
result() { grep -o "$1=[0-9.]*" <<<"$2" | head -1 | cut -d= -f2; }
VISOR_MS=$(result visor_ms_per_image "$VISOR_OUT")
VISOR_FWD=$(result visor_forward_ms "$VISOR_OUT")

# Before/after for the forward pass: the same run with OpenCV's own layers (docs/decisions/007).
BUILTIN_OUT=$(VISOR_OPENCV_LAYERS=builtin "$BIN_DIR/visor-bench" classify --models "$MODELS" --rounds 1 --photos "$LIST")
BUILTIN_MS=$(result visor_ms_per_image "$BUILTIN_OUT")
BUILTIN_FWD=$(result visor_forward_ms "$BUILTIN_OUT")

# Over HTTP: a real server, one keep-alive connection, raw image/jpeg bodies.
HTTP_MS=""
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
PORT=$(free_port)
TOKEN=$(VISOR_PASSWORD_STRENGTH=minimal "$BIN_DIR/visor" users add bench --admin --json --data-dir "$WORK/data" |
  python3 -c 'import json,sys; print(json.load(sys.stdin)["token"])')
"$BIN_DIR/visor" serve --port "$PORT" --data-dir "$WORK/data" --models-dir "$MODELS" --log-level warning \
  --warm "" >"$WORK/visor.log" 2>&1 &
SERVER_PID=$!
for _ in $(seq 100); do curl -fsS -o /dev/null "http://127.0.0.1:$PORT/healthz" 2>/dev/null && break; sleep 0.1; done
HTTP_OUT=$(python3 - "$PORT" "$TOKEN" "$ROUNDS" "${PHOTOS[@]}" <<'PY' || true
import http.client, json, sys, time
port, token, rounds, files = int(sys.argv[1]), sys.argv[2], int(sys.argv[3]), sys.argv[4:]
photos = [open(f, "rb").read() for f in files]
conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
def post(data):
    conn.request("POST", "/api/v1/classify", body=data,
                 headers={"Authorization": f"Bearer {token}", "Content-Type": "image/jpeg"})
    response = conn.getresponse()
    body = response.read()
    if response.status != 200:
        raise SystemExit(f"HTTP {response.status}: {body[:200]!r}")
    return json.loads(body)
for data in photos:
    post(data)  # loads the plugin and the model, warms caches
start = time.perf_counter()
for _ in range(rounds):
    for data in photos:
        post(data)
ms = (time.perf_counter() - start) / (rounds * len(photos)) * 1000
print(f"RESULT http_ms_per_image={ms:.2f}")
PY
)
HTTP_MS=$(result http_ms_per_image "$HTTP_OUT")
[[ -z $HTTP_MS ]] && echo "!! HTTP classify failed: $HTTP_OUT (server log: $(tail -n 3 "$WORK/visor.log"))"
kill "$SERVER_PID" 2>/dev/null || true
wait "$SERVER_PID" 2>/dev/null || true
SERVER_PID=""

ORT_MS=""
if [[ -x $ORT_PYTHON ]] && "$ORT_PYTHON" -c "import onnxruntime, numpy, PIL" 2>/dev/null; then
  ORT_OUT=$("$ORT_PYTHON" scripts/models/bench_onnxruntime.py "$MODELS" --rounds "$ROUNDS" --photos "$LIST")
  ORT_MS=$(result ort_ms_per_image "$ORT_OUT")
  ORT_FWD=$(result ort_forward_ms "$ORT_OUT")
  ORT_VERSION=$(grep -o 'ort_version=[^ ]*' <<<"$ORT_OUT" | cut -d= -f2)
else
  missing=$("$ORT_PYTHON" -c 'import importlib.util as u; print(" ".join(m for m in ("onnxruntime", "numpy", "PIL") if u.find_spec(m) is None))' 2>/dev/null || echo "a working python")
  echo "onnxruntime comparison skipped: $ORT_PYTHON lacks ${missing:-onnxruntime} (run scripts/setup-classifier.sh)"
fi

# The same runtime Visor uses — Debian's OpenCV 4.6 DNN — driven directly from Python: what Visor adds.
CV_MS=""
if /usr/bin/python3 -c "import cv2, numpy" 2>/dev/null; then
  CV_OUT=$(/usr/bin/python3 scripts/models/bench_opencv_dnn.py "$MODELS" --rounds "$ROUNDS" --photos "$LIST")
  CV_MS=$(result cv_ms_per_image "$CV_OUT")
  CV_FWD=$(result cv_forward_ms "$CV_OUT")
else
  echo "OpenCV-from-Python comparison skipped: install python3-opencv (scripts/setup-test.sh does)"
fi

printf '\n%-44s %10s %10s\n' "classification (EfficientNet-Lite0)" "ms/image" "images/s"
row() { [[ -n $2 ]] && printf '%-44s %10.1f %10.1f\n' "$1" "$2" "$(python3 -c "print(1000/$2)")"; return 0; }
row "visor in-process (decode+preprocess+forward)" "$VISOR_MS"
row "visor forward only" "$VISOR_FWD"
row "visor with OpenCV's own DNN layers" "$BUILTIN_MS"
row "  forward only" "$BUILTIN_FWD"
row "visor over HTTP (ingest+classify)" "$HTTP_MS"
row "OpenCV 4.6 DNN from Python (same runtime)" "$CV_MS"
row "  forward only" "${CV_FWD:-}"
row "onnxruntime ${ORT_VERSION:-} from Python (PIL+numpy)" "$ORT_MS"
row "onnxruntime forward only" "${ORT_FWD:-}"
if [[ -n $CV_MS ]]; then
  ratio=$(python3 -c "print(f'{$VISOR_MS/$CV_MS:.2f}')")
  printf '%-44s %10s   (overhead target <= 1.10x)\n' "  ratio visor/same runtime (OpenCV DNN)" "${ratio}x"
fi
if [[ -n $ORT_MS ]]; then
  ratio=$(python3 -c "print(f'{$VISOR_MS/$ORT_MS:.2f}')")
  printf '%-44s %10s   (a faster runtime, for reference)\n' "  ratio visor/onnxruntime" "${ratio}x"
  if [[ -n ${ORT_FWD:-} && -n $VISOR_FWD ]]; then
    printf '%-44s %10s\n' "  ratio forward only (OpenCV DNN / ORT)" "$(python3 -c "print(f'{$VISOR_FWD/$ORT_FWD:.2f}x')")"
  fi
fi
target=$(python3 -c "print('met' if $VISOR_MS <= 40 else 'NOT met')")
printf '%-44s %10s   (target <= 40 ms/image: %s)\n' "  visor in-process" "$VISOR_MS" "$target"
exit 0
