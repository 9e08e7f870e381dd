import { Suspense, lazy, type ComponentProps } from 'react';
import { useMemoryChecksHere } from './context';

// The tag and its tooltip load the first time a field is marked, not with every form.
const MemoryCheckTag = lazy(() => import('./MemoryCheckTag').then((m) => ({ default: m.MemoryCheckTag })));

/** "From memory: check" beside a field the translation memory filled; nothing (and no code loaded) for other fields. */
export function LazyMemoryCheckTag(props: ComponentProps<typeof MemoryCheckTag>) {
  if (!useMemoryChecksHere()?.marks[props.name]) return null;
  return (
    <Suspense fallback={null}>
      <MemoryCheckTag {...props} />
    </Suspense>
  );
}
