# Sourced by .ci/run: a throwaway PostgreSQL server on loopback for the tests of the postgres.js
# driver (DATABASE_URL mode). Exports TEST_DATABASE_URL; stop_test_postgres stops it.
PG_TEST_BIN=""
PG_TEST_DIR=""

start_test_postgres() {
  if [ "$(id -u)" != "0" ]; then
    echo "Not root: the postgres.js driver tests are skipped (they need a PostgreSQL server)."
    return 0
  fi
  local port=55432
  PG_TEST_BIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1) || return 1
  PG_TEST_DIR=$(mktemp -d) && chown postgres "$PG_TEST_DIR" || return 1
  su postgres -s /bin/sh -c "$PG_TEST_BIN/initdb -D $PG_TEST_DIR/data -A trust -U postgres" >/dev/null || return 1
  su postgres -s /bin/sh -c "$PG_TEST_BIN/pg_ctl -D $PG_TEST_DIR/data -w -l $PG_TEST_DIR/log \
    -o '-p $port -k $PG_TEST_DIR -c listen_addresses=127.0.0.1' start" >/dev/null || return 1
  # A role like a self-hosted application's: no superuser, but allowed to create databases and the
  # API roles (anon, authenticated) that the bootstrap migration adds where Supabase is absent.
  psql -q -h 127.0.0.1 -p "$port" -U postgres -d postgres \
    -c "create role rankwell_ci login createdb createrole" || return 1
  export TEST_DATABASE_URL="postgres://rankwell_ci@127.0.0.1:$port/postgres"
}

stop_test_postgres() {
  [ -n "$PG_TEST_DIR" ] || return 0
  su postgres -s /bin/sh -c "$PG_TEST_BIN/pg_ctl -D $PG_TEST_DIR/data -m fast stop" >/dev/null 2>&1 || true
  rm -rf "$PG_TEST_DIR"
}
