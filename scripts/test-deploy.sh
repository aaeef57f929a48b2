#!/usr/bin/env bash
# The deployment as shipped, tested for real: two `visor serve` instances on one data folder behind a
# real nginx running deploy/nginx/visor.conf (its upstream ports, certificate and temp paths rewritten
# for a throw-away prefix; TLS with a self-signed certificate), with a slow-dripping loopback provider
# so streaming through the proxy can be seen. Tests/deploy/test_deploy.py checks what a client gets
# through nginx: health, streamed answers arriving as they are made, Visor's own JSON 413 for an
# oversized upload, both instances serving, a token, a chat and a revocation shared by both, and a
# quota spent on one instance enforced on the other.
#
# DEPLOY_BACKEND=postgres-s3 runs the same instances on a throw-away PostgreSQL 15 cluster and moto's
# S3 server (SigV4 checked) instead of the shared data folder: how several machines are deployed.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
export VISOR_CACHE_DIR="${VISOR_CACHE_DIR:-$HOME/.cache/visor}"
VENV="$VISOR_CACHE_DIR/test-venv"
# shellcheck source=scripts/lib/test-server.sh
source scripts/lib/test-server.sh
# shellcheck source=scripts/lib/nginx.sh
source scripts/lib/nginx.sh

bash scripts/setup-test.sh >/dev/null
NGINX=$(nginx_binary)
[[ -x $NGINX ]] || { echo "nginx is not installed; run scripts/setup-test.sh." >&2; exit 1; }

# nginx cannot report a port it picked, so its port is probed free here (the only one: Visor and the
# provider pick their own and say which).
# For nginx, which cannot pick its own port: one below the ephemeral range, free now.
free_port() { python3 scripts/lib/free_port.py; }
BACKEND=${DEPLOY_BACKEND:-embedded}
S3_PID=""
PG_DIR=""
if [[ $BACKEND == postgres-s3 ]]; then
  # shellcheck source=scripts/lib/postgres.sh
  source scripts/lib/postgres.sh
  PG_DIR=$(mktemp -d /tmp/visor-deploy-pg.XXXXXX)
  step "Starting a throw-away PostgreSQL cluster and moto's S3 server"
  export VISOR_DATABASE
  VISOR_DATABASE=$(pg_start "$PG_DIR" $$ | tail -n 1)
  S3_JSON="$PG_DIR/s3.json"
  "$VENV/bin/python" scripts/lib/s3-test-server.py --watch $$ --bucket visor-deploy >"$S3_JSON" 2>"$PG_DIR/s3.log" &
  S3_PID=$!
  # Up to 30 s, but not a moment longer once it has died.
  for _ in $(seq 1 150); do [[ -s $S3_JSON ]] && break; kill -0 "$S3_PID" 2>/dev/null || break; sleep 0.2; done
  [[ -s $S3_JSON ]] || { cat "$PG_DIR/s3.log" >&2; echo "moto did not start" >&2; exit 1; }
  read -r S3_ENDPOINT AWS_ACCESS_KEY_ID AWS_SECRET_ACCESS_KEY AWS_REGION < <(python3 -c \
    'import json,sys; d=json.load(open(sys.argv[1])); print(d["endpoint"], d["accessKeyID"], d["secretAccessKey"], d["region"])' "$S3_JSON")
  export S3_ENDPOINT AWS_ACCESS_KEY_ID AWS_SECRET_ACCESS_KEY AWS_REGION
  export VISOR_BLOBS="s3://visor-deploy?endpoint=$S3_ENDPOINT&path-style=true"
  export VISOR_S3_BUCKET=visor-deploy
elif [[ $BACKEND != embedded ]]; then
  echo "DEPLOY_BACKEND must be embedded or postgres-s3" >&2
  exit 2
fi
ARTIFACTS="$ROOT/artifacts"
mkdir -p "$ARTIFACTS"
start_loopback_provider "$ARTIFACTS/deploy-provider.log" 0.15
PREFIX=$(mktemp -d /tmp/visor-nginx.XXXXXX)
SECOND_PID=""
NGINX_PID=""
stop_all() {
  [[ -n $NGINX_PID ]] && kill "$NGINX_PID" 2>/dev/null
  [[ -n $SECOND_PID ]] && kill "$SECOND_PID" 2>/dev/null
  kill "$PROVIDER_PID" 2>/dev/null || true
  stop_test_server
  [[ -n $S3_PID ]] && kill "$S3_PID" 2>/dev/null
  [[ -n $PG_DIR ]] && pg_remove "$PG_DIR" >/dev/null 2>&1
  rm -rf "$PREFIX"
}
flags=(--provider-url "http://127.0.0.1:$PROVIDER_PORT/v1" --provider-preset openai --max-body-mb 2)
start_test_server deploy "$ARTIFACTS/deploy-a.log" deploytest "correct-horse-battery" "${flags[@]}"
trap stop_all EXIT
PORT_A=$PORT
step "Starting a second instance ($BACKEND: the same data)"
"$VISOR" serve --port 0 --data-dir "$DATA_DIR" --password-strength minimal "${flags[@]}" \
  >"$ARTIFACTS/deploy-b.log" 2>&1 &
SECOND_PID=$!
PORT_B=$(wait_for_visor "$SECOND_PID" "$ARTIFACTS/deploy-b.log") || exit 1
step "The second instance is on 127.0.0.1:$PORT_B"

step "Starting nginx ($("$NGINX" -v 2>&1 | sed 's/.*\///')) with deploy/nginx/visor.conf"
# The port is probed free, then bound by nginx a moment later: should something take it meanwhile,
# nginx exits at once, and another port is tried.
for attempt in 1 2 3; do
  NGINX_PORT=$(free_port)
  nginx_start "$PREFIX" "$NGINX_PORT" tls "$PORT_A" "$PORT_B" && break
  [[ $attempt -lt 3 ]] || exit 1
done

step "Running the deployment tests"
set +e
VISOR_PROXY="https://127.0.0.1:$NGINX_PORT" VISOR_A="http://127.0.0.1:$PORT_A" VISOR_B="http://127.0.0.1:$PORT_B" \
VISOR_TOKEN="$TOKEN" VISOR_LOG_A="$ARTIFACTS/deploy-a.log" VISOR_LOG_B="$ARTIFACTS/deploy-b.log" \
VISOR_PHOTO="$VISOR_CACHE_DIR/fixtures/photo.jpg" VISOR_BINARY="$VISOR" VISOR_DATA_DIR="$DATA_DIR" \
VISOR_BACKEND="$BACKEND" \
  "$VENV/bin/pytest" Tests/deploy -p no:cacheprovider -rxXs --junitxml="$ARTIFACTS/deploy-tests-$BACKEND.xml" "$@"
status=$?
set -e
cp "$PREFIX/logs/error.log" "$ARTIFACTS/deploy-nginx-error.log" 2>/dev/null || true
exit $status
