#!/usr/bin/env bash
# The official OpenAI Python SDK against Visor's /v1 surface: builds visor, starts a real `visor serve`
# on a free loopback port with a throw-away data dir, the local models from $VISOR_CACHE_DIR and a test
# user, runs the pytest suite in Tests/openai/ with that user's API token as the OpenAI key, stops the
# server and exits with pytest's status. Extra arguments go to pytest (e.g. -k speech).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
export VISOR_CACHE_DIR="${VISOR_CACHE_DIR:-$HOME/.cache/visor}"
VENV="$VISOR_CACHE_DIR/test-venv"
# shellcheck source=scripts/lib/test-server.sh
source scripts/lib/test-server.sh

bash scripts/setup-test.sh >/dev/null
if ! "$VENV/bin/python" -c "import openai, pytest" >/dev/null 2>&1; then
  echo "The test venv lacks openai or pytest; run scripts/setup-test.sh." >&2
  exit 1
fi

ARTIFACTS="$ROOT/artifacts"
mkdir -p "$ARTIFACTS"
LOG="$ARTIFACTS/openai-server.log"
start_test_server openai "$LOG" sdk "correct-horse-battery" --warm all

step "Running the OpenAI SDK tests ($("$VENV/bin/python" -c 'import openai; print("openai", openai.__version__)'))"
set +e
VISOR_OPENAI_BASE_URL="http://127.0.0.1:$PORT/v1" VISOR_OPENAI_TOKEN="$TOKEN" \
VISOR_FIXTURES="$VISOR_CACHE_DIR/fixtures" \
  "$VENV/bin/pytest" Tests/openai -p no:cacheprovider -rxXs --junitxml="$ARTIFACTS/openai-tests.xml" "$@"
status=$?
set -e
step "Server log: $LOG"
exit $status
