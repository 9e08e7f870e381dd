import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule, Vitest } from 'vitest/node';

interface Problem {
  where: string;
  message: string;
}

/** The first lines of an error's stack: enough to find it, short enough for the closing lines. */
const STACK_LINES = 6;

/**
 * Keeps what fails a run without failing a test: an error thrown outside any test (a timer firing after its file
 * ended, a rejected promise nobody awaited) and a file failing as a whole (a hook, an import). Vitest then exits 1
 * with every test passed, and says why far above the end of a long log. Written beside the JSON report
 * (`<report>.problems.json`) for scripts/test-summary.mjs to print among the closing lines.
 */
export default class RunProblemsReporter implements Reporter {
  private outputFile = '';

  onInit(vitest: Vitest) {
    const output = vitest.config.outputFile;
    const json = typeof output === 'string' ? output : output?.json;
    if (json) this.outputFile = path.resolve(vitest.config.root, json.replace(/\.json$/, '') + '.problems.json');
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandled: ReadonlyArray<SerializedError>) {
    if (!this.outputFile) return;
    const problems: Problem[] = unhandled.map((error) => ({ where: 'outside any test', message: describe(error) }));
    for (const module of modules) {
      const where = path.relative(process.cwd(), module.moduleId);
      for (const suite of [module, ...module.children.allSuites()]) {
        for (const error of suite.errors()) problems.push({ where: suite.type === 'suite' ? `${where} > ${suite.fullName}` : where, message: describe(error) });
      }
    }
    fs.mkdirSync(path.dirname(this.outputFile), { recursive: true });
    fs.writeFileSync(this.outputFile, JSON.stringify(problems, null, 2));
  }
}

type SerializedError = Parameters<NonNullable<Reporter['onTestRunEnd']>>[1][number];

function describe(error: SerializedError): string {
  const stack = typeof error.stack === 'string' ? error.stack.split('\n').slice(1, STACK_LINES + 1).join('\n') : '';
  return [`${error.name ?? 'Error'}: ${error.message ?? String(error)}`, stack].filter(Boolean).join('\n');
}
