#!/usr/bin/env bash
# Installs the browser-test tools idempotently: Debian Chromium (driven by PyPI playwright through
# executable_path, never `playwright install`), ffmpeg and espeak-ng for fake media, libvips-tools
# (the classifier test's EXIF-rotated and HEIC copies), python3-opencv (make bench drives the same
# OpenCV 4.6 DNN Visor uses directly from Python), a Python venv
# with playwright, axe-playwright-python, pytest and openai (the SDK tests of /v1), and the fake
# camera/microphone fixtures; qrencode, zint and imagemagick (barcodes composited onto photos) and
# scikit-image's bundled photos (the honesty sets of Tests/Fixtures/scene/honesty-sets.tsv).
# Everything heavy lives under $VISOR_CACHE_DIR so a fresh clone reuses it.
set -euo pipefail
cd "$(dirname "$0")/.."
export VISOR_CACHE_DIR="${VISOR_CACHE_DIR:-$HOME/.cache/visor}"
VENV="$VISOR_CACHE_DIR/test-venv"
FIX="$VISOR_CACHE_DIR/fixtures"
STRICT="${VISOR_SETUP_STRICT:-0}"
step() { printf '==> %s\n' "$*"; }
warn() { printf '!! %s\n' "$*" >&2; }
SUDO=""
[[ $(id -u) -ne 0 ]] && SUDO="sudo"

# postgresql-15 + libpq-dev: the PostgreSQL store's tests run a throw-away cluster (scripts/lib/postgres.sh);
# the package's own cluster on 5432 is never used. nginx-light: scripts/test-deploy.sh. qrencode, zint,
# imagemagick, libzbar-dev: the barcode channel's tests. tesseract-ocr: the CLI scripts/eval-ocr.sh compares
# PP-OCRv4 with (the same libtesseract 5 the server links). fonts-freefont-ttf (Devanagari, Thai),
# fonts-nanum (Hangul), fonts-wqy-microhei (Han): signs in scripts the reader does not know, rendered onto
# photos for "I can see writing, but not in a script I can read" (decision 027; DejaVu has the rest).
PACKAGES=(chromium chromium-driver ffmpeg espeak-ng libheif-examples libvips-tools darknet opencv-doc python3-venv python3-opencv
  postgresql-15 libpq-dev nginx-light qrencode zint imagemagick libzbar-dev tesseract-ocr
  fonts-freefont-ttf fonts-nanum fonts-wqy-microhei)
missing=()
for p in "${PACKAGES[@]}"; do dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p"); done
if ((${#missing[@]})); then
  step "Installing Debian packages: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -q
  $SUDO apt-get install -y -q --no-install-recommends "${missing[@]}"
else
  step "Debian test packages present"
fi

if [[ ! -f "$VENV/.done" ]]; then
  step "Creating the browser-test venv in $VENV"
  python3 -m venv "$VENV"
  "$VENV/bin/pip" install -q --upgrade pip
  "$VENV/bin/pip" install -q playwright axe-playwright-python pytest
  touch "$VENV/.done"
else
  step "Browser-test venv ready ($VENV)"
fi
# The official OpenAI SDK drives Visor's /v1 surface (Tests/openai); added to an existing venv too.
if ! "$VENV/bin/python" -c "import openai" >/dev/null 2>&1; then
  step "Installing the openai package into $VENV"
  if ! "$VENV/bin/pip" install -q openai; then
    warn "pip could not install openai; the OpenAI SDK tests cannot run."
    [[ $STRICT == 1 ]] && exit 1
  fi
else
  step "openai package present ($("$VENV/bin/python" -c 'import openai; print(openai.__version__)'))"
fi

# An independent WebSocket peer for the engine's tests (Tests/VisorHTTPTests/WebSocketTests.swift runs
# Tests/websocket/client.py with it); the openai package's realtime client speaks through it too.
if ! "$VENV/bin/python" -c "import websockets" >/dev/null 2>&1; then
  step "Installing the websockets package into $VENV"
  if ! "$VENV/bin/pip" install -q "websockets>=13"; then
    warn "pip could not install websockets; the WebSocket client tests cannot run."
    [[ $STRICT == 1 ]] && exit 1
  fi
else
  step "websockets package present ($("$VENV/bin/python" -c 'import websockets; print(websockets.__version__)'))"
fi

# The API description run (scripts/test-api.sh): schemathesis against /openapi.json, pinned, and the
# OpenAPI validator; added to an existing venv too.
if ! "$VENV/bin/python" -c "import importlib.metadata as m, sys; sys.exit(m.version('schemathesis') != '4.32.5')" \
  >/dev/null 2>&1 || ! "$VENV/bin/python" -c "import openapi_spec_validator" >/dev/null 2>&1; then
  step "Installing schemathesis 4.32.5 and openapi-spec-validator into $VENV"
  if ! "$VENV/bin/pip" install -q "schemathesis==4.32.5" "openapi-spec-validator==0.9.0"; then
    warn "pip could not install schemathesis; the API description tests cannot run."
    [[ $STRICT == 1 ]] && exit 1
  fi
else
  step "schemathesis present (4.32.5)"
fi
# moto's S3 server (with SigV4 checking) for the S3 blob store's tests (scripts/lib/s3-test-server.py).
if ! "$VENV/bin/python" -c "import moto.server, boto3, flask" >/dev/null 2>&1; then
  step "Installing moto[server] into $VENV"
  if ! "$VENV/bin/pip" install -q "moto[server]"; then
    warn "pip could not install moto[server]; the S3 blob store tests cannot run."
    [[ $STRICT == 1 ]] && exit 1
  fi
else
  step "moto present ($("$VENV/bin/python" -c 'import moto; print(moto.__version__)'))"
fi

mkdir -p "$FIX"
# scikit-image's bundled photos (PyPI wheel, data only: BSD-3-Clause package, images CC0/public domain as
# Tests/Fixtures/scene/honesty-sets.tsv lists) for the no-text / no-people sets; no install, just the files.
SKIMAGE="$VISOR_CACHE_DIR/photos/skimage"
if [[ ! -f $SKIMAGE/.done ]]; then
  step "Unpacking scikit-image's sample photos into $SKIMAGE"
  tmp=$(mktemp -d)
  if "$VENV/bin/pip" download -q --no-deps -d "$tmp" scikit-image &&
    python3 - "$tmp" "$SKIMAGE" <<'PY'
import glob, os, sys, zipfile
wheel = glob.glob(os.path.join(sys.argv[1], "scikit_image-*.whl"))[0]
os.makedirs(sys.argv[2], exist_ok=True)
with zipfile.ZipFile(wheel) as z:
    for name in z.namelist():
        if name.startswith("skimage/data/") and name.rsplit(".", 1)[-1] in ("png", "jpg"):
            with open(os.path.join(sys.argv[2], os.path.basename(name)), "wb") as f:
                f.write(z.read(name))
PY
  then
    touch "$SKIMAGE/.done"
  else
    warn "Could not fetch scikit-image's photos; the honesty-set tests will fail."
    [[ $STRICT == 1 ]] && exit 1
  fi
  rm -rf "$tmp"
else
  step "scikit-image photos ready ($SKIMAGE)"
fi
# A real photo for the fake camera: darknet's dog, else an opencv-doc photo.
photo=""
for candidate in /usr/share/darknet/data/dog.jpg /usr/share/doc/opencv-doc/examples/data/baboon.jpg \
  /usr/share/doc/opencv-doc/examples/data/apple.jpg; do
  [[ -f $candidate ]] && { photo=$candidate; break; }
done
if [[ -z $photo ]]; then
  photo=$( (dpkg -L darknet opencv-doc 2>/dev/null || true) | grep -iE '\.jpe?g$' | head -n1)
fi

MARKER="$FIX/.done-v2"
if [[ ! -f $MARKER ]]; then
  if [[ -z $photo ]]; then
    warn "No photo found (install darknet or opencv-doc); fixtures not made."
    [[ $STRICT == 1 ]] && exit 1
    exit 0
  fi
  step "Making fake-media fixtures in $FIX from $photo"
  cp "$photo" "$FIX/photo.jpg"
  # Even dimensions for yuv420p; 640 px wide like a phone's preview stream.
  ffmpeg -loglevel error -y -loop 1 -i "$photo" -vf "scale=640:-2" -t 2 -r 15 -pix_fmt yuv420p "$FIX/camera.y4m"
  espeak-ng -v en-us -s 150 -w "$FIX/question-raw.wav" "What colour is this?"
  # Pad with silence so a press-and-hold of a few seconds hears the whole question, then loop-friendly.
  ffmpeg -loglevel error -y -i "$FIX/question-raw.wav" -af "adelay=300|300,apad=pad_dur=1" -ar 48000 -ac 1 "$FIX/question.wav"
  rm -f "$FIX/question-raw.wav"
  if command -v heif-enc >/dev/null 2>&1; then
    heif-enc -q 60 -o "$FIX/photo.heic" "$FIX/photo.jpg" >/dev/null
  else
    warn "heif-enc missing (libheif-examples); the HEIC upload test will fail."
  fi
  # A car: darknet's dog photo has a white pickup truck parked behind the porch; crop it out.
  if [[ $photo == */darknet/data/dog.jpg ]]; then
    ffmpeg -loglevel error -y -i "$photo" -vf "crop=330:180:430:50,scale=660:-2" -q:v 3 "$FIX/car.jpg"
  else
    cp "$FIX/photo.jpg" "$FIX/car.jpg"
  fi
  touch "$MARKER"
else
  step "Fixtures ready ($FIX)"
fi
# A photo with text for the front-camera test (a mirrored capture reads backwards): opencv-doc's
# imageTextN.png, padded to an even size for yuv420p.
TEXT_PHOTO=/usr/share/doc/opencv-doc/examples/data/imageTextN.png
if [[ ! -f $FIX/camera-text.y4m && -f $TEXT_PHOTO ]]; then
  step "Making the text camera fixture"
  ffmpeg -loglevel error -y -i "$TEXT_PHOTO" -vf "pad=ceil(iw/2)*2:ceil(ih/2)*2" "$FIX/text.png"
  ffmpeg -loglevel error -y -loop 1 -i "$FIX/text.png" -t 2 -r 15 -pix_fmt yuv420p "$FIX/camera-text.y4m"
fi
ls -la "$FIX" | sed 's/^/    /'
