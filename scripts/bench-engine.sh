#!/usr/bin/env bash
# The HTTP engine's load-shaped figures at full size (issue 22; scaled versions run in `make test`:
# ShortConnectionLoadTests, BodyAdmissionTests): 50 clients × 60 short requests from one address, and
# 100 unauthenticated 20 MB uploads held 1 KB short (bench/engine_bench.py). BENCH_VISOR_BIN measures
# another build.
set -euo pipefail
cd "$(dirname "$0")/.."
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
BIN=${BENCH_VISOR_BIN:-}
if [[ -z $BIN ]]; then
  swift build -c release --product visor 2>&1 | tail -n 1
  BIN=.build/release/visor
fi
echo "==> Engine: short requests from one address, unauthenticated uploads (bench/engine_bench.py)"
python3 bench/engine_bench.py "$BIN" "$WORK"
