#!/usr/bin/env bash
# The HTTP engine's load-shaped figures at full size (issue 22; scaled versions run in `make test`:
# ShortConnectionLoadTests, BodyAdmissionTests): 50 clients × 60 short requests from one address, and
# 100 unauthenticated 20 MB uploads held 1 KB short (bench/engine_bench.py). BENCH_VISOR_BIN measures
# another build.
set -euo pipefail
cd "$(dirname "$0")/.."
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
# shellcheck source=scripts/lib/release-visor.sh
source scripts/lib/release-visor.sh
release_visor --product visor
echo "==> Engine: short requests from one address, unauthenticated uploads (bench/engine_bench.py)"
python3 bench/engine_bench.py "$BIN" "$WORK"
