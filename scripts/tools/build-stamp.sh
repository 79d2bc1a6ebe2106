#!/usr/bin/env bash
# Which sources public/ was built from, so that `scripts/e2e.sh --no-build` never tests an old or
# foreign build by accident.
#
#   bash scripts/tools/build-stamp.sh write    after a successful `npm run build` (e2e.sh, test-all.sh)
#   bash scripts/tools/build-stamp.sh check    exits 1, saying why, when public/ must be rebuilt
#
# The stamp is artifacts/build-stamp: which commit's build inputs were built (the git tree ids of
# src/, lib/, static/, content/, gatsby-*.ts(x), package-lock.json at HEAD, so a commit that changes
# only tests or docs keeps the build valid while any other commit's site does not) and the
# content folder; its modification time is the end of the build. `check` refuses when there is
# no stamp, when those differ, when a source (src/, the content folder, static/, gatsby-*)
# changed after the stamp (uncommitted edits), or when public/index.html is newer than the stamp
# (a build nobody stamped ran since, e.g. a fixture build with another CONTENT_DIR).
set -euo pipefail
cd "$(dirname "$0")/../.."

stamp=artifacts/build-stamp
INPUTS=(src lib static content gatsby-config.ts gatsby-node.ts gatsby-browser.tsx gatsby-ssr.tsx package-lock.json)
commit() { { git ls-tree HEAD -- "${INPUTS[@]}" 2>/dev/null || echo "no-git"; } | sha1sum | cut -c1-40; }
content_dir() { realpath -m "${CONTENT_DIR:-content}"; }

case "${1:-}" in
  write)
    mkdir -p artifacts
    printf 'sources %s\ncontent %s\n' "$(commit)" "$(content_dir)" >"$stamp"
    ;;
  check)
    refuse() { echo "public/ cannot be used as it is: $*" >&2; echo "Build it again: run without --no-build (or npm test)." >&2; exit 1; }
    [ -f public/index.html ] || refuse "there is no build (public/index.html is missing)"
    [ -f "$stamp" ] || refuse "$stamp is missing, so nothing says which sources it was built from"
    want="$(printf 'sources %s\ncontent %s' "$(commit)" "$(content_dir)")"
    [ "$(cat "$stamp")" = "$want" ] ||
      refuse "it was built from other sources (another commit) or content folder ($(tr '\n' ' ' <"$stamp")), not ($(echo "$want" | tr '\n' ' '))"
    sources=(src lib static "$(content_dir)")
    for f in gatsby-*.ts gatsby-*.tsx; do [ -e "$f" ] && sources+=("$f"); done
    newer=$(find "${sources[@]}" -newer "$stamp" -print -quit 2>/dev/null || true)
    [ -z "$newer" ] || refuse "$newer changed after the build"
    [ ! public/index.html -nt "$stamp" ] || refuse "public/ was rebuilt after the stamped build (another CONTENT_DIR?)"
    ;;
  *)
    echo "usage: bash scripts/tools/build-stamp.sh write|check" >&2
    exit 2
    ;;
esac
