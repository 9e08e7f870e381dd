import type { Breadcrumb, CallSpec } from '../model/descriptor';
import { routeParamsIn } from '../data/templates';

/** Where a record screen stands: the record's type for the family call, its id, and the list it belongs to. */
export interface RecordPlace {
  entity: string;
  id: string;
  /** The list to fall back to when the record has no version in a language. */
  listPath: string | null;
}

/**
 * Reads a record screen's place from its descriptor: the record's type is the first segment of the call that
 * reads it (`/Review/{param.id}` → Review, `/Blogs/ById?id={param.id}` → Blogs), its id the route parameter that
 * call names, its list the breadcrumb's first link. A screen that reads no one record by a parameter has none.
 */
export function recordPlaceOf(load: CallSpec | undefined, params: Record<string, string | undefined>, breadcrumb?: Breadcrumb, backTo?: string): RecordPlace | null {
  if (!load) return null;
  const entity = /^\/([A-Za-z]+)(\/|$)/.exec(load.path)?.[1];
  const [named] = routeParamsIn(load);
  const id = named ? params[named] : undefined;
  if (!entity || !id || id === '-1') return null;
  const crumbs = (Array.isArray(breadcrumb) ? breadcrumb : []).filter((c): c is { text: string; to: string } => typeof c === 'object' && !!c && typeof c.to === 'string');
  const list = crumbs.length ? crumbs[crumbs.length - 1].to : (backTo ?? null);
  return { entity, id, listPath: list };
}
