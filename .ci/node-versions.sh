# Sourced by .ci/run: on the other Node.js versions users run, the tests of what differs between
# runtimes and a production build's smoke test. Node 20 runs every test; these files cover time zones
# and Intl (dates, numbers, the date picker and calendar grids in jsdom), web and Node streams, and
# crypto (token encryption, secrets, sign-in state). The binaries come from the npm registry's
# node-linux-<arch> packages (the one download source these machines reach) and are kept under
# node_modules/.cache between runs.
RUNTIME_TESTS=(
  lib/dates
  lib/format
  hooks/use-filter-context.test.tsx
  components/date-range/date-range-picker.test.tsx
  components/ui/calendar.test.tsx
  app/app/content-calendar/_components/calendar-board.test.tsx
  lib/cannibalization/prefetch.test.ts
  lib/csv/csv-stream.test.ts
  lib/api/body.test.ts
  app/api/realtime/route.test.ts
  lib/google/tokens/crypto.test.ts
  lib/security/secret-file.test.ts
  app/api/auth/google-sign-in-flow.test.ts
)

node_bin_dir() {
  local major=$1 arch dir tgz
  case "$(uname -m)" in
    x86_64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) echo "No Node.js package for $(uname -m)" >&2; return 1 ;;
  esac
  dir="$PWD/node_modules/.cache/node-$major-$arch"
  if [ ! -x "$dir/package/bin/node" ]; then
    rm -rf "$dir" && mkdir -p "$dir" || return 1
    tgz=$(cd "$dir" && npm pack --silent "node-linux-$arch@$major" | tail -n 1) || return 1
    tar -xzf "$dir/$tgz" -C "$dir" && rm -f "$dir/$tgz" || return 1
  fi
  echo "$dir/package/bin"
}

# A production build started on a free loopback port: the health check, a static page, a tool and
# the dashboard's sign-in screen must answer 200. The build is the one the E2E tests and the
# reliability suite used (what a build holds does not depend on the Node.js that made it; what
# runs it does), so each version pays for its start, not for another build.
smoke_production_build() {
  local port=3197 data pid url status
  data=$(mktemp -d)
  [ -f .next/BUILD_ID ] || npm run build >/dev/null
  # Its own process group, so stopping it stops every process the server started.
  PGLITE_DATA_DIR="$data" SITE_URL="http://127.0.0.1:$port" NEXT_TELEMETRY_DISABLED=1 \
    setsid node node_modules/next/dist/bin/next start -H 127.0.0.1 -p "$port" >"$data/server.log" 2>&1 &
  pid=$!
  for _ in $(seq 1 120); do
    curl -fs "http://127.0.0.1:$port/api/health/" >/dev/null && break
    sleep 1
  done
  for url in /api/health/ / /tools/keyword-density/ /app/; do
    status=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port$url")
    if [ "$status" != "200" ]; then
      echo "Smoke test: $url answered $status" >&2
      cat "$data/server.log" >&2
      kill -- "-$pid" 2>/dev/null
      return 1
    fi
  done
  kill -- "-$pid" 2>/dev/null
  wait "$pid" 2>/dev/null || true
  rm -rf "$data"
  echo "Smoke test passed on $(node -v)"
}

# check_on_node MAJOR: that version's runtime tests and the smoke test.
check_on_node() {
  local bin
  bin=$(node_bin_dir "$1") || return 1
  echo "Node.js $("$bin/node" -v): ${#RUNTIME_TESTS[@]} runtime test paths and a production build"
  PATH="$bin:$PATH" npx vitest run "${RUNTIME_TESTS[@]}" && PATH="$bin:$PATH" smoke_production_build
}
