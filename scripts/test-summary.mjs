// Prints the plain closing line CI reads ("N passed, N failed") from vitest's JSON reports.
import fs from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
let ok = true;
for (const file of process.argv.slice(2)) {
  if (!fs.existsSync(file)) {
    console.log(`missing test report ${file}`);
    ok = false;
    continue;
  }
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  ok &&= report.success;
}
console.log(`Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(ok && passed > 0 ? 0 : 1);
