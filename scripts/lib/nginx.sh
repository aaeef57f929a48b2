# shellcheck shell=bash
# A throw-away nginx running deploy/nginx/visor.conf, its upstream, listen port, certificate and temp
# paths rewritten for a prefix folder (used by scripts/test-deploy.sh and scripts/bench-scale.sh).
#
#   nginx_start PREFIX PORT TLS UPSTREAM_PORT...   (TLS: "tls" with a self-signed certificate, or "plain")
#   nginx_stop PREFIX
# Sets NGINX_PID. Needs Debian's nginx (scripts/setup-test.sh).

nginx_binary() { command -v nginx || echo /usr/sbin/nginx; }

nginx_start() {
  local prefix=$1 port=$2 tls=$3
  shift 3
  local nginx
  nginx=$(nginx_binary)
  [[ -x $nginx ]] || { echo "nginx is not installed; run scripts/setup-test.sh." >&2; return 1; }
  mkdir -p "$prefix/temp" "$prefix/logs"
  chmod 777 "$prefix/temp"
  if [[ $tls == tls ]]; then
    openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=localhost \
      -keyout "$prefix/key.pem" -out "$prefix/cert.pem" >/dev/null 2>&1
  fi
  python3 - "$(dirname "${BASH_SOURCE[0]}")/../../deploy/nginx/visor.conf" "$prefix" "$port" "$tls" "$@" <<'PY'
import re, sys
source, prefix, port, tls, *upstreams = sys.argv[1:]
conf = open(source).read()
# The upstream's instances, the site alone on a free port (TLS with the test certificate, or plain).
servers = "\n".join(f"    server 127.0.0.1:{u} max_fails=3 fail_timeout=10s;" for u in upstreams)
conf = re.sub(r"(    server 127\.0\.0\.1:808\d max_fails=3 fail_timeout=10s;\n)+", servers + "\n", conf)
conf = re.sub(r"server \{\s*listen 80;.*?\n\}\n", "", conf, flags=re.S)
conf = re.sub(r"\n\s*listen \[::\]:443 ssl http2;", "", conf)
if tls == "tls":
    conf = conf.replace("listen 443 ssl http2;", f"listen 127.0.0.1:{port} ssl http2;")
    conf = conf.replace("/etc/ssl/visor/fullchain.pem", f"{prefix}/cert.pem")
    conf = conf.replace("/etc/ssl/visor/privkey.pem", f"{prefix}/key.pem")
else:
    conf = conf.replace("listen 443 ssl http2;", f"listen 127.0.0.1:{port};")
    conf = re.sub(r"\n\s*ssl_[a-z_]+ [^\n]*;", "", conf)
temp = "\n".join(f"    {kind}_temp_path {prefix}/temp/{kind};" for kind in
                 ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"])
open(f"{prefix}/nginx.conf", "w").write(f"""daemon off;
worker_processes 1;
pid {prefix}/nginx.pid;
error_log {prefix}/logs/error.log warn;
events {{ worker_connections 1024; }}
http {{
    access_log {prefix}/logs/access.log;
{temp}
{conf}
}}
""")
PY
  "$nginx" -t -p "$prefix" -c "$prefix/nginx.conf" -e stderr 2>&1 | grep -v "syntax is ok\|test is successful" >&2 || true
  "$nginx" -p "$prefix" -c "$prefix/nginx.conf" -e "$prefix/logs/error.log" &
  NGINX_PID=$!
  local scheme=http
  [[ $tls == tls ]] && scheme=https
  for _ in $(seq 1 50); do
    # Not answering and gone (e.g. its port was taken meanwhile): say so at once, with its log.
    if ! kill -0 "$NGINX_PID" 2>/dev/null; then
      echo "nginx exited on start; its log:" >&2
      cat "$prefix/logs/error.log" >&2
      NGINX_PID=""
      return 1
    fi
    curl -kfsS "$scheme://127.0.0.1:$port/healthz" >/dev/null 2>&1 && return 0
    sleep 0.2
  done
  echo "nginx did not answer on $port; its log:" >&2
  cat "$prefix/logs/error.log" >&2
  return 1
}

nginx_stop() {
  [[ -n ${NGINX_PID:-} ]] && kill "$NGINX_PID" 2>/dev/null
  wait "${NGINX_PID:-}" 2>/dev/null || true
  NGINX_PID=""
}
