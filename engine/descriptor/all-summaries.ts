import { checkAllDescriptors } from './check-all';
import { summarize } from './summary';

/** Every screen's summary, in the order and form of tests/engine/__snapshots__/screens.txt; `only` keeps the files naming it. */
export function allSummaries(root: string, only?: string): string {
  const checked = checkAllDescriptors(root).filter(({ file }) => !only || file.includes(only));
  return checked.map(({ file, descriptor }) => summarize(file, descriptor)).join('\n\n') + '\n';
}
