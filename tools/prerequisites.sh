#!/usr/bin/env bash
# Installs what the two README commands need on a fresh machine:
#   npm packages (npm ci, when node_modules is missing or older than package-lock.json) and,
#   with --browser, Debian's chromium for the browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."

node_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$node_major" -lt 20 ]; then
  echo "The help centre needs Node.js 20 or newer (found: $(node --version 2>/dev/null || echo none))." >&2
  exit 1
fi

if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "Installing npm packages (npm ci)..."
  npm ci --no-audit --no-fund
fi

if [ "${1:-}" = "--browser" ]; then
  chromium_path=${CHROMIUM_PATH:-/usr/bin/chromium}
  if [ ! -x "$chromium_path" ]; then
    if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
      echo "Installing Debian's chromium for the browser tests..."
      apt-get update -qq
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
    else
      echo "The browser tests need Chromium at $chromium_path. Install Debian's 'chromium' package" >&2
      echo "(sudo apt-get install chromium), or set CHROMIUM_PATH to another Chromium binary." >&2
      exit 1
    fi
  fi
  if ! command -v java >/dev/null 2>&1; then
    if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
      echo "Installing a Java runtime for the Nu HTML Checker..."
      apt-get update -qq
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless >/dev/null
    else
      echo "The HTML validation needs Java. Install Debian's 'default-jre-headless' package." >&2
      exit 1
    fi
  fi
fi
