#!/usr/bin/env bash
# README command 1: install what is needed, build the production site and serve it at http://localhost:3000.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/prerequisites.sh
npm run build
exec node --import tsx scripts/serve.ts
