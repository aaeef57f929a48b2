#!/usr/bin/env bash
# A throw-away PostgreSQL cluster for tests (never Debian's own cluster on 5432).
#
#   scripts/lib/postgres.sh start DIR [--watch PID]   creates (first time) and starts a cluster in DIR on a
#                                                      free loopback port, prints its URL as the last line;
#                                                      --watch: stop it and remove DIR once PID exits
#   scripts/lib/postgres.sh stop DIR                   stops it (DIR stays; `start DIR` again reuses the port)
#   scripts/lib/postgres.sh remove DIR                 stops it and removes DIR
#
# initdb refuses to run as root, so as root the cluster belongs to the `postgres` user (runuser);
# otherwise to the caller. Trust authentication on 127.0.0.1 only, superuser `visor`, database
# `visor_test`, fsync off (data is thrown away). Sourcing this file defines the same as functions.
set -euo pipefail

pg_bindir() {
  local dir
  dir=$(pg_config --bindir 2>/dev/null || true)
  if [[ -z $dir || ! -x $dir/initdb ]]; then
    dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  fi
  [[ -x $dir/initdb ]] || { echo "PostgreSQL server binaries not found; run scripts/setup-test.sh (postgresql-15)." >&2; return 1; }
  echo "$dir"
}

pg_as_owner() {
  if [[ $(id -u) -eq 0 ]]; then runuser -u postgres -- "$@"; else "$@"; fi
}

# Below the ephemeral range (scripts/lib/free_port.py): a stopped cluster started again keeps its port,
# and no outgoing connection can take it while the cluster is down.
pg_free_port() {
  python3 "$(dirname "${BASH_SOURCE[0]}")/free_port.py"
}

pg_start() {
  local dir=$1 watch=${2:-} bin port fresh=false attempt
  bin=$(pg_bindir)
  mkdir -p "$dir"
  dir=$(cd "$dir" && pwd)
  if [[ ! -f $dir/data/PG_VERSION ]]; then
    fresh=true
    [[ $(id -u) -eq 0 ]] && chown postgres: "$dir" && chmod 0755 "$dir"
    pg_as_owner "$bin/initdb" -D "$dir/data" -U visor -A trust -E UTF8 --no-locale -N >"$dir/initdb.log" 2>&1 \
      || { cat "$dir/initdb.log" >&2; return 1; }
    port=$(pg_free_port)
    echo "$port" >"$dir/port"
    mkdir -p "$dir/sock"
    [[ $(id -u) -eq 0 ]] && chown postgres: "$dir/sock"
    cat >>"$dir/data/postgresql.conf" <<CONF
port = $port
listen_addresses = '127.0.0.1'
unix_socket_directories = '$dir/sock'
max_connections = 300
shared_buffers = 16MB
fsync = off
synchronous_commit = off
full_page_writes = off
CONF
  fi
  port=$(cat "$dir/port")
  for attempt in 1 2 3; do
    if pg_as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 start </dev/null >/dev/null \
      2>"$dir/pg_ctl.log"; then
      break
    fi
    # The port was probed free, then bound by the server a moment later: if something took it
    # meanwhile, a new cluster moves to another (the last `port =` line wins). A restarted one keeps
    # its port, which its callers already hold.
    if $fresh && [[ $attempt -lt 3 ]] && grep -q "Address already in use" "$dir/server.log" 2>/dev/null; then
      port=$(pg_free_port)
      echo "$port" >"$dir/port"
      echo "port = $port" >>"$dir/data/postgresql.conf"
      continue
    fi
    tail -n 20 "$dir/server.log" >&2
    return 1
  done
  if ! "$bin/psql" -h 127.0.0.1 -p "$port" -U visor -d postgres -Atqc "SELECT 1 FROM pg_database WHERE datname = 'visor_test'" | grep -q 1; then
    "$bin/createdb" -h 127.0.0.1 -p "$port" -U visor visor_test
  fi
  if [[ -n $watch ]]; then
    # Detached, with no inherited descriptors, so a caller reading our stdout sees its end now.
    setsid bash -c "while kill -0 $watch 2>/dev/null; do sleep 1; done; bash '$(realpath "${BASH_SOURCE[0]}")' remove '$dir'" \
      </dev/null >/dev/null 2>&1 &
  fi
  echo "postgres://visor@127.0.0.1:$port/visor_test"
}

pg_stop() {
  local dir=$1 bin
  bin=$(pg_bindir)
  [[ -f $dir/data/postmaster.pid ]] || return 0
  pg_as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w -t 30 stop </dev/null >/dev/null 2>&1 || true
}

pg_remove() {
  pg_stop "$1"
  rm -rf "$1"
}

if [[ ${BASH_SOURCE[0]} == "$0" ]]; then
  # Close descriptors inherited from the caller (beyond stdio and bash's own 255): the server and the
  # watcher outlive this script, and a caller that waits for a pipe to close would wait for them.
  for fd in /proc/$$/fd/*; do
    fd=${fd##*/}
    [[ $fd -gt 2 && $fd -ne 255 ]] && eval "exec $fd>&-" 2>/dev/null || true
  done
  case ${1:-} in
    start)
      [[ -n ${2:-} ]] || { echo "usage: $0 start DIR [--watch PID]" >&2; exit 2; }
      watch=""
      [[ ${3:-} == --watch ]] && watch=${4:?--watch needs a PID}
      pg_start "$2" "$watch"
      ;;
    stop) pg_stop "${2:?usage: $0 stop DIR}" ;;
    remove) pg_remove "${2:?usage: $0 remove DIR}" ;;
    port) pg_free_port ;;
    *) echo "usage: $0 start DIR [--watch PID] | stop DIR | remove DIR" >&2; exit 2 ;;
  esac
fi
