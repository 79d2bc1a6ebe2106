#!/usr/bin/env bash
# Debian's Chromium for the browser tests (kept for the scripts and messages that name it):
# the same check and apt-get install as scripts/tools/ensure-tools.sh, for Chromium alone.
exec bash "$(dirname "$0")/ensure-tools.sh" chromium
