#!/usr/bin/env bash
# The test command: type check, the API, engine and descriptor tests (API on SQLite and PostgreSQL),
# then the browser tests in headless Chromium, then a one-line summary of all of them.
set -uo pipefail
cd "$(dirname "$0")/.."
npm run typecheck || exit 1
rm -rf test-results/vitest*.json
npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json "$@"
status=$?
npx vitest run -c vitest.browser.config.ts --reporter=default --reporter=json --outputFile.json=test-results/vitest-browser.json "$@"
browser=$?
node scripts/test-summary.mjs test-results/vitest.json test-results/vitest-browser.json || status=1
[ $browser -eq 0 ] || status=1
exit $status
