#!/usr/bin/env bash
# Starts the local PostgreSQL and Redis when they do not answer (they are installed on the
# development and CI machines; elsewhere point DATABASE_URL / REDIS_URL at your own servers).
set -euo pipefail

pg_answers() { pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; }
redis_answers() { redis-cli -h 127.0.0.1 -p 6379 ping 2>/dev/null | grep -q PONG; }

if [ -z "${DATABASE_URL:-}" ] && ! pg_answers; then
  echo "PostgreSQL does not answer on 127.0.0.1:5432; starting it"
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n 1)" main start
  for _ in $(seq 1 30); do pg_answers && break; sleep 1; done
fi
if [ -z "${REDIS_URL:-}" ] && ! redis_answers; then
  echo "Redis does not answer on 127.0.0.1:6379; starting it"
  redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no
  for _ in $(seq 1 30); do redis_answers && break; sleep 1; done
fi
[ -n "${DATABASE_URL:-}" ] || pg_answers || { echo "PostgreSQL is not reachable" >&2; exit 1; }
[ -n "${REDIS_URL:-}" ] || redis_answers || { echo "Redis is not reachable" >&2; exit 1; }
echo "PostgreSQL and Redis answer"
