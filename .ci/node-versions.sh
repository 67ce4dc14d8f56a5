# Sourced by .ci/run: the unit tests and a production build's smoke test on the other Node.js
# versions users run. The unit tests are shared out between them (vitest's --shard): every test
# file runs on Node 20 and on one of 22 and 24, so the run stays well inside CI's time limit. The binaries come from the npm registry's node-linux-<arch> packages (the one
# download source these machines reach) and are kept under node_modules/.cache between runs.

node_bin_dir() {
  local major=$1 arch dir tgz
  case "$(uname -m)" in
    x86_64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) echo "No Node.js package for $(uname -m)" >&2; return 1 ;;
  esac
  dir="$PWD/node_modules/.cache/node-$major-$arch"
  if [ ! -x "$dir/package/bin/node" ]; then
    rm -rf "$dir" && mkdir -p "$dir"
    tgz=$(cd "$dir" && npm pack --silent "node-linux-$arch@$major" | tail -n 1)
    tar -xzf "$dir/$tgz" -C "$dir" && rm -f "$dir/$tgz"
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

# check_on_node MAJOR SHARD: that version's share of the unit tests (e.g. 1/2) and the smoke test.
check_on_node() {
  local bin
  bin=$(node_bin_dir "$1")
  echo "== Node.js $("$bin/node" -v): unit tests (share $2) and a production build"
  PATH="$bin:$PATH" npm run test:unit -- --shard="$2"
  PATH="$bin:$PATH" smoke_production_build
}
