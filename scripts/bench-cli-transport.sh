#!/usr/bin/env bash
# CPU of the remote CLI while it waits on a slow stream: `visor --server URL --token T chat` against
# a real `visor serve` whose provider (Tests/api/loopback_provider.py) drips a reply in ten pieces one
# second apart, once over libcurl (the default) and once over FoundationNetworking's URLSession
# (VISOR_TRANSPORT=urlsession). Prints each run's user+sys seconds (/usr/bin/time) and the ratio.
#
#   scripts/bench-cli-transport.sh [RUNS]   (VISOR=path/to/visor, default .build/debug/visor;
#                                            DRIP=seconds between the ten pieces, default 1.0)
set -euo pipefail
cd "$(dirname "$0")/.."
VISOR=${VISOR:-.build/debug/visor}
RUNS=${1:-3}
if [[ ! -x $VISOR ]]; then  # a fresh clone after `make run` has only the release build: make this one
  echo "==> Building visor (debug) for the CLI transport row"
  swift build --product visor 2>&1 | tail -n 1
fi
[[ -x $VISOR ]] || { echo "no $VISOR after building; see the build's output above" >&2; exit 1; }
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()'; }
DATA_DIR=$(mktemp -d /tmp/visor-bench-transport.XXXXXX)
PROVIDER_PORT=$(free_port)
PORT=$(free_port)
python3 Tests/api/loopback_provider.py "$PROVIDER_PORT" "${DRIP:-1.0}" &
PROVIDER_PID=$!
SERVER_PID=""
cleanup() {
  [[ -n $SERVER_PID ]] && kill "$SERVER_PID" 2>/dev/null
  kill "$PROVIDER_PID" 2>/dev/null || true
  wait 2>/dev/null || true
  rm -rf "$DATA_DIR"
}
trap cleanup EXIT
TOKEN=$("$VISOR" users add bench --admin --json --data-dir "$DATA_DIR" |
  python3 -c 'import json,sys; print(json.load(sys.stdin)["token"])')
"$VISOR" serve --port "$PORT" --data-dir "$DATA_DIR" --log-level warning --warm "" \
  --provider-url "http://127.0.0.1:$PROVIDER_PORT/v1" --provider-preset openai >"$DATA_DIR/serve.log" 2>&1 &
SERVER_PID=$!
for _ in $(seq 1 150); do curl -fsS "http://127.0.0.1:$PORT/healthz" >/dev/null 2>&1 && break; sleep 0.2; done

[[ -x /usr/bin/time ]] || { echo "/usr/bin/time is missing: apt-get install time" >&2; exit 1; }
measure() { # TRANSPORT → "user+sys wall"
  printf 'Describe a car slowly.\n' | VISOR_TRANSPORT=$1 /usr/bin/time -o "$DATA_DIR/time" -f '%U %S %e' \
    "$VISOR" --server "http://127.0.0.1:$PORT" --token "$TOKEN" chat >"$DATA_DIR/chat.out" 2>&1
  grep -q "hatchback" "$DATA_DIR/chat.out" || { echo "the chat did not answer:" >&2; cat "$DATA_DIR/chat.out" >&2; exit 1; }
  awk '{printf "%.3f %.2f\n", $1 + $2, $3}' "$DATA_DIR/time"
}
declare -A total=([curl]=0 [urlsession]=0)
for run in $(seq 1 "$RUNS"); do
  for transport in curl urlsession; do
    read -r cpu wall < <(measure "$transport")
    printf 'run %d  %-10s  cpu %6.3f s  wall %5.2f s\n' "$run" "$transport" "$cpu" "$wall"
    total[$transport]=$(awk -v a="${total[$transport]}" -v b="$cpu" 'BEGIN{print a+b}')
  done
done
awk -v c="${total[curl]}" -v u="${total[urlsession]}" -v n="$RUNS" 'BEGIN{
  printf "mean cpu: curl %.3f s, urlsession %.3f s; urlsession / curl = %.1fx\n", c/n, u/n, (c > 0 ? u/c : 0) }'
