#!/usr/bin/env bash
# Makes sure Debian's Chromium is installed at /usr/bin/chromium (the browser tests and bench:ui drive it
# with playwright-core, which cannot download browsers here). Idempotent: silent when it is already there.
set -euo pipefail
CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium}
[ -x "$CHROMIUM" ] && exit 0

if [ "$(id -u)" -ne 0 ]; then
  echo "ensure-chromium: $CHROMIUM is missing and installing it needs root." >&2
  echo "Run as root: apt-get update && apt-get install -y --no-install-recommends chromium" >&2
  exit 1
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "ensure-chromium: $CHROMIUM is missing and apt-get is not available (Debian's chromium package is expected)." >&2
  exit 1
fi

echo "ensure-chromium: installing Debian's chromium..." >&2
export DEBIAN_FRONTEND=noninteractive
log=$(mktemp)
if ! { apt-get update -q && apt-get install -y -q --no-install-recommends chromium; } >"$log" 2>&1; then
  tail -n 30 "$log" >&2
  rm -f "$log"
  echo "ensure-chromium: apt-get could not install chromium." >&2
  exit 1
fi
rm -f "$log"
if [ ! -x "$CHROMIUM" ]; then
  echo "ensure-chromium: chromium was installed but $CHROMIUM does not exist." >&2
  exit 1
fi
echo "ensure-chromium: $("$CHROMIUM" --version 2>/dev/null | tail -n 1)" >&2
