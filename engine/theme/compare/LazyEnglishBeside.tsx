import { Suspense, lazy, type ComponentProps } from 'react';
import { useCompareWithEnglish } from './context';

// The comparison draws diffs with the history's code: it loads when an editor turns "Compare with English" on, not
// with every form.
const EnglishBeside = lazy(() => import('./EnglishBeside').then((m) => ({ default: m.EnglishBeside })));

/** The English value beside a field, while the comparison is on; nothing (and no code loaded) otherwise. */
export function LazyEnglishBeside(props: ComponentProps<typeof EnglishBeside>) {
  if (!useCompareWithEnglish()) return null;
  return (
    <Suspense fallback={null}>
      <EnglishBeside {...props} />
    </Suspense>
  );
}
