#!/usr/bin/env bash
# Runs the whole test suite: Swift tests (unit, store contracts, HTTP over loopback, CLI binary, real
# local models), the HTTP gate fuzzer, the openai-SDK tests and the browser tests. Assumes scripts/setup.sh --test has run.
set -euo pipefail
cd "$(dirname "$0")/.."
export VISOR_CACHE_DIR="${VISOR_CACHE_DIR:-$HOME/.cache/visor}"
export VISOR_REQUIRE_MODELS="${VISOR_REQUIRE_MODELS:-1}"
mkdir -p artifacts

echo "==> Building (debug) and running the Swift test suite"
if ! swift build --build-tests >artifacts/build.log 2>&1; then
  grep -E "error|warning:" artifacts/build.log | head -n 60 || tail -n 60 artifacts/build.log
  echo "The build failed (full log: artifacts/build.log)."
  exit 1
fi
tail -n 1 artifacts/build.log
set +e
# Serial: tests block threads while they wait on sockets and processes, and a 2-core machine has a
# 2-thread cooperative pool; in parallel they would starve the servers they are waiting for.
swift test --skip-build --no-parallel 2>&1 | tee artifacts/swift-test.log
status=${PIPESTATUS[0]}
set -e
if [[ $status -ne 0 ]]; then echo "Swift tests failed (exit $status)"; exit "$status"; fi

failed=0
echo "==> HTTP gate fuzzing (mutated requests, AddressSanitizer + UBSan)"
bash scripts/test-gate-fuzz.sh || failed=1
if [[ -x scripts/test-openai.sh ]]; then
  echo "==> OpenAI-compatible surface driven by the official openai Python package"
  bash scripts/test-openai.sh || failed=1
fi
if [[ -x scripts/test-web.sh ]]; then
  echo "==> Browser tests (headless Chromium)"
  bash scripts/test-web.sh || failed=1
fi
exit $failed
