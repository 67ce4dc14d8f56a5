# Sourced by .ci/run: a throwaway PostgreSQL server on loopback for the tests of the postgres.js
# driver (DATABASE_URL mode). Exports TEST_DATABASE_URL; the server stops when CI exits.
start_test_postgres() {
  if [ "$(id -u)" != "0" ]; then
    echo "Not root: the postgres.js driver tests are skipped (they need a PostgreSQL server)."
    return 0
  fi
  if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  fi
  local port
  PG_TEST_BIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
  port=55432
  PG_TEST_DIR=$(mktemp -d)
  chown postgres "$PG_TEST_DIR"
  su postgres -s /bin/sh -c "$PG_TEST_BIN/initdb -D $PG_TEST_DIR/data -A trust -U postgres" >/dev/null
  su postgres -s /bin/sh -c "$PG_TEST_BIN/pg_ctl -D $PG_TEST_DIR/data -w -l $PG_TEST_DIR/log \
    -o '-p $port -k $PG_TEST_DIR -c listen_addresses=127.0.0.1' start" >/dev/null
  trap 'su postgres -s /bin/sh -c "$PG_TEST_BIN/pg_ctl -D $PG_TEST_DIR/data -m fast stop" >/dev/null 2>&1' EXIT
  # A role like a self-hosted application's: no superuser, but allowed to create databases and the
  # API roles (anon, authenticated) that the bootstrap migration adds where Supabase is absent.
  psql -q -h 127.0.0.1 -p "$port" -U postgres -d postgres -c "create role rankwell_ci login createdb createrole"
  export TEST_DATABASE_URL="postgres://rankwell_ci@127.0.0.1:$port/postgres"
}
