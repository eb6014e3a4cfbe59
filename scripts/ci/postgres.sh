#!/usr/bin/env bash
# Install PostgreSQL from Debian if missing, start a throw-away cluster on 127.0.0.1 and create the test
# database. Prints only the export line on stdout, so CI can do:
#   eval "$(scripts/ci/postgres.sh)"
#   scripts/ci/postgres.sh stop      # stops the cluster again
# Environment: FLOORCALL_PG_PORT (default 55432), FLOORCALL_PG_DIR (default /tmp/floorcall-pg),
# FLOORCALL_PG_NO_INSTALL=1 to fail (exit 3) instead of installing (the test fixture uses this).
set -euo pipefail

port="${FLOORCALL_PG_PORT:-55432}"
dir="${FLOORCALL_PG_DIR:-/tmp/floorcall-pg}"
db="floorcall_test"
log() { echo "postgres.sh: $*" >&2; }

bindir() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

if [ -z "$(bindir)" ]; then
    if [ -n "${FLOORCALL_PG_NO_INSTALL:-}" ]; then log "PostgreSQL is not installed"; exit 3; fi
    log "installing postgresql from Debian"
    export DEBIAN_FRONTEND=noninteractive
    sudo_cmd=""
    [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
    $sudo_cmd apt-get update >&2
    $sudo_cmd apt-get install -y postgresql >&2
fi
bin="$(bindir)"

# The server refuses to run as root: use the postgres account Debian's package creates.
as_owner() {
    if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

if [ "${1:-start}" = "stop" ]; then
    as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate stop >&2 || true
    rm -rf "$dir"
    exit 0
fi

if ! as_owner "$bin/pg_ctl" -D "$dir/data" status >/dev/null 2>&1; then
    rm -rf "$dir"
    mkdir -p "$dir"
    [ "$(id -u)" -eq 0 ] && chown postgres: "$dir"
    as_owner "$bin/initdb" -D "$dir/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 >&2
    as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
        -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off" start >&2
fi

if ! as_owner "$bin/psql" -h 127.0.0.1 -p "$port" -U postgres -Atc \
    "SELECT 1 FROM pg_database WHERE datname = '$db'" postgres | grep -q 1; then
    as_owner "$bin/createdb" -h 127.0.0.1 -p "$port" -U postgres "$db"
fi
log "PostgreSQL running on 127.0.0.1:$port (data in $dir)"
echo "export FLOORCALL_TEST_DATABASE_URL=postgresql://postgres@127.0.0.1:$port/$db"
