#!/usr/bin/env bash
# The local mock of the Vidcove REST API: Stoplight Prism serving the documented examples from the
# same OpenAPI document the reference is generated from, at the port plugins/api-reference/options.ts
# states (`mockApiPort`, the document's mock server), so the reference's Send button works offline. `npm run mock:api` runs it alone;
# tools/site.sh and the browser tests start it next to the site server.
set -euo pipefail
cd "$(dirname "$0")/../.."
spec=api-spec/vidcove.yaml
if [ -n "${API_SPEC_URL:-}" ]; then
  # Written by plugins/api-reference/generate/cli.ts when the build fetched the document from API_SPEC_URL.
  spec=.api-spec/vidcove.yaml
  if [ ! -f "$spec" ]; then
    echo "mock API: API_SPEC_URL is set but $spec does not exist yet. Run \"npm run build\" first." >&2
    exit 1
  fi
fi
# MOCK_API_PORT lets a test run its own mock beside the shared one (tests/developer-sample-runs.test.ts).
port=${MOCK_API_PORT:-$(node --import tsx -e "process.stdout.write(String(require('./plugins/api-reference/options').mockApiPort))")}
exec node_modules/.bin/prism mock --host localhost --port "$port" --verboseLevel "${MOCK_API_LOG_LEVEL:-warn}" "$spec"
