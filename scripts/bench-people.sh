#!/usr/bin/env bash
# People detection (issue 26, decision 037): the calibration set of Tests/Fixtures/people/ through the
# real detectors (SSDLite, mediapipe pose and face in the perception worker; HOG + Haar, the engine
# before, for comparison). Prints ms/photo and recall/precision per detector; fails if recall on
# visible people taller than a fifth of the frame drops below 0.9 or a person is invented. Also the
# held-out set (Tests/Fixtures/people-heldout) and faces for recognition (decision 056). Builds the
# debug tests first (incremental); BENCH_PEOPLE_NO_BUILD=1 skips that.
set -euo pipefail
cd "$(dirname "$0")/.."
export VISOR_CACHE_DIR="${VISOR_CACHE_DIR:-$HOME/.cache/visor}"
export VISOR_REQUIRE_MODELS=1
if [[ ${BENCH_PEOPLE_NO_BUILD:-0} != 1 ]]; then
  swift build --build-tests >/dev/null 2>&1 || { echo "people: the test build failed (swift build --build-tests)"; exit 1; }
fi
log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
swift test --skip-build \
  --filter 'VisorLocalTests.PeopleDetectionTests/(calibrationSetRecallAndNoInventedPeople|heldOutPhotosAreCountedWithoutInventingAnyone)' \
  --filter 'VisorLocalTests.FaceDetectionTests/frontalFacesAreFoundAndNoneInvented' >"$log" 2>&1 || status=$?
if ! grep -qF '[people-bench] ' "$log"; then
  tail -n 20 "$log"
  echo "people: no result (is scripts/setup.sh --test done?)"
  exit 1
fi
grep -E '\[(people|faces)-bench\] ' "$log" | sed -E 's/^.*\[(people|faces)-bench\] /\1: /'
if [[ $status != 0 ]]; then
  grep -E 'Expectation failed' -A 2 "$log" | head -n 20
  exit "$status"
fi
