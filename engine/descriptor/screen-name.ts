import { CATALOG } from './catalog';

/**
 * The screen a loaded descriptor is, as the server names it ("reviews/reviews-list"): found in the index by its id,
 * else by its first route. Undefined for one the index does not hold (a test's own descriptor).
 */
export function screenNameOf(descriptor: { id?: string; route?: string | string[] }): string | undefined {
  const route = [descriptor.route ?? []].flat()[0];
  const entry = CATALOG.find((e) => (descriptor.id ? e.id === descriptor.id : !!route && e.routes.includes(route)));
  return entry?.file.replace(/^\/?screens\//, '').replace(/\.json$/, '');
}
