#!/usr/bin/env bash
# The question bank (issue 23, Tests/Fixtures/questions/): every question through the real offline
# engine, graded on what each answer claims. Prints the share answered correctly, the confident wrong
# answers (must be 0) and the share by kind of question. Builds the debug tests first (incremental);
# BENCH_QUESTIONS_NO_BUILD=1 skips that. VISOR_BANK_VERBOSE=1 prints every question and answer.
set -euo pipefail
cd "$(dirname "$0")/.."
export VISOR_CACHE_DIR="${VISOR_CACHE_DIR:-$HOME/.cache/visor}"
export VISOR_REQUIRE_MODELS=1
if [[ ${BENCH_QUESTIONS_NO_BUILD:-0} != 1 ]]; then
  swift build --build-tests >/dev/null 2>&1 || { echo "question bank: the test build failed (swift build --build-tests)"; exit 1; }
fi
log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
swift test --skip-build --filter 'VisorLocalTests.QuestionBankTests/noConfidentWrongAnswerOnTheBank' >"$log" 2>&1 || status=$?
if [[ ${VISOR_BANK_VERBOSE:-0} == 1 ]]; then grep -F '[question-bank] ' "$log" | grep -vF 'answered correctly' || true; fi
line=$(grep -F '[question-bank] answered correctly' "$log" | tail -n 1 | sed 's/^.*\[question-bank\] //')
if [[ -z $line ]]; then
  tail -n 20 "$log"
  echo "question bank: no result (is scripts/setup.sh --test done?)"
  exit 1
fi
printf '%-28s %s\n' "question bank (offline)" "$line"
if [[ $status != 0 ]]; then
  grep -E 'confident wrong answers' -A 20 "$log" | head -n 20
  exit "$status"
fi
