#!/usr/bin/env bash
# The production build of the shipped content as an editor's terminal-less log shows it, kept for
# its checks: `npm run build` with the CI variables and the test runner's settings removed (Gatsby
# picks its logger from them, and an editor's machine has none), its output printed and written to
# artifacts/build.log (read by tests/site/build/build-log.test.ts), then public/ stamped
# (scripts/tools/build-stamp.sh). npm test runs it as its production build.
set -euo pipefail
cd "$(dirname "$0")/../.."
mkdir -p artifacts
env -u CI -u NODE_ENV -u CONTENT_DIR -u GATSBY_LOGGER npm run --silent build 2>&1 | tee artifacts/build.log
bash scripts/tools/build-stamp.sh write
