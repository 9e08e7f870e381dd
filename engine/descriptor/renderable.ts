import type { ScreenDescriptor } from '../model/descriptor';
import { resolveFragments, type Fragments } from './fragments';
import { bindEntities, entitiesNamed } from './entities';
import { entityLoaders } from './files';

// Fragments are few and small; a descriptor needs them as soon as it loads.
const fragments: Fragments = Object.fromEntries(
  Object.entries(import.meta.glob<unknown>('/screens/fragments/*.json', { import: 'default', eager: true })).map(([file, data]) => [file.replace(/^.*\/|\.json$/g, ''), data]),
);

/**
 * A descriptor's JSON made ready to draw: its fragments resolved and its fields bound to their entity schemas. The
 * file names it in messages ("screens/settings/bonus-settings.json", a leading slash or not). During development it
 * is checked first, so that a mistake shows at once; the build, or the server for a published change, has checked
 * it otherwise.
 */
export async function renderableDescriptor(file: string, raw: unknown): Promise<ScreenDescriptor> {
  const name = file.replace(/^\//, '');
  const descriptor = import.meta.env.DEV
    ? (await import('./validate')).validateDescriptor(name, raw, fragments)
    : (resolveFragments(name, raw, fragments).data as ScreenDescriptor);
  const entities = Object.fromEntries(await Promise.all(entitiesNamed(descriptor).map(async (e) => [e, await entityLoaders[`/schemas/${e}.json`]?.()] as const)));
  return bindEntities(name, descriptor, entities);
}
