import { CATALOG, fileOfId, loadDescriptor } from '../../descriptor/catalog';
import type { DataProvider } from '../../data/provider';
import type { ListBody, ScreenDescriptor } from '../../model/descriptor';
import { paramNames, rowFieldsFor } from './route-params';

/** How many list screens are looked into at most: the nearest by address come first, and a guess must stay cheap. */
const LISTS_TRIED = 3;

const sharedStart = (a: string, b: string) => {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return i;
};

/** The lists a screen holds: itself, or those a `lists` screen names. */
async function listsOf(descriptor: ScreenDescriptor): Promise<ListBody[]> {
  if (descriptor.kind === 'list') return [descriptor];
  if (descriptor.kind === 'lists') return Promise.all(descriptor.lists.map(async (id) => (await loadDescriptor(fileOfId(id))) as ListBody));
  return [];
}

/**
 * The parameters of a screen's route filled from the first record its list shows ({ id: "3" } for
 * "/news/edit/:id"): the list screens nearest by address whose row link leads to the pattern are read, and the
 * first row of the first that answers gives them. Null when no list leads there (the id is then typed).
 */
export async function firstRecordParams(pattern: string, provider: DataProvider, language: number): Promise<Record<string, string> | null> {
  if (!paramNames(pattern).length) return {};
  const nearest = CATALOG.filter((entry) => entry.kinds?.some((k) => k === 'list' || k === 'lists') && entry.routes.some((r) => !r.includes(':')))
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
