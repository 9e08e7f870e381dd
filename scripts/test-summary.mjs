// Prints the plain closing line CI reads ("N passed, N failed") from vitest's JSON reports, after the slowest test
// files of each report (the CI budget is 45 minutes, and these are where it goes) and after what failed a run without
// failing a test (tests/support/run-problems-reporter.ts): CI shows the end of the log, and vitest says it far above.
import fs from 'node:fs';
import path from 'node:path';

const SLOWEST_SHOWN = 10;

let passed = 0;
let failed = 0;
let skipped = 0;
let ok = true;
const problems = [];
// Each argument is a report and the exit code of the run that wrote it: `test-results/vitest.json=0`.
for (const argument of process.argv.slice(2)) {
  const at = argument.lastIndexOf('=');
  const [file, exitCode] = at < 0 ? [argument, '0'] : [argument.slice(0, at), argument.slice(at + 1)];
  if (exitCode !== '0') {
    console.log(`${file}: vitest exited ${exitCode}`);
    ok = false;
  }
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
  printSlowest(file, report.testResults ?? []);
  problems.push(...readProblems(file));
}
for (const { where, message } of problems) console.log(`Failed outside a test, ${where}:\n${indent(message)}`);
if (problems.length) ok = false;
console.log(`Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(ok && passed > 0 ? 0 : 1);

function printSlowest(file, results) {
  const timed = results
    .map((result) => ({ name: path.relative(process.cwd(), result.name), seconds: (result.endTime - result.startTime) / 1000 }))
    .sort((a, b) => b.seconds - a.seconds);
  const total = timed.reduce((sum, { seconds }) => sum + seconds, 0);
  console.log(`Slowest of ${timed.length} files in ${path.basename(file)} (${Math.round(total)} s in all, across workers):`);
  for (const { name, seconds } of timed.slice(0, SLOWEST_SHOWN)) console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${name}`);
}

/** What the run-problems reporter wrote beside a JSON report; a report without one had none to write. */
function readProblems(file) {
  const problemsFile = file.replace(/\.json$/, '') + '.problems.json';
  return fs.existsSync(problemsFile) ? JSON.parse(fs.readFileSync(problemsFile, 'utf8')) : [];
}

function indent(text) {
  return text.split('\n').map((line) => `    ${line}`).join('\n');
}
