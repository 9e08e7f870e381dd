import type { DataTypeName } from './data-types';
import type { ScreenDescriptor } from './types';

// The index (file, routes, id, data type) comes from the build; a whole descriptor loads when its screen opens.
import index from 'virtual:screen-index';

const loaders = import.meta.glob<ScreenDescriptor>('/screens/**/*.json', { import: 'default' });

export interface CatalogEntry {
  file: string;
  routes: string[];
  id?: string;
  /** The data type that gates the screen's routes. */
  permission?: DataTypeName;
}

export const CATALOG: CatalogEntry[] = index;

/** Loads a descriptor; during development it is checked on every load so that a mistake shows at once. */
export async function loadDescriptor(file: string): Promise<ScreenDescriptor> {
  const load = loaders[file];
  if (!load) throw new Error(`no screen descriptor ${file}`);
  const descriptor = await load();
  if (!import.meta.env.DEV) return descriptor; // the build has checked every descriptor already
  const { validateDescriptor } = await import('./validate');
  return validateDescriptor(file.replace(/^\//, ''), descriptor);
}

/** A modal or tab screen named by its id. */
export function fileOfId(id: string): string {
  const entry = CATALOG.find((e) => e.id === id);
  if (!entry) throw new Error(`no screen descriptor with id "${id}"`);
  return entry.file;
}
