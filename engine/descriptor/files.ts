import type { EntitySchema } from '../model/entity';

/**
 * The descriptor and entity schema files, each fetched on demand: one list, so that the screens (catalog.ts,
 * renderable.ts) and the screen studio, which checks and previews descriptors, find the same files.
 */
export const descriptorLoaders = import.meta.glob<unknown>(['/screens/**/*.json', '!/screens/fragments/**'], { import: 'default' });
export const entityLoaders = import.meta.glob<EntitySchema>(['/schemas/*.json', '!/schemas/screen-descriptor.json'], { import: 'default' });

/** Starts fetching an entity schema, which a descriptor being loaded will then find fetched. */
export function preloadEntity(entity: string): void {
  entityLoaders[`/schemas/${entity}.json`]?.().catch(() => undefined);
}
