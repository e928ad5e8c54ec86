#!/usr/bin/env bash
# Installs the Debian packages Reelsmith needs when they are missing: ffmpeg and espeak-ng to make
# videos, chromium and fonts for the browser tests. Needs root (or sudo) only when something is missing.
set -euo pipefail

missing=()
command -v ffmpeg >/dev/null 2>&1 && command -v ffprobe >/dev/null 2>&1 || missing+=(ffmpeg)
command -v espeak-ng >/dev/null 2>&1 || missing+=(espeak-ng)
[ -x /usr/bin/chromium ] || missing+=(chromium)
# Chromium draws text with the system's fonts; without any, pages render as boxes.
dpkg-query -W -f='${Status}' fonts-dejavu-core 2>/dev/null | grep -q "install ok installed" || missing+=(fonts-dejavu-core)

if [ ${#missing[@]} -eq 0 ]; then
  echo "System packages: ffmpeg, espeak-ng, chromium and fonts are installed."
  exit 0
fi

as_root=()
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then
    as_root=(sudo)
  else
    echo "Missing Debian packages: ${missing[*]}. Run this script as root, or install them with apt-get." >&2
    exit 1
  fi
fi

echo "Installing Debian packages: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
"${as_root[@]}" apt-get update -qq
"${as_root[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
