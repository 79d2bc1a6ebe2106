#!/usr/bin/env bash
# The real-browser suite (tests/e2e, Playwright + Debian's Chromium).
#
#   bash scripts/e2e.sh [--no-build] [--base-url URL] [playwright test arguments…]
#
# By default it builds the production site, serves public/ with `gatsby serve` on a free
# localhost port, runs the suite and stops the server.
#   --no-build      use the existing public/, but only when scripts/tools/build-stamp.sh says it was
#                   built from this commit and content and no source changed since (npm test
#                   builds and stamps right before)
#   --base-url URL  build and serve nothing: run the suite against a server that is already up
#                   (nginx, a staging host). An E2E_BASE_URL left in the environment is ignored
#                   without this flag, so the suite never tests the wrong server by accident.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1

bash scripts/tools/ensure-tools.sh chromium

build=1
base_url=""
while [ $# -gt 0 ]; do
  case "$1" in
    --no-build) build=0; shift ;;
    --base-url) [ -n "${2:-}" ] || { echo "--base-url needs a URL" >&2; exit 2; }; base_url="$2"; shift 2 ;;
    --base-url=*) base_url="${1#--base-url=}"; shift ;;
    *) break ;;
  esac
done

if [ -n "${E2E_BASE_URL:-}" ] && [ -z "$base_url" ] && [ "${E2E_USE_BASE_URL:-}" != 1 ]; then
  echo "Ignoring E2E_BASE_URL=$E2E_BASE_URL from the environment (pass --base-url to use it)." >&2
fi
if [ -z "$base_url" ] && [ "${E2E_USE_BASE_URL:-}" = 1 ]; then
  base_url="${E2E_BASE_URL:?E2E_USE_BASE_URL=1 needs E2E_BASE_URL}"
fi
unset E2E_BASE_URL E2E_USE_BASE_URL

mkdir -p artifacts

if [ -n "$base_url" ]; then
  echo "Running the browser suite against $base_url (--base-url)"
  E2E_USE_BASE_URL=1 E2E_BASE_URL="$base_url" npx playwright test "$@"
  exit $?
fi

if [ "$build" = 1 ]; then
  echo "Building the production site…"
  npm run --silent build
  bash scripts/tools/build-stamp.sh write
else
  bash scripts/tools/build-stamp.sh check
fi

port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
server_log=artifacts/e2e-server.log
node node_modules/gatsby/cli.js serve --host localhost --port "$port" >"$server_log" 2>&1 &
server_pid=$!
stop_server() { kill "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; }
trap stop_server EXIT

base="http://localhost:$port"
# node rather than curl: a fresh machine with Node may not have curl
answers() { node -e "require('http').get(process.argv[1],r=>process.exit(r.statusCode===200?0:1)).on('error',()=>process.exit(1))" "$1"; }
# poll until the server answers (or has died): a readiness check, not a fixed wait
for _ in $(seq 1 240); do
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
E2E_USE_BASE_URL=1 E2E_BASE_URL="$base" npx playwright test "$@"
