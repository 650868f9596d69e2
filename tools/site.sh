#!/usr/bin/env bash
# README command 1: install what is needed, build the production site and serve it at
# http://localhost:3000, with the API reference's mock server (tools/server/mock-api.sh) at
# http://localhost:4010 so its Send button works offline. Stopping the site server stops the mock.
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/prerequisites.sh
# A build for local use: Send goes to the mock server by default (API_MOCK_SERVER, README).
API_MOCK_SERVER="${API_MOCK_SERVER:-default}" npm run build

bash tools/server/mock-api.sh &
mock_pid=$!
stop_mock() { kill "$mock_pid" 2>/dev/null || true; wait "$mock_pid" 2>/dev/null || true; }
trap stop_mock EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

node --import tsx tools/server/serve.ts &
site_pid=$!
# Whichever stops first (the site server, or the mock failing to start), stop the other.
wait -n "$site_pid" "$mock_pid" || status=$?
kill "$site_pid" 2>/dev/null || true
exit "${status:-0}"
