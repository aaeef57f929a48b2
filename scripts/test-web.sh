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
step() { printf '==> %s\n' "$*"; }

bash scripts/setup-test.sh
if [[ ! -x "$VENV/bin/pytest" ]]; then
  echo "The browser-test venv is missing pytest; run scripts/setup-test.sh." >&2
  exit 1
fi

step "Building visor (debug)"
BUILD_ARGS=()
[[ -n "${VISOR_SCRATCH_PATH:-}" ]] && BUILD_ARGS+=(--scratch-path "$VISOR_SCRATCH_PATH")
# Every product: the lazily loaded plugins (libVisorVision.so …) are built beside the executable.
swift build "${BUILD_ARGS[@]}" 2>&1 | tail -n 3
BIN_DIR=$(swift build "${BUILD_ARGS[@]}" --show-bin-path)
VISOR="$BIN_DIR/visor"
[[ -x $VISOR ]] || { echo "visor was not built at $VISOR" >&2; exit 1; }

DATA_DIR=$(mktemp -d /tmp/visor-web-test.XXXXXX)
ARTIFACTS="$ROOT/artifacts"
mkdir -p "$ARTIFACTS/screenshots"
SERVER_PID=""
cleanup() {
  if [[ -n $SERVER_PID ]] && kill -0 "$SERVER_PID" 2>/dev/null; then
    kill -TERM "$SERVER_PID" 2>/dev/null || true
    for _ in $(seq 1 50); do kill -0 "$SERVER_PID" 2>/dev/null || break; sleep 0.2; done
    kill -KILL "$SERVER_PID" 2>/dev/null || true
  fi
  rm -rf "$DATA_DIR"
}
trap cleanup EXIT

USERNAME=alice
PASSWORD="correct-horse-battery"
step "Creating the test user $USERNAME in $DATA_DIR"
USER_JSON=$(printf '%s\n' "$PASSWORD" | "$VISOR" users add "$USERNAME" --password-stdin --json --data-dir "$DATA_DIR" --password-strength minimal)
TOKEN=$(printf '%s' "$USER_JSON" | python3 -c 'import json,sys; print(json.load(sys.stdin)["token"])')

PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')
step "Starting visor serve on 127.0.0.1:$PORT"
"$VISOR" serve --port "$PORT" --data-dir "$DATA_DIR" --password-strength minimal >"$ARTIFACTS/web-server.log" 2>&1 &
SERVER_PID=$!
for _ in $(seq 1 150); do
  if curl -fsS "http://127.0.0.1:$PORT/healthz" >/dev/null 2>&1; then break; fi
  if ! kill -0 "$SERVER_PID" 2>/dev/null; then
    echo "visor serve exited early; its log:" >&2; cat "$ARTIFACTS/web-server.log" >&2; exit 1
  fi
  sleep 0.2
done
curl -fsS "http://127.0.0.1:$PORT/healthz" >/dev/null || { echo "visor serve did not become healthy" >&2; cat "$ARTIFACTS/web-server.log" >&2; exit 1; }

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
