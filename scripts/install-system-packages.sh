#!/usr/bin/env bash
# Installs the Debian packages Reelsmith runs and tests with, when they are missing:
# PostgreSQL and NATS servers, ffmpeg, espeak-ng, Festival with its English HTS voice and
# lexicons (the render service's voices) and the fonts it draws with,
# and Chromium for the checkout page's browser test. Needs root (or sudo) and apt-get.
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive

packages=()
command -v nats-server >/dev/null || packages+=(nats-server)
command -v pg_ctlcluster >/dev/null || packages+=(postgresql)
command -v chromium >/dev/null || packages+=(chromium)
for package in ffmpeg espeak-ng festival festvox-us-slt-hts festlex-cmu festlex-poslex fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji fonts-dejavu-core; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || packages+=("$package")
done
((${#packages[@]})) || exit 0

echo "[reelsmith] installing Debian packages: ${packages[*]}"
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
$sudo apt-get update -q
$sudo apt-get install -y -q --no-install-recommends "${packages[@]}"
