#!/usr/bin/env bash
# A throw-away PostgreSQL cluster for tests (issue 15).
#
#   scripts/pg-cluster.sh start DIR   # prints DATABASE_URL=postgres://app@127.0.0.1:PORT/postgres
#   scripts/pg-cluster.sh stop DIR    # stops it (safe to call twice, or from a trap)
#
# Installs Debian's postgresql when no /usr/lib/postgresql/*/bin/initdb exists (needs root).
# As root the cluster runs as the unprivileged `postgres` user (the server refuses root). It
# listens on 127.0.0.1 only, on a free port, with its socket in DIR; trust authentication for
# the `app` superuser, and durability off (fsync): a test cluster's data is thrown away
# (PG_DURABLE=1 keeps it on, for benchmarks).
set -euo pipefail

usage() { echo "usage: $0 start|stop DIR" >&2; exit 2; }
[ $# -eq 2 ] || usage
cmd=$1
dir=$2

pg_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

# Runs a command as the cluster's owner: `postgres` when we are root, else ourselves.
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then
    if command -v runuser >/dev/null; then
      runuser -u postgres -- "$@"
    else
      su postgres -s /bin/sh -c "$(printf '%q ' "$@")"
    fi
  else
    "$@"
  fi
}

port_free() { ! (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

start() {
  local bin
  bin=$(pg_bin)
  if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
    echo "== installing postgresql (Debian)" >&2
    apt-get update >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends postgresql >&2
    bin=$(pg_bin)
  fi
  [ -n "$bin" ] && [ -x "$bin/initdb" ] || { echo "initdb not found after install" >&2; exit 1; }
  if [ "$(id -u)" -eq 0 ] && ! id postgres >/dev/null 2>&1; then
    echo "no postgres system user (expected from Debian's postgresql package)" >&2
    exit 1
  fi

  mkdir -p "$dir"
  dir=$(cd "$dir" && pwd)
  if [ -e "$dir/data/PG_VERSION" ]; then
    echo "$dir already holds a cluster; stop it and use an empty directory" >&2
    exit 1
  fi
  # The owner needs to reach DIR (mktemp makes it 0700 and root's).
  if [ "$(id -u)" -eq 0 ]; then
    chown postgres "$dir"
    as_owner test -w "$dir" || {
      echo "the postgres user cannot reach $dir (a parent is private): use a directory under /tmp" >&2
      exit 1
    }
  fi
  as_owner "$bin/initdb" -D "$dir/data" -A trust -U app -E UTF8 --locale=C --no-sync >"$dir/initdb.log" 2>&1 || {
    cat "$dir/initdb.log" >&2
    exit 1
  }

  # Tests throw their data away: no syncing. PG_DURABLE=1 keeps PostgreSQL's defaults (every
  # commit synced), for benchmarks that compare with SQLite, which syncs its commits.
  local durability="-c fsync=off -c synchronous_commit=off -c full_page_writes=off"
  [ "${PG_DURABLE:-0}" = 1 ] && durability=""

  # A free port: try a few random ones (another process may take one between check and start).
  local port tries
  for tries in 1 2 3 4 5 6 7 8; do
    port=$((20000 + RANDOM % 30000))
    port_free "$port" || continue
    if as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w -t 30 start \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c max_connections=200 $durability" \
      >/dev/null; then
      echo "$port" >"$dir/port"
      echo "DATABASE_URL=postgres://app@127.0.0.1:$port/postgres"
      return 0
    fi
    echo "start on port $port failed (try $tries):" >&2
    tail -n 3 "$dir/log" >&2 || true
  done
  exit 1
}

stop() {
  local bin
  bin=$(pg_bin)
  if [ -z "$bin" ] || [ ! -f "$dir/data/postmaster.pid" ]; then
    return 0 # nothing running
  fi
  as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w -t 30 stop >/dev/null
}

case "$cmd" in
start) start ;;
stop) stop ;;
*) usage ;;
esac
