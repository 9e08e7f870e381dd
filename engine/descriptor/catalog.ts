import type { DataTypeName } from '../../shared/data-types';
import type { ScreenDescriptor } from '../model/descriptor';
import type { OpeningRead } from '../registry/define';
import { renderableDescriptor } from './renderable';
import { descriptorLoaders } from './files';
import { publishedDescriptor } from './published';

// The index (file, routes, id, data type) comes from the build; a whole descriptor loads when its screen opens.
import index from 'virtual:screen-index';

export interface CatalogEntry {
  file: string;
  routes: string[];
  id?: string;
  /** The data type that gates the screen's routes. */
  permission?: DataTypeName;
  /** What kind of record the screen shows ("Review"), for the document title; none on a screen without one. */
  recordLabel?: string;
  /** What a list's rows are ("Review"), named by the screen they open or add: the words of its refusals. */
  rowsLabel?: string;
  /** A form's record type in the audit log ("reviews"): the forms that edit a type name its fields. */
  history?: string;
  /** A tabbed screen's tabs, by screen id: a form shown as a tab is opened on its tabbed screen's route. */
  tabs?: string[];
  /** The screen kinds of the screen and of those it draws at once, and their forms' entities: fetched as its route opens. */
  kinds?: string[];
  entities?: string[];
  /** The field kinds they draw, and the records they read (engine/descriptor/opening-index.ts). */
  widgets?: string[];
  /** The option sources they draw that bring code of their own (the built-in countries). */
  sources?: string[];
  reads?: OpeningRead[];
  /** The screens it draws as it opens without a ?tab= (its first tab's, its lists): their descriptors come with its own. */
  opens?: string[];
}

export const CATALOG: CatalogEntry[] = index;

/**
 * Loads a descriptor: its published change in place of the file where one runs (published.ts), its fragments
 * resolved and its fields bound to their entity schemas (renderable.ts).
 */
export async function loadDescriptor(file: string): Promise<ScreenDescriptor> {
  const load = descriptorLoaders[file];
  if (!load) throw new Error(`no screen descriptor ${file}`);
  const [raw, published] = await Promise.all([load(), publishedDescriptor(file)]);
  return renderableDescriptor(file, published ?? raw);
}

export { preloadDescriptorFile, preloadEntity } from './files';

/** A modal or tab screen named by its id. */
export function fileOfId(id: string): string {
  const entry = CATALOG.find((e) => e.id === id);
  if (!entry) throw new Error(`no screen descriptor with id "${id}"`);
  return entry.file;
}
