#!/usr/bin/env bash
# README command 2: every test. Static checks and unit tests first (fast failures), then one
# production build shared by all browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/prerequisites.sh --browser

step() { printf '\n== %s\n' "$*"; }
# Writers' mistakes first: file:line messages in under a minute, before anything builds.
step "Content: front matter, facts, links, images, code and prose"; npm run --silent check:content
step "Type check";  npm run --silent typecheck
step "Lint and format check"; npm run --silent lint
step "Prose: spelling (British English) and Markdown style"; npm run --silent lint:prose
step "OpenAPI lint (Redocly, recommended rules)"; npm run --silent lint:api
step "Unit tests";  npm run --silent test:unit
step "Ejected theme components: upstream originals unchanged"; npm run --silent swizzle:check
# Built for local use, as `npm run site` builds: Send goes to the mock server by default (README).
step "Production build"; API_MOCK_SERVER="${API_MOCK_SERVER:-default}" npm run --silent build
step "Built site: links, anchors, images and valid HTML"; npm run --silent check:site
step "Browser tests"; npm run --silent test:e2e
# A small pass in the other engines readers use (README, Browsers): the exhaustive gate above is Chromium's.
step "Cross-engine pass: Firefox ESR and WebKitGTK"; npm run --silent test:engines
