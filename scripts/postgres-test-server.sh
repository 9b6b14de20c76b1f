#!/usr/bin/env bash
# A private, throw-away PostgreSQL server for tests and benchmarks: its own cluster in a folder,
# listening on 127.0.0.1 at a free port, trusting local connections, gone when stopped.
#
#   scripts/postgres-test-server.sh bindir       prints PostgreSQL's bin folder (exit 3: none)
#   scripts/postgres-test-server.sh start DIR    creates DIR, starts a cluster there and prints
#                                                its URL (postgresql://postgres@127.0.0.1:PORT/postgres)
#   scripts/postgres-test-server.sh stop DIR     stops that cluster and removes DIR
#   scripts/postgres-test-server.sh down DIR     stops it abruptly but keeps it (an outage)
#   scripts/postgres-test-server.sh up DIR       starts it again, on the same port
#
# With WATCH_PID=<pid> in the environment, `start` also stops the cluster when that process ends.
#
# PostgreSQL refuses to run as root; as root the cluster runs as the `postgres` user that
# Debian's package creates (`apt-get install -y postgresql`).
set -euo pipefail

bindir() {
  local found
  if found=$(command -v pg_ctl 2>/dev/null) && [ -x "$(dirname "$found")/initdb" ]; then
    dirname "$found"
    return 0
  fi
  # Debian installs the server outside PATH, one folder per major version: take the newest.
  found=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [ -n "$found" ] && [ -x "$found/pg_ctl" ] && [ -x "$found/initdb" ]; then
    echo "$found"
    return 0
  fi
  return 3
}

# Runs a command as the user owning the cluster.
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

free_port() {
  node -e 'const s = require("node:net").createServer();
s.listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); });'
}

start() {
  local dir=$1 bin port
  bin=$(bindir) || {
    echo "PostgreSQL server binaries not found (install them: apt-get install -y postgresql)" >&2
    exit 3
  }
  if [ "$(id -u)" -eq 0 ] && ! id postgres >/dev/null 2>&1; then
    echo "running as root but there is no 'postgres' user to run the server as" >&2
    exit 4
  fi
  if [ -e "$dir" ]; then
    echo "$dir already exists; give a new folder" >&2
    exit 2
  fi
  mkdir -p "$dir"
  chmod 700 "$dir"
  dir=$(cd "$dir" && pwd)
  if [ "$(id -u)" -eq 0 ]; then chown postgres "$dir"; fi
  as_owner "$bin/initdb" -D "$dir/data" -U postgres -A trust -E UTF8 --locale=C --no-sync \
    >"$dir/initdb.log" 2>&1 || {
    cat "$dir/initdb.log" >&2
    rm -rf "$dir"
    exit 1
  }
  # A port picked free may be taken by the time the server binds it: try a few.
  for _ in 1 2 3 4 5; do
    port=$(free_port)
    if run_server "$bin" "$dir" "$port"; then
      echo "$port" >"$dir/port"
      watch "$dir"
      echo "postgresql://postgres@127.0.0.1:$port/postgres"
      return 0
    fi
  done
  cat "$dir/server.log" >&2
  rm -rf "$dir"
  exit 1
}

run_server() {
  local bin=$1 dir=$2 port=$3
  as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 start \
    -o "-h 127.0.0.1 -p $port -k $dir -c max_connections=200" >/dev/null
}

down() {
  local dir=$1 bin
  bin=$(bindir) || exit 3
  as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null
}

up() {
  local dir=$1 bin
  bin=$(bindir) || exit 3
  run_server "$bin" "$dir" "$(cat "$dir/port")" || {
    cat "$dir/server.log" >&2
    exit 1
  }
}

# With WATCH_PID set, a detached watcher stops the cluster once that process is gone, so a test
# run that is killed before its clean-up leaves no server behind.
watch() {
  local dir=$1
  [ -n "${WATCH_PID:-}" ] || return 0
  nohup bash -c 'while kill -0 "$1" 2>/dev/null && [ -d "$2" ]; do sleep 2; done; bash "$0" stop "$2"' \
    "$0" "$WATCH_PID" "$dir" </dev/null >/dev/null 2>&1 &
}

stop() {
  local dir=$1 bin
  bin=$(bindir) || exit 3
  if [ -f "$dir/data/postmaster.pid" ]; then
    as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null || true
  fi
  rm -rf "$dir"
}

case "${1:-}" in
bindir) bindir ;;
start) start "${2:?usage: $0 start DIR}" ;;
stop) stop "${2:?usage: $0 stop DIR}" ;;
down) down "${2:?usage: $0 down DIR}" ;;
up) up "${2:?usage: $0 up DIR}" ;;
*)
  echo "usage: $0 bindir | start DIR | stop DIR | down DIR | up DIR" >&2
  exit 2
  ;;
esac
