/**
 * What a route's screen loads by name, as the build's screen index (virtual:screen-index) and its descriptor files
 * say: the descriptor, its first tab's, the entity schemas and their checks, and every name they use (screen kinds,
 * field kinds, option sources), which keyed-imports.ts turns into code.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The fields of a screen index entry (engine/descriptor/catalog.ts) that name what the screen opens with. */
export interface IndexEntry {
  file: string;
  routes: string[];
  id?: string;
  kinds?: string[];
  widgets?: string[];
  entities?: string[];
  tabs?: string[];
}

export interface ScreenSeeds {
  routes: string[];
  /** Module ids: the descriptor files, the entity schemas and their precompiled checks. */
  modules: string[];
  /** Names that lead to code through keyed lazy imports. */
  names: string[];
}

/** Every string value of a JSON document: where a descriptor names a kind or an option source. */
function stringsOf(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) value.forEach((v) => stringsOf(v, into));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => stringsOf(v, into));
  return into;
}

export function screenSeeds(root: string, index: IndexEntry[], entityCheck: (entity: string) => string): ScreenSeeds[] {
  const fileOfId = new Map(index.flatMap((e) => (e.id ? [[e.id, e.file] as const] : [])));
  return index
    .filter((entry) => entry.routes.length > 0)
    .map((entry) => {
      const firstTab = entry.tabs?.[0] && fileOfId.get(entry.tabs[0]);
      const files = [entry.file, ...(firstTab ? [firstTab] : [])].map((file) => path.join(root, file));
      const names = new Set([...(entry.kinds ?? []), ...(entry.widgets ?? [])]);
      for (const file of files) stringsOf(JSON.parse(fs.readFileSync(file, 'utf8')), names);
      const entities = entry.entities ?? [];
      return {
        routes: entry.routes,
        modules: [...files, ...entities.map((e) => path.join(root, 'schemas', `${e}.json`)), ...entities.map(entityCheck)],
        names: [...names],
      };
    });
}
