#!/usr/bin/env bash
# The test command: type check, then every test (API on SQLite and PostgreSQL), then a one-line summary.
set -uo pipefail
cd "$(dirname "$0")/.."
npm run typecheck || exit 1
rm -f test-results/vitest.json
npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json "$@"
status=$?
if [ -f test-results/vitest.json ]; then node scripts/test-summary.mjs test-results/vitest.json || status=1; fi
exit $status
