#!/usr/bin/env bash
# Installs what the two README commands need on a fresh machine:
#   npm packages (npm ci, when node_modules is missing or older than package-lock.json) and,
#   with --browser (npm test), Debian's chromium for the browser tests, a Java runtime for the Nu HTML
#   Checker, nginx with its brotli module for the deployment tests, and Firefox ESR, WebKitGTK's WebDriver
#   (with xvfb and GStreamer's codecs) for the cross-engine pass.
set -euo pipefail
cd "$(dirname "$0")/.."

# The supported Node.js versions: package.json's "engines" (checked against every dependency by
# tools/engines.test.ts) and the CI matrix (.github/workflows/ci.yml) say the same.
if ! node -e '
  const [major, minor] = process.versions.node.split(".").map(Number);
  process.exit((major === 20 && minor >= 19) || (major === 22 && minor >= 13) || major >= 24 ? 0 : 1);
' 2>/dev/null; then
  echo "The help centre needs Node.js 20.19 or later 20.x, 22.13 or later 22.x, or 24 and newer (found: $(node --version 2>/dev/null || echo none))." >&2
  exit 1
fi

if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "Installing npm packages (npm ci)..."
  npm ci --no-audit --no-fund
fi

apt_updated=
# need PATH-OR-COMMAND PACKAGE WHY: installs Debian's PACKAGE (as root) unless PATH exists or COMMAND runs.
need() {
  local have=$1 package=$2 why=$3
  if [ -e "$have" ] || command -v "$have" >/dev/null 2>&1; then return; fi
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing Debian's $package $why..."
    if [ -z "$apt_updated" ]; then apt-get update -qq; apt_updated=1; fi
    # Installing a service must not start it (nginx would take port 80): policy-rc.d says no, meanwhile.
    local policy=
    if [ ! -e /usr/sbin/policy-rc.d ]; then
      printf '#!/bin/sh\nexit 101\n' >/usr/sbin/policy-rc.d && chmod +x /usr/sbin/policy-rc.d && policy=1
    fi
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$package" >/dev/null
    if [ -n "$policy" ]; then rm -f /usr/sbin/policy-rc.d; fi
  else
    echo "The tests need Debian's '$package' $why: sudo apt-get install $package" >&2
    exit 1
  fi
}

if [ "${1:-}" = "--browser" ]; then
  chromium_path=${CHROMIUM_PATH:-/usr/bin/chromium}
  if [ ! -x "$chromium_path" ] && [ -n "${CHROMIUM_PATH:-}" ]; then
    echo "CHROMIUM_PATH=$chromium_path is not an executable Chromium." >&2
    exit 1
  fi
  need "$chromium_path" chromium "for the browser tests"
  need java default-jre-headless "for the Nu HTML Checker"
  need /usr/sbin/nginx nginx "for the deployment tests (the generated nginx configuration)"
  need /usr/lib/nginx/modules/ngx_http_brotli_static_module.so libnginx-mod-http-brotli-static \
    "for nginx to send the build's brotli copies"
  need firefox-esr firefox-esr "for the cross-engine pass"
  need WebKitWebDriver webkit2gtk-driver "for the cross-engine pass (WebKitGTK)"
  need xvfb-run xvfb "for WebKitGTK's display in the cross-engine pass"
  need xauth xauth "for xvfb-run"
  gstreamer=/usr/lib/$(uname -m)-linux-gnu/gstreamer-1.0
  need "$gstreamer/libgstlibav.so" gstreamer1.0-libav "for video in WebKitGTK (H.264, AAC)"
  need "$gstreamer/libgstvpx.so" gstreamer1.0-plugins-good "for video in WebKitGTK (VP9 in WebM)"
fi
