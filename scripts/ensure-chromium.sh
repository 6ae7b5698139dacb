#!/usr/bin/env bash
# Browser journeys drive Debian's Chromium (a test tool's own browser download cannot work on a
# closed network). Installs it when missing and we may; CHROMIUM_PATH overrides the location.
set -euo pipefail
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium_path" ]; then
  exit 0
fi
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
  echo "Installing Chromium from Debian's packages"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium not found at $chromium_path. Install it (apt-get install chromium) or set CHROMIUM_PATH." >&2
exit 1
