#!/usr/bin/env bash
# Install Redis from Debian if missing, start a throw-away server on 127.0.0.1 (no persistence) and print
# only the export line on stdout, so CI can do:
#   eval "$(scripts/ci/redis.sh)"
#   scripts/ci/redis.sh stop      # stops the server again
# Environment: FLOORCALL_REDIS_PORT (default 56379), FLOORCALL_REDIS_DIR (default /tmp/floorcall-redis),
# FLOORCALL_REDIS_NO_INSTALL=1 to fail (exit 3) instead of installing (the test fixture uses this).
set -euo pipefail

port="${FLOORCALL_REDIS_PORT:-56379}"
dir="${FLOORCALL_REDIS_DIR:-/tmp/floorcall-redis}"
log() { echo "redis.sh: $*" >&2; }

if [ "${1:-start}" = "stop" ]; then
    if [ -f "$dir/redis.pid" ]; then
        kill "$(cat "$dir/redis.pid")" 2>/dev/null || true
    fi
    rm -rf "$dir"
    exit 0
fi

if ! command -v redis-server >/dev/null; then
    if [ -n "${FLOORCALL_REDIS_NO_INSTALL:-}" ]; then log "Redis is not installed"; exit 3; fi
    log "installing redis-server from Debian"
    export DEBIAN_FRONTEND=noninteractive
    sudo_cmd=""
    [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
    $sudo_cmd apt-get update >&2
    $sudo_cmd apt-get install -y redis-server >&2
fi

ping() { redis-cli -h 127.0.0.1 -p "$port" ping 2>/dev/null | grep -q PONG; }

if ! ping; then
    mkdir -p "$dir"
    redis-server --bind 127.0.0.1 --port "$port" --dir "$dir" --save "" --appendonly no \
        --daemonize yes --pidfile "$dir/redis.pid" --logfile "$dir/redis.log" </dev/null >/dev/null 2>&1
    for _ in $(seq 50); do ping && break; sleep 0.1; done
    ping || { log "Redis did not start (see $dir/redis.log)"; exit 1; }
fi
log "Redis running on 127.0.0.1:$port (files in $dir)"
echo "export FLOORCALL_TEST_REDIS_URL=redis://127.0.0.1:$port/0"
