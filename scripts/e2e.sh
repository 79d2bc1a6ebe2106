#!/usr/bin/env bash
# The real-browser suite (tests/e2e, Playwright + Debian's Chromium).
#
#   bash scripts/e2e.sh [--no-build] [playwright test arguments…]
#
# Builds the production site once (skipped with --no-build when public/ is fresh, as
# scripts/test-all.sh does right after its own build), serves public/ with `gatsby serve` on a
# free localhost port, runs the suite, stops the server and lists the screenshots.
# With E2E_BASE_URL set, nothing is built or served: the suite runs against that server.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1

bash scripts/ensure-chromium.sh

build=1
if [ "${1:-}" = "--no-build" ]; then
  build=0
  shift
fi

screenshots_dir=artifacts/screenshots
rm -rf "$screenshots_dir"
mkdir -p "$screenshots_dir"

list_screenshots() {
  echo
  echo "Screenshots in $screenshots_dir:"
  (cd "$screenshots_dir" && ls -1 ./*.png 2>/dev/null | sed 's|^\./|  |') || echo "  (none)"
}

if [ -n "${E2E_BASE_URL:-}" ]; then
  echo "Running the browser suite against $E2E_BASE_URL"
  status=0
  npx playwright test "$@" || status=$?
  list_screenshots
  exit "$status"
fi

if [ "$build" = 1 ] || [ ! -f public/index.html ]; then
  echo "Building the production site…"
  npm run --silent build
fi

port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
server_log=artifacts/e2e-server.log
mkdir -p artifacts
node node_modules/gatsby/cli.js serve --host localhost --port "$port" >"$server_log" 2>&1 &
server_pid=$!
stop_server() { kill "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; }
trap stop_server EXIT

base="http://localhost:$port"
# node rather than curl: a fresh machine with Node may not have curl
answers() { node -e "require('http').get(process.argv[1],r=>process.exit(r.statusCode===200?0:1)).on('error',()=>process.exit(1))" "$1"; }
for _ in $(seq 1 120); do
  if answers "$base/"; then break; fi
  if ! kill -0 "$server_pid" 2>/dev/null; then
    echo "gatsby serve stopped; its log ($server_log):" >&2
    cat "$server_log" >&2
    exit 1
  fi
  sleep 0.5
done
answers "$base/" || { echo "the server did not answer on $base" >&2; exit 1; }

echo "Serving public/ on $base (gatsby serve, pid $server_pid)"
status=0
E2E_BASE_URL="$base" npx playwright test "$@" || status=$?
list_screenshots
exit "$status"
