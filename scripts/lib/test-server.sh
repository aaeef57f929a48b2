# Shared by scripts/test-openai.sh and scripts/test-web.sh (source it after `cd` to the repository):
# builds Visor (debug, every product — the native plugins too), creates a throw-away data dir with one
# user, and starts a real `visor serve` on a free loopback port, stopping it (and removing the data
# dir) when the calling script exits.
#
#   start_test_server NAME LOG_FILE USERNAME PASSWORD [extra `visor serve` flags...]
#
# sets VISOR (the binary), DATA_DIR, TOKEN (the user's API token), PORT and SERVER_PID.

step() { printf '==> %s\n' "$*"; }

start_test_server() {
  local name=$1 log=$2 username=$3 password=$4
  shift 4
  step "Building visor (debug)"
  local build_args=()
  [[ -n "${VISOR_SCRATCH_PATH:-}" ]] && build_args+=(--scratch-path "$VISOR_SCRATCH_PATH")
  swift build "${build_args[@]}" 2>&1 | tail -n 3
  VISOR="$(swift build "${build_args[@]}" --show-bin-path)/visor"
  [[ -x $VISOR ]] || { echo "visor was not built at $VISOR" >&2; exit 1; }

  DATA_DIR=$(mktemp -d "/tmp/visor-$name-test.XXXXXX")
  SERVER_PID=""
  trap stop_test_server EXIT

  step "Creating the test user $username in $DATA_DIR"
  local user_json
  user_json=$(printf '%s\n' "$password" | "$VISOR" users add "$username" --password-stdin --json \
    --data-dir "$DATA_DIR" --password-strength minimal)
  TOKEN=$(printf '%s' "$user_json" | python3 -c 'import json,sys; print(json.load(sys.stdin)["token"])')

  PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')
  step "Starting visor serve on 127.0.0.1:$PORT $*"
  "$VISOR" serve --port "$PORT" --data-dir "$DATA_DIR" --password-strength minimal "$@" >"$log" 2>&1 &
  SERVER_PID=$!
  for _ in $(seq 1 150); do
    if curl -fsS "http://127.0.0.1:$PORT/healthz" >/dev/null 2>&1; then return 0; fi
    if ! kill -0 "$SERVER_PID" 2>/dev/null; then
      echo "visor serve exited early; its log:" >&2
      cat "$log" >&2
      exit 1
    fi
    sleep 0.2
  done
  echo "visor serve did not become healthy in 30 s; its log:" >&2
  cat "$log" >&2
  exit 1
}

stop_test_server() {
  if [[ -n ${SERVER_PID:-} ]] && kill -0 "$SERVER_PID" 2>/dev/null; then
    kill -TERM "$SERVER_PID" 2>/dev/null || true
    for _ in $(seq 1 50); do kill -0 "$SERVER_PID" 2>/dev/null || break; sleep 0.2; done
    kill -KILL "$SERVER_PID" 2>/dev/null || true
  fi
  [[ -n ${DATA_DIR:-} ]] && rm -rf "$DATA_DIR"
  return 0
}
