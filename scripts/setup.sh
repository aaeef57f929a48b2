#!/usr/bin/env bash
# Installs everything Visor needs on a fresh Debian 12 machine, idempotently, with visible progress:
# apt packages, the Python workers' venv and local models (cached under $VISOR_CACHE_DIR).
# Usage: scripts/setup.sh [--test] [--languages "pol ces jpn"] [--no-extra-voices]
#   --test       also installs what the test suite needs
#   --languages  tesseract reading packs beyond the default set (ISO 639-2 codes as Debian names them,
#                tesseract-ocr-<code>; spaces or commas; decision 047). Installed packs stay installed.
#   --no-extra-voices (or VISOR_EXTRA_VOICES=0): skip the clearer voices from Debian's contrib and
#                non-free components (SVOX Pico, MBROLA; decision 067); espeak-ng and Festival speak.
set -euo pipefail
cd "$(dirname "$0")/.."
export VISOR_CACHE_DIR="${VISOR_CACHE_DIR:-$HOME/.cache/visor}"
mkdir -p "$VISOR_CACHE_DIR"
WANT_TEST=0
# Tesseract reads the scripts PP-OCRv6 cannot (Cyrillic, Greek, Arabic, Devanagari) and is the fallback
# for the Latin ones: one pack per language (1-4 MB each). The single list of what setup installs.
READING_LANGUAGES=(eng fra deu spa ita por nld pol tur rus ukr ell ara hin)
while (($#)); do
  case "$1" in
    --test) WANT_TEST=1 ;;
    --no-extra-voices) VISOR_EXTRA_VOICES=0 ;;
    --languages)
      [[ $# -ge 2 ]] || { echo "--languages needs a list, e.g. --languages \"ces jpn\"" >&2; exit 2; }
      for code in ${2//,/ }; do
        [[ $code =~ ^[a-z]{3}(_[a-z]+)?$ ]] || { echo "--languages: '$code' is not a tesseract language code (three letters, e.g. ces, jpn, chi_sim)" >&2; exit 2; }
        READING_LANGUAGES+=("$code")
      done
      shift ;;
    *) echo "Unknown option $1 (use --test, --languages \"ces jpn\", --no-extra-voices)" >&2; exit 2 ;;
  esac
  shift
done

step() { printf '\n==> %s\n' "$*"; }
SUDO=""
[[ $(id -u) -ne 0 ]] && SUDO="sudo"

# Build and runtime libraries (C APIs linked into visor or its plugins; libjpeg-dev: the JPEG fast path) and tools.
# libmicrohttpd-dev only builds `make bench`'s limit row (bench/raw_mhd.c); Visor does not link it.
APT_PACKAGES=(
  build-essential pkg-config curl openssl ca-certificates
  libmicrohttpd-dev libgnutls28-dev libsqlite3-dev libpq-dev libsodium-dev libvips-dev libjpeg-dev libheif-examples libcurl4-openssl-dev
  libavformat-dev libavcodec-dev libswresample-dev libmp3lame-dev libopus-dev libopusenc-dev
  flite1-dev espeak-ng festival festvox-italp16k festvox-ru libtesseract-dev libopencv-dev opencv-data darknet libzbar-dev
  wamerican aspell aspell-ru aspell-el
  python3 python3-venv python3-dev
)
TEST_PACKAGES=(time fonts-dejavu-core wrk ffmpeg pocketsphinx-testdata opencv-doc chromium chromium-driver qrencode zint imagemagick coturn)

# A fresh machine may have empty package lists: refresh them once before calling a pack unknown.
APT_LISTS_FRESH=0
known_pack() {
  dpkg -s "$1" >/dev/null 2>&1 && return 0
  [[ -n $(apt-cache madison "$1" 2>/dev/null) ]] && return 0
  if [[ $APT_LISTS_FRESH == 0 ]]; then
    APT_LISTS_FRESH=1
    step "Refreshing the package lists (apt-get update)"
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get update -q >/dev/null
    [[ -n $(apt-cache madison "$1" 2>/dev/null) ]] && return 0
  fi
  return 1
}
for code in "${READING_LANGUAGES[@]}"; do
  pack="tesseract-ocr-${code//_/-}"
  if ! known_pack "$pack"; then
    echo "No Debian package $pack: '$code' is not a language tesseract has a pack for here." >&2
    exit 2
  fi
  [[ " ${APT_PACKAGES[*]} " == *" $pack "* ]] || APT_PACKAGES+=("$pack")
done

missing=()
want=("${APT_PACKAGES[@]}")
[[ $WANT_TEST == 1 ]] && want+=("${TEST_PACKAGES[@]}")
for p in "${want[@]}"; do dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p"); done
if ((${#missing[@]})); then
  step "Installing ${#missing[@]} Debian packages: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  [[ $APT_LISTS_FRESH == 1 ]] || $SUDO apt-get update -q
  $SUDO apt-get install -y -q --no-install-recommends "${missing[@]}"
else
  step "Debian packages: all ${#want[@]} present"
fi

# Clearer voices (decision 067): SVOX Pico speaks French, Spanish, German and Italian; MBROLA's diphone
# voices, through espeak-ng, Polish, Turkish, Brazilian Portuguese and Arabic. Both are in Debian's
# contrib and non-free components, on the same mirror as main: a second apt source names them when the
# system has none. MBROLA's voices may not be sold, or built into a product that is sold, without their
# owners' permission: VISOR_EXTRA_VOICES=0 (or --no-extra-voices) skips them all, and espeak-ng and
# Festival speak these languages, less clearly. A failure here is a warning, never the end of setup.
EXTRA_VOICE_PACKAGES=(libttspico-utils mbrola mbrola-pl1 mbrola-tr1 mbrola-br1 mbrola-ar2)
if [[ ${VISOR_EXTRA_VOICES:-1} == 0 ]]; then
  step "Extra voices (Pico, MBROLA): skipped (VISOR_EXTRA_VOICES=0)"
else
  missing_voices=()
  for p in "${EXTRA_VOICE_PACKAGES[@]}"; do dpkg -s "$p" >/dev/null 2>&1 || missing_voices+=("$p"); done
  if ((${#missing_voices[@]})); then
    step "Installing the extra voices: ${missing_voices[*]} (Debian contrib/non-free)"
    export DEBIAN_FRONTEND=noninteractive
    EXTRA_SOURCES=/etc/apt/sources.list.d/visor-debian-extra.sources
    # `madison` lists what the apt sources offer (not what dpkg remembers of removed packages).
    offered=$(apt-cache madison libttspico-utils mbrola-pl1 2>/dev/null | awk '{print $1}' | sort -u | wc -l)
    if ((offered < 2)) && [[ -r /etc/os-release ]] && grep -qx 'ID=debian' /etc/os-release; then
      codename=$(. /etc/os-release && echo "${VERSION_CODENAME:-bookworm}")
      mirror=$(awk '/^URIs:/ {print $2; exit}' /etc/apt/sources.list.d/debian.sources 2>/dev/null || true)
      printf 'Types: deb\nURIs: %s\nSuites: %s %s-updates\nComponents: contrib non-free\nSigned-By: %s\n' \
        "${mirror:-http://deb.debian.org/debian}" "$codename" "$codename" \
        /usr/share/keyrings/debian-archive-keyring.gpg | $SUDO tee "$EXTRA_SOURCES" >/dev/null
      echo "   wrote $EXTRA_SOURCES"
      $SUDO apt-get update -q || echo "   warning: apt-get update failed; the extra voices may not install" >&2
    fi
    $SUDO apt-get install -y -q --no-install-recommends "${missing_voices[@]}" \
      || echo "   warning: the extra voices did not install; espeak-ng and Festival speak instead" >&2
  else
    step "Extra voices (Pico, MBROLA): all ${#EXTRA_VOICE_PACKAGES[@]} present"
  fi
fi

# Look-alike scripts (decision 032): Russian and Greek words spelled only with letters that look Latin,
# from aspell's dictionaries (a few seconds; redone when the list is missing or empty).
LOOKALIKE_WORDS="$VISOR_CACHE_DIR/models/lookalike-words.txt"
if [[ ! -s $LOOKALIKE_WORDS ]] && command -v aspell >/dev/null 2>&1; then
  step "Look-alike word list (aspell-ru, aspell-el) -> $LOOKALIKE_WORDS"
  mkdir -p "$(dirname "$LOOKALIKE_WORDS")"
  { aspell -d ru dump master | aspell -l ru expand; aspell -d el dump master | aspell -l el expand; } \
    | python3 scripts/models/lookalike_words.py >"$LOOKALIKE_WORDS.tmp" && mv "$LOOKALIKE_WORDS.tmp" "$LOOKALIKE_WORDS"
  echo "   $(wc -l <"$LOOKALIKE_WORDS") words"
else
  step "Look-alike word list: $( [[ -s $LOOKALIKE_WORDS ]] && echo present || echo 'skipped (no aspell)')"
fi

if ! command -v swift >/dev/null 2>&1; then
  echo "Swift 6 is not on PATH; install the Swift toolchain (https://www.swift.org/install/linux/) and run again." >&2
  exit 1
fi

# Local models (optional pieces: Visor starts without them and says what is missing).
for script in scripts/setup-classifier.sh scripts/setup-models.sh scripts/setup-faces.sh scripts/setup-search.sh; do
  if [[ -x $script ]]; then
    step "Running $script"
    bash "$script" || echo "!! $script failed; Visor will start without those local models (see above)."
  fi
done

if [[ $WANT_TEST == 1 && -x scripts/setup-test.sh ]]; then
  step "Test tools"
  bash scripts/setup-test.sh
fi
step "Setup finished (cache: $VISOR_CACHE_DIR)"
