#!/usr/bin/env bash
# Browser tests of the web app: builds visor, starts a real `visor serve` on a free loopback port with a
# throw-away data dir and a test user, runs the pytest suite in Tests/web/ in headless Chromium (fake
# camera + microphone), saves screenshots to artifacts/screenshots/, stops the server and exits with
# pytest's status. Extra arguments go to pytest (e.g. -k accent).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
export VISOR_CACHE_DIR="${VISOR_CACHE_DIR:-$HOME/.cache/visor}"
VENV="$VISOR_CACHE_DIR/test-venv"
# shellcheck source=scripts/lib/test-server.sh
source scripts/lib/test-server.sh

bash scripts/setup-test.sh
if [[ ! -x "$VENV/bin/pytest" ]]; then
  echo "The browser-test venv is missing pytest; run scripts/setup-test.sh." >&2
  exit 1
fi

ARTIFACTS="$ROOT/artifacts"
mkdir -p "$ARTIFACTS/screenshots"
USERNAME=alice
PASSWORD="correct-horse-battery"
start_test_server web "$ARTIFACTS/web-server.log" "$USERNAME" "$PASSWORD"

step "Running the browser tests (headless Chromium)"
set +e
VISOR_WEB_URL="http://127.0.0.1:$PORT/" VISOR_WEB_USERNAME="$USERNAME" VISOR_WEB_PASSWORD="$PASSWORD" \
VISOR_WEB_TOKEN="$TOKEN" VISOR_BIN="$VISOR" VISOR_DATA_DIR="$DATA_DIR" \
VISOR_FIXTURES="$VISOR_CACHE_DIR/fixtures" VISOR_SCREENSHOT_DIR="$ARTIFACTS/screenshots" \
  "$VENV/bin/pytest" Tests/web -p no:cacheprovider -rxXs --junitxml="$ARTIFACTS/web-tests.xml" "$@"
status=$?
set -e
step "Screenshots: $ARTIFACTS/screenshots (server log: $ARTIFACTS/web-server.log)"
exit $status
