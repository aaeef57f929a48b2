#!/usr/bin/env bash
# Scale-out figures (issue 12, item 9; run by scripts/bench.sh, or alone): the mixed load (50 clients
# × BENCH_LOAD_SECONDS) and the 5 × kill -9 under 50 writers of bench/hardening_bench.py, on the
# embedded default (SQLite + files) and on PostgreSQL 15 + S3 (moto, SigV4 checked), side by side,
# with the ratios the issue sets as targets: PostgreSQL throughput >= 0.6x SQLite's, p99 <= 2x,
# 0 errors, 0 acknowledged writes lost, 0 orphans after the grace period. Starts and removes its own
# throw-away PostgreSQL cluster and S3 server (scripts/setup-test.sh installs both).
# BENCH_VISOR_BIN measures another build.
#
# SCALE_CHECK=1 (scripts/test.sh) makes it a test: only the PostgreSQL + S3 crash run and the load
# through nginx over two instances, and it fails unless 0 acknowledged writes were lost, 0 orphans
# remain and 0 requests failed.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/lib/postgres.sh
source scripts/lib/postgres.sh
export VISOR_CACHE_DIR=${VISOR_CACHE_DIR:-$HOME/.cache/visor}
PYTHON="$VISOR_CACHE_DIR/test-venv/bin/python"
"$PYTHON" -c "import moto" 2>/dev/null || { echo "moto is missing: run scripts/setup-test.sh"; exit 1; }
WORK="$(mktemp -d)"
chmod 755 "$WORK"
trap 'pg_remove "$WORK/pg" >/dev/null 2>&1 || true; kill "${S3_PID:-}" 2>/dev/null || true; rm -rf "$WORK"' EXIT
BIN=${BENCH_VISOR_BIN:-}
if [[ -z $BIN && ${SCALE_CHECK:-0} == 1 ]]; then
  swift build 2>&1 | tail -n 1  # the test suite's debug build
  BIN=.build/debug/visor
elif [[ -z $BIN ]]; then
  swift build -c release 2>&1 | tail -n 1
  BIN=.build/release/visor
fi
BIN=$(realpath "$BIN")

echo "==> Scale-out: the same harness on SQLite + files and on PostgreSQL + S3 (bench/hardening_bench.py)"
DATABASE=$(pg_start "$WORK/pg")
"$PYTHON" scripts/lib/s3-test-server.py --bucket visor-bench >"$WORK/s3.json" 2>"$WORK/s3.log" &
S3_PID=$!
for _ in $(seq 1 100); do [[ -s $WORK/s3.json ]] && break; sleep 0.2; done
[[ -s $WORK/s3.json ]] || { cat "$WORK/s3.log"; echo "the S3 test server did not start"; exit 1; }
read -r ENDPOINT KEY SECRET REGION < <(python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print(d["endpoint"], d["accessKeyID"], d["secretAccessKey"], d["region"])' "$WORK/s3.json")

CHECK=${SCALE_CHECK:-0}
export BENCH_PHASES=crash,load
if [[ $CHECK == 1 ]]; then
  export BENCH_PHASES=crash
else
  echo "  -- SQLite + files"
  mkdir -p "$WORK/sqlite"
  BENCH_SUMMARY="$WORK/sqlite.json" python3 bench/hardening_bench.py "$BIN" "$WORK/sqlite"
fi
echo "  -- PostgreSQL 15 + S3 (moto)"
mkdir -p "$WORK/pgs3"
VISOR_DATABASE="$DATABASE" VISOR_BLOBS="s3://visor-bench?endpoint=$ENDPOINT&path-style=true" \
AWS_ACCESS_KEY_ID="$KEY" AWS_SECRET_ACCESS_KEY="$SECRET" AWS_REGION="$REGION" \
BENCH_SUMMARY="$WORK/pgs3.json" python3 bench/hardening_bench.py "$BIN" "$WORK/pgs3"
# Proof that the second run used PostgreSQL and the bucket, not a SQLite file in its folder.
PSQL="$(pg_bindir)/psql"
echo "  PostgreSQL holds $("$PSQL" "$DATABASE" -Atqc 'SELECT count(*) FROM chats') chats;" \
  "the data folder holds $(find "$WORK/pgs3" -name '*.sqlite*' | wc -l) SQLite files"

# One instance vs two behind nginx (deploy/nginx/visor.conf, plain HTTP here), both on PostgreSQL + S3.
# shellcheck source=scripts/lib/nginx.sh
source scripts/lib/nginx.sh
export VISOR_DATABASE="$DATABASE" VISOR_BLOBS="s3://visor-bench?endpoint=$ENDPOINT&path-style=true"
export AWS_ACCESS_KEY_ID="$KEY" AWS_SECRET_ACCESS_KEY="$SECRET" AWS_REGION="$REGION"
# shellcheck source=scripts/lib/test-server.sh
source scripts/lib/test-server.sh
# nginx cannot pick its own port: one below the ephemeral range, free now (scripts/lib/free_port.py).
free_port() { python3 scripts/lib/free_port.py; }
INSTANCES=()
start_instance() {
  # Each instance picks its own port (--port 0) and names it in its log.
  local port pid log="$WORK/nginx-visor-${#INSTANCES[@]}.log"
  "$BIN" serve --port 0 --data-dir "$WORK/nginx" --log-level warning --warm "" --trusted-proxy 127.0.0.1/32 \
    >"$log" 2>&1 &
  pid=$!
  port=$(wait_for_visor "$pid" "$log") || { echo "an instance did not start" >&2; exit 1; }
  INSTANCES+=("$pid:$port")
}
mkdir -p "$WORK/nginx"
start_instance
start_instance
trap 'nginx_stop; for i in "${INSTANCES[@]}"; do kill "${i%%:*}" 2>/dev/null; done; pg_remove "$WORK/pg" >/dev/null 2>&1 || true; kill "${S3_PID:-}" 2>/dev/null || true; rm -rf "$WORK"' EXIT
counts=(1 2)
[[ $CHECK == 1 ]] && counts=(2)
for count in "${counts[@]}"; do
  echo "  -- PostgreSQL + S3, $count instance$([[ $count == 2 ]] && echo s) behind nginx"
  upstreams=() pids=()
  for i in "${INSTANCES[@]:0:$count}"; do upstreams+=("${i##*:}"); pids+=("${i%%:*}"); done
  NGINX_PORT=$(free_port)
  mkdir -p "$WORK/nginx-$count"
  nginx_start "$WORK/nginx-$count" "$NGINX_PORT" plain "${upstreams[@]}"
  BENCH_PHASES=load BENCH_LOAD_PORT=$NGINX_PORT BENCH_LOAD_PIDS=$(IFS=,; echo "${pids[*]}") \
    BENCH_SUMMARY="$WORK/nginx$count.json" python3 bench/hardening_bench.py "$BIN" "$WORK/nginx"
  nginx_stop
done

if [[ $CHECK == 1 ]]; then
  python3 - "$WORK/pgs3.json" "$WORK/nginx2.json" <<'PY'
import json, sys
crash, load = (json.load(open(p)) for p in sys.argv[1:])
problems = []
if crash.get("lost") != 0: problems.append(f"{crash.get('lost')} acknowledged writes lost")
if crash.get("orphans") != 0: problems.append(f"orphans after maintenance: {crash.get('orphans')}")
if crash.get("photos_unserved") != 0: problems.append(f"{crash.get('photos_unserved')} photos no longer served")
if not crash.get("acknowledged"): problems.append("no write was acknowledged")
if load.get("errors") != 0: problems.append(f"{load.get('errors')} failed requests under load")
print(f"  scale check: {crash.get('acknowledged')} acknowledged writes, {crash.get('lost')} lost, "
      f"{crash.get('orphans')} orphans; load {load.get('rps', 0):.0f} req/s, p99 {load.get('p99', 0):.0f} ms, "
      f"{load.get('errors')} errors, RSS growth {load.get('rss_growth', 0):.1f} %")
if problems:
    sys.exit("scale check failed: " + "; ".join(problems))
PY
  exit 0
fi
python3 - "$WORK/sqlite.json" "$WORK/pgs3.json" "$WORK/nginx1.json" "$WORK/nginx2.json" <<'PY'
import json, sys
a, b, one, two = (json.load(open(p)) for p in sys.argv[1:])
columns = [("SQLite+files", a), ("PostgreSQL+S3", b), ("PG: 1 via nginx", one), ("PG: 2 via nginx", two)]
print("  " + " " * 16 + "".join(f"{name:>17}" for name, _ in columns))
for key, unit in [("rps", "req/s"), ("p50", "ms"), ("p99", "ms"), ("errors", ""), ("lost", ""), ("orphans", "")]:
    label = key + (f" ({unit})" if unit else "")
    cells = []
    for _, d in columns:
        value = d.get(key, "-")
        cells.append(f"{value:>17.1f}" if isinstance(value, float) else f"{value!s:>17}")
    print(f"  {label:<16}" + "".join(cells))
print(f"  ratio throughput PostgreSQL/SQLite {b['rps'] / a['rps']:.2f}x (target >= 0.6x)")
print(f"  ratio p99 PostgreSQL/SQLite        {b['p99'] / a['p99']:.2f}x (target <= 2x)")
print(f"  ratio throughput 2 instances/1 behind nginx {two['rps'] / one['rps']:.2f}x (2 cores shared by every process)")
PY
