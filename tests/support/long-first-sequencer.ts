import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest's own order, with the files named here moved to the front. A fresh clone has no record of earlier
 * durations, so Vitest starts the largest files first; a short file that runs for minutes (the typing stress test
 * waits on a throttled page) then starts last and holds one worker alone at the end. Started first, it runs beside
 * all the others.
 */
export function longFirst(files: readonly string[]) {
  const rank = new Map(files.map((file, index) => [path.normalize(file), index]));
  return class LongFirstSequencer extends BaseSequencer {
    override async sort(specs: TestSpecification[]): Promise<TestSpecification[]> {
      const sorted = await super.sort(specs);
      const rankOf = (spec: TestSpecification) => rank.get(path.relative(this.ctx.config.root, spec.moduleId)) ?? files.length;
      // Array.prototype.sort is stable: the files not named keep Vitest's order.
      return sorted.sort((a, b) => rankOf(a) - rankOf(b));
    }
  };
}
