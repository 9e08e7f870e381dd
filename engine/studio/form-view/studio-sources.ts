import { useEffect, useState } from 'react';
import type { Fragments } from '../../descriptor/fragments';
import type { EntitySchema } from '../../model/entity';
import { entityLoaders } from '../../descriptor/files';

/**
 * What the form view reads besides the descriptor: the shared fragments (few and small, already in the app's
 * catalog, so taken at once) and an entity schema, fetched when a screen naming it is edited, as
 * engine/descriptor/catalog.ts fetches one for a screen that opens.
 */
export const FRAGMENTS: Fragments = Object.fromEntries(
  Object.entries(import.meta.glob<unknown>('/screens/fragments/*.json', { import: 'default', eager: true })).map(([file, data]) => [file.replace(/^.*\/|\.json$/g, ''), data]),
);

export type EntityState = { status: 'loading' } | { status: 'missing' } | { status: 'ready'; schema: EntitySchema };

/** The schema of the entity a form names (schemas/<entity>.json); missing when there is no such file. */
export function useEntitySchema(entity: unknown): EntityState {
  const load = typeof entity === 'string' ? entityLoaders[`/schemas/${entity}.json`] : undefined;
  const [state, setState] = useState<{ entity: unknown; value: EntityState }>({ entity, value: { status: 'loading' } });
  useEffect(() => {
    if (!load) return;
    let current = true;
    load().then(
      (schema) => current && setState({ entity, value: { status: 'ready', schema } }),
      () => current && setState({ entity, value: { status: 'missing' } }),
    );
    return () => {
      current = false;
    };
  }, [entity, load]);
  if (!load) return { status: 'missing' };
  return state.entity === entity ? state.value : { status: 'loading' };
}
