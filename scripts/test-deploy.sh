#!/usr/bin/env bash
# The deployment as shipped, tested for real: two `visor serve` instances on one data folder behind a
# real nginx running deploy/nginx/visor.conf (its upstream ports, certificate and temp paths rewritten
# for a throw-away prefix; TLS with a self-signed certificate), with a slow-dripping loopback provider
# so streaming through the proxy can be seen. Tests/deploy/test_deploy.py checks what a client gets
# through nginx: health, streamed answers arriving as they are made, Visor's own JSON 413 for an
# oversized upload, both instances serving, a token, a chat and a revocation shared by both, and a
# quota spent on one instance enforced on the other.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
export VISOR_CACHE_DIR="${VISOR_CACHE_DIR:-$HOME/.cache/visor}"
VENV="$VISOR_CACHE_DIR/test-venv"
# shellcheck source=scripts/lib/test-server.sh
source scripts/lib/test-server.sh

bash scripts/setup-test.sh >/dev/null
NGINX=$(command -v nginx || echo /usr/sbin/nginx)
[[ -x $NGINX ]] || { echo "nginx is not installed; run scripts/setup-test.sh." >&2; exit 1; }

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()'; }
ARTIFACTS="$ROOT/artifacts"
mkdir -p "$ARTIFACTS"
PROVIDER_PORT=$(free_port)
python3 Tests/api/loopback_provider.py "$PROVIDER_PORT" 0.15 &
PROVIDER_PID=$!
PREFIX=$(mktemp -d /tmp/visor-nginx.XXXXXX)
SECOND_PID=""
NGINX_PID=""
stop_all() {
  [[ -n $NGINX_PID ]] && kill "$NGINX_PID" 2>/dev/null
  [[ -n $SECOND_PID ]] && kill "$SECOND_PID" 2>/dev/null
  kill "$PROVIDER_PID" 2>/dev/null || true
  stop_test_server
  rm -rf "$PREFIX"
}
flags=(--provider-url "http://127.0.0.1:$PROVIDER_PORT/v1" --provider-preset openai --max-body-mb 2)
start_test_server deploy "$ARTIFACTS/deploy-a.log" deploytest "correct-horse-battery" "${flags[@]}"
trap stop_all EXIT
PORT_A=$PORT
PORT_B=$(free_port)
step "Starting a second instance on 127.0.0.1:$PORT_B (same data folder)"
"$VISOR" serve --port "$PORT_B" --data-dir "$DATA_DIR" --password-strength minimal "${flags[@]}" \
  >"$ARTIFACTS/deploy-b.log" 2>&1 &
SECOND_PID=$!
for _ in $(seq 1 150); do curl -fsS "http://127.0.0.1:$PORT_B/healthz" >/dev/null 2>&1 && break; sleep 0.2; done

step "Starting nginx ($("$NGINX" -v 2>&1 | sed 's/.*\///')) with deploy/nginx/visor.conf"
NGINX_PORT=$(free_port)
mkdir -p "$PREFIX/temp" "$PREFIX/logs"
chmod 777 "$PREFIX/temp"
openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=localhost \
  -keyout "$PREFIX/key.pem" -out "$PREFIX/cert.pem" >/dev/null 2>&1
python3 - "$ROOT/deploy/nginx/visor.conf" "$PREFIX" "$PORT_A" "$PORT_B" "$NGINX_PORT" <<'PY'
import re, sys
source, prefix, a, b, port = sys.argv[1:]
conf = open(source).read()
# The upstream's two instances, the TLS server alone on a free port, the test certificate.
conf = conf.replace("127.0.0.1:8081", f"127.0.0.1:{a}").replace("127.0.0.1:8082", f"127.0.0.1:{b}")
conf = re.sub(r"server \{\s*listen 80;.*?\n\}\n", "", conf, flags=re.S)
conf = conf.replace("listen 443 ssl http2;", f"listen 127.0.0.1:{port} ssl http2;")
conf = re.sub(r"\n\s*listen \[::\]:443 ssl http2;", "", conf)
conf = conf.replace("/etc/ssl/visor/fullchain.pem", f"{prefix}/cert.pem")
conf = conf.replace("/etc/ssl/visor/privkey.pem", f"{prefix}/key.pem")
temp = "\n".join(f"    {kind}_temp_path {prefix}/temp/{kind};" for kind in
                 ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"])
open(f"{prefix}/nginx.conf", "w").write(f"""daemon off;
worker_processes 1;
pid {prefix}/nginx.pid;
error_log {prefix}/logs/error.log warn;
events {{ worker_connections 256; }}
http {{
    access_log {prefix}/logs/access.log;
{temp}
{conf}
}}
""")
PY
"$NGINX" -t -p "$PREFIX" -c "$PREFIX/nginx.conf" -e stderr
"$NGINX" -p "$PREFIX" -c "$PREFIX/nginx.conf" -e "$PREFIX/logs/error.log" &
NGINX_PID=$!
for _ in $(seq 1 50); do curl -kfsS "https://127.0.0.1:$NGINX_PORT/healthz" >/dev/null 2>&1 && break; sleep 0.2; done

step "Running the deployment tests"
set +e
VISOR_PROXY="https://127.0.0.1:$NGINX_PORT" VISOR_A="http://127.0.0.1:$PORT_A" VISOR_B="http://127.0.0.1:$PORT_B" \
VISOR_TOKEN="$TOKEN" VISOR_LOG_A="$ARTIFACTS/deploy-a.log" VISOR_LOG_B="$ARTIFACTS/deploy-b.log" \
VISOR_PHOTO="$VISOR_CACHE_DIR/fixtures/photo.jpg" VISOR_BINARY="$VISOR" VISOR_DATA_DIR="$DATA_DIR" \
  "$VENV/bin/pytest" Tests/deploy -p no:cacheprovider -rxXs --junitxml="$ARTIFACTS/deploy-tests.xml" "$@"
status=$?
set -e
cp "$PREFIX/logs/error.log" "$ARTIFACTS/deploy-nginx-error.log" 2>/dev/null || true
exit $status
