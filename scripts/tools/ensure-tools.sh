#!/usr/bin/env bash
# Makes sure the system tools the tests need are installed, before any step uses them:
#   chromium  Debian's /usr/bin/chromium (browser tests, fixture builds, deploy tests)
#   nginx     /usr/sbin/nginx (deploy tests, `npm run serve:nginx`)
#   envsubst  from gettext-base (the deploy test renders deploy/nginx.conf with the documented line)
#
#   bash scripts/tools/ensure-tools.sh [chromium] [nginx] [envsubst]     (no argument: all three)
#
# Missing tools are installed in one `apt-get install` when running as root with apt-get;
# otherwise it lists the command that installs them and exits 1. Only Debian packages: never a
# browser from anywhere else. CHROMIUM_PATH / NGINX_PATH point at other binaries.
set -euo pipefail

wanted=("$@")
[ ${#wanted[@]} -eq 0 ] && wanted=(chromium nginx envsubst)

missing_pkgs=()
missing_names=()
for tool in "${wanted[@]}"; do
  case "$tool" in
    chromium)
      [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || { missing_pkgs+=(chromium); missing_names+=("chromium (${CHROMIUM_PATH:-/usr/bin/chromium})"); } ;;
    nginx)
      # the same places scripts/deploy/nginx.ts looks
      if [ -n "${NGINX_PATH:-}" ]; then [ -x "$NGINX_PATH" ] || { missing_pkgs+=(nginx); missing_names+=("nginx ($NGINX_PATH)"); }
      elif [ ! -x /usr/sbin/nginx ] && [ ! -x /usr/local/sbin/nginx ]; then missing_pkgs+=(nginx); missing_names+=("nginx (/usr/sbin/nginx)"); fi ;;
    envsubst)
      command -v envsubst >/dev/null 2>&1 || { missing_pkgs+=(gettext-base); missing_names+=("envsubst (gettext-base)"); } ;;
    *) echo "ensure-tools: unknown tool '$tool' (known: chromium nginx envsubst)" >&2; exit 2 ;;
  esac
done

[ ${#missing_pkgs[@]} -eq 0 ] && exit 0

echo "Missing: ${missing_names[*]}"
if [ -z "${ENSURE_TOOLS_CHECK_ONLY:-}" ] && [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing with apt-get: ${missing_pkgs[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${missing_pkgs[@]}" >/dev/null
  # check again: a package that installed but left no binary is still a failure
  ENSURE_TOOLS_CHECK_ONLY=1 exec bash "$0" "${wanted[@]}"
fi
echo "The tests need them. Install them with:" >&2
echo "  sudo apt-get update && sudo apt-get install -y ${missing_pkgs[*]}" >&2
echo "(or point CHROMIUM_PATH / NGINX_PATH at binaries you have)" >&2
exit 1
