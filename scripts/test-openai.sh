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
step() { printf '==> %s\n' "$*"; }

bash scripts/setup-test.sh >/dev/null
if ! "$VENV/bin/python" -c "import openai, pytest" >/dev/null 2>&1; then
  echo "The test venv lacks openai or pytest; run scripts/setup-test.sh." >&2
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

DATA_DIR=$(mktemp -d /tmp/visor-openai-test.XXXXXX)
ARTIFACTS="$ROOT/artifacts"
mkdir -p "$ARTIFACTS"
LOG="$ARTIFACTS/openai-server.log"
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

step "Creating the test user in $DATA_DIR"
USER_JSON=$(printf '%s\n' "correct-horse-battery" | "$VISOR" users add sdk --password-stdin --json --data-dir "$DATA_DIR" --password-strength minimal)
TOKEN=$(printf '%s' "$USER_JSON" | python3 -c 'import json,sys; print(json.load(sys.stdin)["token"])')

PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')
step "Starting visor serve on 127.0.0.1:$PORT (warming the local models)"
"$VISOR" serve --port "$PORT" --data-dir "$DATA_DIR" --password-strength minimal --warm all >"$LOG" 2>&1 &
SERVER_PID=$!
for _ in $(seq 1 150); do
  if curl -fsS "http://127.0.0.1:$PORT/healthz" >/dev/null 2>&1; then break; fi
  if ! kill -0 "$SERVER_PID" 2>/dev/null; then
    echo "visor serve exited early; its log:" >&2; cat "$LOG" >&2; exit 1
  fi
  sleep 0.2
done
curl -fsS "http://127.0.0.1:$PORT/healthz" >/dev/null || { echo "visor serve did not become healthy" >&2; cat "$LOG" >&2; exit 1; }

step "Running the OpenAI SDK tests ($("$VENV/bin/python" -c 'import openai; print("openai", openai.__version__)'))"
set +e
VISOR_OPENAI_BASE_URL="http://127.0.0.1:$PORT/v1" VISOR_OPENAI_TOKEN="$TOKEN" \
VISOR_FIXTURES="$VISOR_CACHE_DIR/fixtures" \
  "$VENV/bin/pytest" Tests/openai -p no:cacheprovider -rxXs --junitxml="$ARTIFACTS/openai-tests.xml" "$@"
status=$?
set -e
step "Server log: $LOG"
exit $status
