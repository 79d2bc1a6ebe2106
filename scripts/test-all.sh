#!/usr/bin/env bash
# Every test of the project, in order: the system tools the later steps need (Chromium, nginx,
# envsubst; apt-get when root), static checks, unit and component tests, content check, the
# CONTENT_DIR fixture builds (one at a time: they share public/), live preview in gatsby develop,
# the real production build, link and page integrity of public/ (check:site), checks over
# public/, publishing and serving, and the browser suite. Stops at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1 CI="${CI:-true}"

# each step's time, printed as it ends and in a table at the end (docs/testing.md, "What `npm test` runs and installs")
timings=()
last_step=""
step_start=$SECONDS
end_step() {
  [ -n "$last_step" ] || return 0
  local took=$((SECONDS - step_start))
  timings+=("$(printf '%6ds  %s' "$took" "$last_step")")
  printf -- '--- %s: %d s\n' "$last_step" "$took"
}
step() {
  end_step
  last_step="$*"
  step_start=$SECONDS
  printf '\n=== %s ===\n' "$*"
}
summary() {
  local rc=$?
  end_step
  last_step=""
  printf '\n=== time per step (%s) ===\n' "$([ "$rc" = 0 ] && echo "all passed" || echo "stopped: exit $rc")"
  printf '%s\n' "${timings[@]}"
  printf '%6ds  total\n' "$SECONDS"
}
trap summary EXIT

step "system tools (Chromium, nginx, envsubst)"; bash scripts/tools/ensure-tools.sh
step "lint (eslint + prettier)";      npm run --silent lint
step "typecheck (tsc --noEmit)";      npm run --silent typecheck
step "unit + component tests (jest)"; npx jest --selectProjects unit components
step "content check";                 npm run --silent check:content
step "fixture builds (CONTENT_DIR)";  npx jest --selectProjects build --runInBand
step "live preview (gatsby develop)"; npx jest --selectProjects develop --runInBand
# the production build starts clean: the fixture builds before it left another site's cache
step "production build";              npx gatsby clean > /dev/null && bash scripts/tools/logged-build.sh
step "site integrity (check:site)";   npm run --silent check:site
step "checks over public/";           npx jest --selectProjects site
step "deploy: S3 publishing, nginx, service-worker freshness"; npx jest --selectProjects deploy --runInBand
step "browser suite (Playwright)";    bash scripts/e2e.sh --no-build
