#!/usr/bin/env bash
# Find My Things (issue 26, decision 059): found-rate on a taught thing in its other photos and false
# "found" on look-alikes of another colour, without the colour check (before) and with it (after),
# through the real face worker (EfficientNet-Lite0 crops). `ThingLookAlikeTests` with
# VISOR_BENCH_THINGS=1. Builds the debug tests first (incremental); BENCH_THINGS_NO_BUILD=1 skips that.
set -euo pipefail
cd "$(dirname "$0")/.."
export VISOR_CACHE_DIR="${VISOR_CACHE_DIR:-$HOME/.cache/visor}"
export VISOR_BENCH_THINGS=1
if [[ ${BENCH_THINGS_NO_BUILD:-0} != 1 ]]; then
  swift build --build-tests >/dev/null 2>&1 || { echo "things: the test build failed (swift build --build-tests)"; exit 1; }
fi
log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
swift test --skip-build \
  --filter 'VisorFeaturesTests.ThingLookAlikeTests/foundRateAndLookAlikesBeforeAndAfterTheColourCheck' \
  >"$log" 2>&1 || status=$?
if ! grep -qF '[things-bench] ' "$log"; then
  tail -n 20 "$log"
  echo "things: no result (is scripts/setup.sh --test done?)"
  exit 1
fi
grep -E '\[things-bench\] ' "$log" | sed -E 's/^.*\[things-bench\] /things: /'
if [[ $status != 0 ]]; then
  grep -E 'Expectation failed' -A 2 "$log" | head -n 20
  exit "$status"
fi
