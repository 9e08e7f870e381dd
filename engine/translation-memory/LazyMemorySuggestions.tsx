import { Suspense, lazy } from 'react';
import { registry as appRegistry, type AnyRegistry } from '../registry/index';
import { useSuggestionsHost } from './context';

// The suggestions (their calls, diffs and panel) load when a form in another language than English draws a text
// field, not with every form.
const MemorySuggestions = lazy(() => import('./MemorySuggestions'));

const kinds: AnyRegistry['fieldKinds'] = appRegistry.fieldKinds;

interface Props {
  name: string;
  label: string;
  schema: Record<string, any>;
  widget: unknown;
}

/**
 * The translation memory's suggestions under a text field a translator fills (a plain text, a long text or rich
 * text: no choice, date, address or shown value), on a record in another language than English; nothing otherwise.
 */
export function LazyMemorySuggestions({ name, label, schema, widget }: Props) {
  const host = useSuggestionsHost();
  const kind = typeof widget === 'string' ? kinds[widget] : undefined;
  const freeText = schema.type === 'string' && !schema.enum && !schema.oneOf && !schema.format && (widget === undefined || widget === 'text' || !!kind?.longText || !!kind?.rich) && !kind?.display && !kind?.secret;
  if (!host || !freeText) return null;
  return (
    <Suspense fallback={null}>
      <MemorySuggestions host={host} name={name} label={label} rich={!!kind?.rich} />
    </Suspense>
  );
}
