import { CATALOG, loadDescriptor, type CatalogEntry } from '../descriptor/catalog';
import { isItselfForm } from '../descriptor/held';
import type { FormBody, ScreenDescriptor } from '../model/descriptor';
import { registry } from '../registry/index';

/** A form that edits a record type, with where it opens and which field names its record. */
export interface TypeForm {
  form: FormBody;
  /** The route that opens it: its own, or its tabbed screen's (a review's Edit tab opens on /review/:id). */
  route?: string;
  /** The field that names the record in the screen's header. */
  nameField?: string;
}

/** A screen that is itself a form, as its kind's definition says. */
const isForm = (d: ScreenDescriptor): d is ScreenDescriptor & FormBody => isItselfForm(d, registry) && 'parts' in d;
const headerName = (d: ScreenDescriptor) => ('header' in d && d.header && typeof d.header === 'object' && 'name' in d.header ? (d.header.name as string | undefined) : undefined);

/** Of a screen's routes, the one that opens a record: an edit route with a parameter before any other. */
export const recordRoute = (routes: string[]): string | undefined => routes.find((r) => r.includes(':') && /edit/i.test(r)) ?? routes.find((r) => r.includes(':')) ?? routes[0];

const PARAM = /\{param\./;

/**
 * Whether a form reads its record by the id in its route: a parameter in the load's path, or in its query under the
 * record's own id field. A FAQ tab reads its title by the review's id (reviewId={param.id}): its route does not
 * open a title by the title's id.
 */
function opensByOwnId(form: FormBody): boolean {
  const call = form.load?.call;
  if (!call) return true;
  const fed = Object.entries(call.query ?? {}).filter(([, value]) => typeof value === 'string' && PARAM.test(value)).map(([key]) => key);
  return PARAM.test(call.path) || !fed.length || fed.includes(form.idField);
}

async function typeForm(entry: CatalogEntry): Promise<TypeForm | null> {
  const descriptor = await loadDescriptor(entry.file);
  if (!isForm(descriptor)) return null;
  if (!opensByOwnId(descriptor)) return { form: descriptor };
  const tabs = entry.id ? CATALOG.find((e) => e.tabs?.includes(entry.id!)) : undefined;
  const holder = entry.routes.length ? undefined : tabs && (await loadDescriptor(tabs.file));
  return {
    form: descriptor,
    route: recordRoute(entry.routes.length ? entry.routes : (tabs?.routes ?? [])),
    nameField: headerName(descriptor) ?? (holder ? headerName(holder) : undefined),
  };
}

const loaded = new Map<string, Promise<TypeForm[]>>();

/** Every form that edits a record type of the audit log ("reviews"), in the index's order; loaded once. */
export function formsOfType(type: string): Promise<TypeForm[]> {
  let forms = loaded.get(type);
  if (!forms) {
    forms = Promise.all(CATALOG.filter((e) => e.history === type).map((e) => typeForm(e).catch(() => null))).then((all) => all.filter((f): f is TypeForm => !!f));
    loaded.set(type, forms);
  }
  return forms;
}
