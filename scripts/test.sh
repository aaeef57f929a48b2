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
# Two phases (docs/decisions/006-serial-test-run.md). In parallel (Swift Testing's default): the suites
# that only compute or go through the app in-process. Serially: whatever waits on sockets and child
# processes — the HTTP layer over loopback, provider and worker suites, the CLI binary, and the server
# tests marked @Test(.live) / @Suite(.live), found here by that word.
parallel_modules=(VisorCoreTests VisorStoreTests VisorMediaTests VisorServerTests VisorFeaturesTests)
serial_modules=(VisorHTTPTests VisorProvidersTests VisorLocalTests VisorCLITests VisorKitTests)
live=$(perl -0777 -ne '
  s{^\s*//.*$}{}mg;  # not in comments
  while (/\@(Test|Suite)(\((?:[^()]++|(?2))*\))\s*(?:(?:final\s+)?class|struct|enum|func)\s+(\w+)/g) {
    my ($kind, $traits, $name) = ($1, $2, $3);
    next unless $traits =~ /(?<![\w.])\.live\b/;
    print $kind eq "Suite" ? "VisorServerTests\\.$name(/|\$)\n" : "VisorServerTests\\.\\w+/$name\\(\n";
  }' Tests/VisorServerTests/*.swift | paste -sd'|' -)
if [[ -z "$live" ]]; then echo "No @Test(.live) server tests found; the end-to-end smoke set is gone."; exit 1; fi
# Every test module belongs to one phase.
for module in $(swift test list --skip-build 2>/dev/null | sed -E 's/\..*//' | sort -u); do
  if [[ " ${parallel_modules[*]} ${serial_modules[*]} " != *" $module "* ]]; then
    echo "Test module $module is in neither phase of scripts/test.sh; add it to one."
    exit 1
  fi
done
regex() { local IFS='|'; echo "^($*)\."; }

# --- PostgreSQL and S3 (issue 12) ------------------------------------------------------------------
# One throw-away PostgreSQL cluster and one moto S3 server for the whole run (both Swift phases); the
# store tests refuse VISOR_TEST_POSTGRES=skip under this script, and start their own when these are unset.
source scripts/lib/postgres.sh
PG_DIR=$(mktemp -d /tmp/visor-test-pg.XXXXXX)
export VISOR_TEST_POSTGRES_URL
VISOR_TEST_POSTGRES_URL=$(pg_start "$PG_DIR" $$ | tail -n 1)
trap 'pg_remove "$PG_DIR"' EXIT
echo "==> PostgreSQL for the store tests: $VISOR_TEST_POSTGRES_URL"
# --- end PostgreSQL and S3 -------------------------------------------------------------------------

# Each phase is bounded (a hang must fail the run with its name, not eat CI's 90 minutes: timeout
# signals the whole process group, the test binary included), and its lines are written as they come
# (stdbuf: the test binary's output is otherwise block-buffered into a pipe, so the test that hung
# would not be in the log).
phase() {
  local minutes=$1
  shift
  timeout --kill-after=30 "${minutes}m" stdbuf -oL -eL "$@"
  local code=$?
  if [[ $code -eq 124 || $code -eq 137 ]]; then
    echo "The phase did not end within $minutes minutes. Tests started and not finished:"
    perl -ne 'if (/^\S+ Test (\w+\(.*?\)) started/) { $open{$1} = 1 }
      elsif (/^\S+ Test (\w+\(.*?\)) (?:passed|failed|skipped)/) { delete $open{$1} }
      END { print "  $_\n" for sort keys %open }' artifacts/swift-test.log
  fi
  return "$code"
}
set +e
started=$SECONDS
echo "==> In parallel: $(regex "${parallel_modules[@]}") except the live tests"
VISOR_TEST_PHASE=parallel phase 15 swift test --skip-build --filter "$(regex "${parallel_modules[@]}")" \
  --skip "$live" 2>&1 | tee artifacts/swift-test.log
status=${PIPESTATUS[0]}
echo "==> Serially: $(regex "${serial_modules[@]}") and the live tests"
VISOR_TEST_PHASE=serial phase 30 swift test --skip-build --no-parallel --filter "$(regex "${serial_modules[@]}")" \
  --filter "$live" 2>&1 | tee -a artifacts/swift-test.log
serial_status=${PIPESTATUS[0]}
set -e
echo "Swift suite: $((SECONDS - started)) s"
if [[ $status -eq 0 ]]; then status=$serial_status; fi
if [[ $status -ne 0 ]]; then
  # CI shows only the end of the run: repeat what failed, from either phase, where it will be read.
  echo "==> What failed (full log: artifacts/swift-test.log)"
  grep -E "✘|error: |Fatal error|unexpected signal|Test Case .* failed" artifacts/swift-test.log | head -n 40 || true
  echo "Swift tests failed (exit $status)"
  exit "$status"
fi

failed=0
# The Swift SDK: pure Swift, builds alone (scripts/check-sdk.sh; README "Swift SDK").
echo "==> Swift SDK: VisorKit's closure is pure Swift and builds alone"
bash scripts/check-sdk.sh || failed=1
echo "==> HTTP gate fuzzing (mutated requests, AddressSanitizer + UBSan)"
bash scripts/test-gate-fuzz.sh || failed=1
if [[ -x scripts/test-openai.sh ]]; then
  echo "==> OpenAI-compatible surface driven by the official openai Python package"
  bash scripts/test-openai.sh || failed=1
fi
echo "==> The API description (/openapi.json) checked by openapi-spec-validator and schemathesis"
bash scripts/test-api.sh || failed=1
echo "==> The deployment: deploy/nginx/visor.conf in a real nginx in front of two instances"
bash scripts/test-deploy.sh || failed=1
echo "==> The same deployment on PostgreSQL 15 + S3 (moto)"
DEPLOY_BACKEND=postgres-s3 bash scripts/test-deploy.sh || failed=1
echo "==> PostgreSQL + S3 under kill -9 (5 × under 50 writers) and 50 clients × 60 s through nginx over two instances"
SCALE_CHECK=1 bash scripts/bench-scale.sh || failed=1
if [[ -x scripts/test-web.sh ]]; then
  echo "==> Browser tests (headless Chromium)"
  bash scripts/test-web.sh || failed=1
fi
exit $failed
