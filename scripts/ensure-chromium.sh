#!/usr/bin/env bash
# Makes sure Debian's Chromium is at /usr/bin/chromium for the browser suite. Installs it with
# apt when missing and running as root; otherwise says how to install it. Never downloads a
# browser from anywhere else.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium with apt-get…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
  /usr/bin/chromium --version
  exit 0
fi
echo "Chromium is missing: the browser tests need /usr/bin/chromium." >&2
echo "Install it with: sudo apt-get update && sudo apt-get install -y chromium" >&2
exit 1
