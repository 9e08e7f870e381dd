import { Suspense, lazy } from 'react';
import { useSuggestionsHost } from './suggestions-context';

// The suggestions (their calls, diffs and panel) load when a form of a record in another language than English
// draws a text field, not with every form.
const MemorySuggestions = lazy(() => import('./MemorySuggestions'));

interface Props {
  name: string;
  label: string;
  schema: Record<string, any>;
  widget: unknown;
}

/** The translation memory's suggestions under a text field of a record in another language; nothing otherwise. */
export function LazyMemorySuggestions(props: Props) {
  const host = useSuggestionsHost();
  // A text, nullable or not.
  if (!host || ![props.schema.type].flat().includes('string')) return null;
  return (
    <Suspense fallback={null}>
      <MemorySuggestions host={host} {...props} />
    </Suspense>
  );
}
