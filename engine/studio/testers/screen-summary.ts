import { validateDescriptor } from '../../descriptor/validate';
import { bindEntities, entitiesNamed } from '../../descriptor/entities';
import { summarize } from '../../descriptor/summary';
import type { Fragments } from '../../descriptor/fragments';
import type { EntitySchema } from '../../model/entity';

const fragments: Fragments = Object.fromEntries(
  Object.entries(import.meta.glob<unknown>('/screens/fragments/*.json', { import: 'default', eager: true })).map(([file, data]) => [file.replace(/^.*\/|\.json$/g, ''), data]),
);
const entityLoaders = import.meta.glob<EntitySchema>(['/schemas/*.json', '!/schemas/screen-descriptor.json'], { import: 'default' });

/**
 * A screen's summary as the snapshot prints it (tests/engine/__snapshots__/screens.txt), made from a raw descriptor:
 * checked, fragments resolved, fields bound to their entity. A descriptor with a mistake throws the check's error.
 */
export async function screenSummary(screen: string, raw: unknown): Promise<string> {
  const file = `screens/${screen}.json`;
  const descriptor = validateDescriptor(file, raw, fragments);
  const entities = Object.fromEntries(await Promise.all(entitiesNamed(descriptor).map(async (e) => [e, await entityLoaders[`/schemas/${e}.json`]?.()] as const)));
  return summarize(file, bindEntities(file, descriptor, entities));
}
