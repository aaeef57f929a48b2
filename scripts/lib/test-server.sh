# Shared by scripts/test-openai.sh, test-web.sh, test-api.sh and test-deploy.sh (source it after `cd`
# to the repository): builds Visor (debug, every product — the native plugins too), creates a
# throw-away data dir with one user, and starts a real `visor serve` on a loopback port it picks
# itself (--port 0), stopping it (and removing the data dir) when the calling script exits.
#
#   start_test_server NAME LOG_FILE USERNAME PASSWORD [extra `visor serve` flags...]
#     sets VISOR (the binary), DATA_DIR, TOKEN (the user's API token), PORT and SERVER_PID.
#   wait_for_visor PID LOG_FILE
#     waits for a `visor serve --port 0` started with its output in LOG_FILE to answer /healthz and
#     prints its port; fails at once, with the log, if it exits.
#   start_loopback_provider LOG_FILE [DRIP_SECONDS]
#     starts Tests/api/loopback_provider.py on a port it picks itself; sets PROVIDER_PORT, PROVIDER_PID.
#
# Ports are the kernel's choice, read back from the process that holds them: a port probed free and
# handed to a child can be taken before the child binds it.

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

  step "Starting visor serve on a free loopback port $*"
  "$VISOR" serve --port 0 --data-dir "$DATA_DIR" --password-strength minimal "$@" >"$log" 2>&1 &
  SERVER_PID=$!
  PORT=$(wait_for_visor "$SERVER_PID" "$log") || exit 1
  step "visor serve is on 127.0.0.1:$PORT"
}

wait_for_visor() {
  local pid=$1 log=$2 port=""
  for _ in $(seq 1 300); do
    if [[ -z $port ]]; then
      # "Visor is running at http://127.0.0.1:PORT/" (or another host with --host/--lan).
      port=$(sed -nE 's#.*Visor is running at http://[^ ]*:([0-9]+)/.*#\1#p' "$log" 2>/dev/null | head -n 1)
    fi
    if [[ -n $port ]] && curl -fsS "http://127.0.0.1:$port/healthz" -o /dev/null 2>/dev/null; then
      echo "$port"
      return 0
    fi
    if ! kill -0 "$pid" 2>/dev/null; then
      echo "visor serve exited early; its log:" >&2
      cat "$log" >&2
      return 1
    fi
    sleep 0.2
  done
  echo "visor serve did not become healthy in 60 s; its log:" >&2
  cat "$log" >&2
  return 1
}

start_loopback_provider() {
  local log=$1 drip=${2:-} out
  out=$(mktemp /tmp/visor-provider.XXXXXX)
  python3 Tests/api/loopback_provider.py 0 ${drip:+"$drip"} >"$out" 2>"$log" &
  PROVIDER_PID=$!
  PROVIDER_PORT=""
  for _ in $(seq 1 150); do
    # The port is the first line, complete once its newline is there.
    if [[ $(wc -l <"$out") -ge 1 ]]; then
      PROVIDER_PORT=$(head -n 1 "$out")
      rm -f "$out"
      return 0
    fi
    if ! kill -0 "$PROVIDER_PID" 2>/dev/null; then
      echo "the loopback provider exited early; its log:" >&2
      cat "$log" >&2
      rm -f "$out"
      exit 1
    fi
    sleep 0.2
  done
  echo "the loopback provider printed no port in 30 s; its log:" >&2
  cat "$log" >&2
  rm -f "$out"
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
