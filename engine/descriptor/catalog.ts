import type { DataTypeName } from '../../shared/data-types';
import type { ScreenDescriptor } from '../model/descriptor';
import type { OpeningRead } from '../registry/define';
import { renderableDescriptor } from './renderable';
import { descriptorLoaders } from './files';
import { currentOpening, publishedDescriptor } from './published';

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

/** A descriptor made for an opening (the read of published changes it was made with), and once made, the result. */
interface Made {
  opening: Promise<unknown> | undefined;
  descriptor: Promise<ScreenDescriptor>;
  ready?: ScreenDescriptor;
}
const made = new Map<string, Made>();

/**
 * Loads a descriptor: its published change in place of the file where one runs (published.ts), its fragments
 * resolved and its fields bound to their entity schemas (renderable.ts). Made once per opening: the screen, its
 * preloading and its tabs ask for the same descriptors as a route opens, and a screen drawn inside another finds its
 * own already made (descriptorNow). A descriptor that failed is made again when asked again.
 */
export function loadDescriptor(file: string): Promise<ScreenDescriptor> {
  const opening = currentOpening();
  const was = made.get(file);
  if (was && was.opening === opening) return was.descriptor;
  const entry: Made = { opening, descriptor: makeDescriptor(file) };
  made.set(file, entry);
  entry.descriptor.then(
    (descriptor) => void (entry.ready = descriptor),
    () => void (made.get(file) === entry && made.delete(file)),
  );
  return entry.descriptor;
}

/** The descriptor of a file as loadDescriptor has made it for this opening, or undefined while it is not made yet. */
export function descriptorNow(file: string): ScreenDescriptor | undefined {
  const was = made.get(file);
  return was && was.opening === currentOpening() ? was.ready : undefined;
}

async function makeDescriptor(file: string): Promise<ScreenDescriptor> {
  const published = await publishedDescriptor(file);
  return published === undefined ? shippedDescriptor(file) : renderableDescriptor(file, published);
}

const shipped = new Map<string, Promise<ScreenDescriptor>>();

/**
 * A descriptor as its file ships, made once: every opening that finds no published change of it draws the same one.
 * Made ahead where a link to its screen shows (engine/screens/preload-route.ts), an opening then only waits for the
 * read of published changes.
 */
export function shippedDescriptor(file: string): Promise<ScreenDescriptor> {
  let made = shipped.get(file);
  if (!made) {
    const load = descriptorLoaders[file];
    if (!load) return Promise.reject(new Error(`no screen descriptor ${file}`));
    made = load().then((raw) => renderableDescriptor(file, raw));
    shipped.set(file, made);
    // A file that failed to load (the app was updated meanwhile) is asked for again next time.
    made.catch(() => shipped.get(file) === made && shipped.delete(file));
  }
  return made;
}

export { preloadEntity } from './files';

/** A modal or tab screen named by its id. */
export function fileOfId(id: string): string {
  const entry = CATALOG.find((e) => e.id === id);
  if (!entry) throw new Error(`no screen descriptor with id "${id}"`);
  return entry.file;
}
