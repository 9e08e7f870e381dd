#!/usr/bin/env bash
# The test command: type check, the API, engine and descriptor tests (API on SQLite and PostgreSQL),
# then the browser tests in headless Chromium, then a one-line summary of all of them.
set -uo pipefail
cd "$(dirname "$0")/.."
npm run typecheck || exit 1
rm -rf test-results/vitest*.json
reporters=(--reporter=default --reporter=json --reporter=./tests/support/run-problems-reporter.ts)
npx vitest run "${reporters[@]}" --outputFile.json=test-results/vitest.json "$@"
unit=$?
npx vitest run -c vitest.browser.config.ts "${reporters[@]}" --outputFile.json=test-results/vitest-browser.json "$@"
browser=$?
node scripts/test-summary.mjs "test-results/vitest.json=$unit" "test-results/vitest-browser.json=$browser"
