import { CATALOG, fileOfId, loadDescriptor } from '../../descriptor/catalog';
import type { DataProvider } from '../../data/provider';
import { listsOf as heldLists } from '../../descriptor/held';
import type { ListBody, ScreenDescriptor } from '../../model/descriptor';
import { registry as appRegistry, type AnyRegistry } from '../../registry/index';

const registry: AnyRegistry = appRegistry;
import { paramNames, rowFieldsFor } from './route-params';

/** How many list screens are looked into at most: the nearest by address come first, and a guess must stay cheap. */
const LISTS_TRIED = 3;

const sharedStart = (a: string, b: string) => {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return i;
};

/** Whether a screen kind shows lists: it holds one, or the screens it draws inside itself are lists (a `lists` screen). */
const showsLists = (kind: string | undefined) => {
  const definition = kind ? registry.screenKinds[kind] : undefined;
  return !!definition && (!!definition.lists || !!definition.withinKinds?.includes('list'));
};

/** The lists a screen shows, as its kind declares them: those it holds, and the list screens it draws inside itself. */
async function listsOf(descriptor: ScreenDescriptor): Promise<ListBody[]> {
  const definition = registry.screenKinds[descriptor.kind];
  const within = definition?.withinKinds?.includes('list') ? (definition.within?.(descriptor) ?? []) : [];
  const drawn = await Promise.all(within.map(async (id) => heldLists(await loadDescriptor(fileOfId(id)), registry).map(({ body }) => body)));
  return [...heldLists(descriptor, registry).map(({ body }) => body), ...drawn.flat()];
}

/**
 * The parameters of a screen's route filled from the first record its list shows ({ id: "3" } for
 * "/news/edit/:id"): the list screens nearest by address whose row link leads to the pattern are read, and the
 * first row of the first that answers gives them. Null when no list leads there (the id is then typed).
 */
export async function firstRecordParams(pattern: string, provider: DataProvider, language: number): Promise<Record<string, string> | null> {
  if (!paramNames(pattern).length) return {};
  const nearest = CATALOG.filter((entry) => entry.kinds?.some(showsLists) && entry.routes.some((r) => !r.includes(':')))
    .map((entry) => ({ entry, near: Math.max(...entry.routes.map((r) => sharedStart(r, pattern))) }))
    .sort((a, b) => b.near - a.near)
    .slice(0, LISTS_TRIED);
  for (const { entry } of nearest) {
    for (const list of await listsOf(await loadDescriptor(entry.file))) {
      const fields = list.edit && list.load ? rowFieldsFor(list.edit.to, pattern) : null;
      if (!fields) continue;
      const rows = await provider.call<unknown>(list.load!, { language, params: {} });
      const first = Array.isArray(rows) ? (rows[0] as Record<string, unknown> | undefined) : undefined;
      if (first) return Object.fromEntries(Object.entries(fields).map(([param, field]) => [param, String(first[field] ?? '')]));
    }
  }
  return null;
}
