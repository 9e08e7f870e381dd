import fs from 'node:fs';
import path from 'node:path';
import { resolveFragments, type Fragments } from '../../engine/descriptor/fragments';

type Json = Record<string, any>;

/** A call as descriptors write it: a path and query whose values may be templates ({language}, {param.id}, {row.x}). */
export interface Call {
  method?: string;
  path: string;
  query?: Record<string, string | number | boolean>;
}

/** A form that loads a record: where it is, how it loads, and the route patterns it opens under. */
export interface EditForm {
  /** "screens/settings/links-form.json", or with the place inside the file when the form is nested. */
  where: string;
  id?: string;
  entity?: string;
  idField: string;
  load: { call: Call; pick?: string; idParam?: string; find?: { field: string; equals: string }; into?: string };
  routes: string[];
}

/** A list that opens forms: its rows come from `load`, a row opens `edit.to`, a row modal or its add modal. */
export interface Opener {
  where: string;
  load: Call;
  rowKey: string;
  editTo?: string;
  /** Ids of forms a row opens as a dialog with params { id: the row's rowKey }. */
  rowModals: string[];
}

const ROOT = path.resolve(__dirname, '../..');
const SCREENS = path.join(ROOT, 'screens');

const walkFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walkFiles(path.join(dir, e.name)) : e.name.endsWith('.json') ? [path.join(dir, e.name)] : []));

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8'));
const asList = (value: unknown): string[] => (value === undefined ? [] : [value].flat().filter((v): v is string => typeof v === 'string'));
const isCall = (value: unknown): value is Call => !!value && typeof value === 'object' && typeof (value as Json).path === 'string';

/** Every object of a descriptor, with its place in the file (so nested forms and lists are found whatever kind holds them). */
function objectsOf(value: unknown, place = ''): { place: string; object: Json }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => objectsOf(v, `${place}[${i}]`));
  if (!value || typeof value !== 'object') return [];
  const object = value as Json;
  return [{ place, object }, ...Object.entries(object).flatMap(([k, v]) => objectsOf(v, place ? `${place}.${k}` : k))];
}

/** Every descriptor under screens/ (fragments aside), its fragments resolved as the engine resolves them. */
export function readDescriptors(): { file: string; data: Json }[] {
  const fragmentDir = path.join(SCREENS, 'fragments');
  const fragments: Fragments = Object.fromEntries(
    (fs.existsSync(fragmentDir) ? fs.readdirSync(fragmentDir) : []).filter((f) => f.endsWith('.json')).map((f) => [f.replace(/\.json$/, ''), readJson(path.join(fragmentDir, f))]),
  );
  return walkFiles(SCREENS)
    .filter((f) => !f.startsWith(fragmentDir + path.sep))
    .sort()
    .map((full) => {
      const file = path.relative(ROOT, full).split(path.sep).join('/');
      return { file, data: resolveFragments(file, readJson(full), fragments).data as Json };
    });
}

/**
 * The forms that load a record (an `idField` and a `load` call), wherever a descriptor holds them, and the
 * lists that open them. A form shown as a tab opens under the routes of the tabs screens that name it.
 */
export function editFormsAndOpeners(descriptors = readDescriptors()) {
  const found = descriptors.flatMap(({ file, data }) => objectsOf(data).map(({ place, object }) => ({ where: place ? `${file} at ${place}` : file, object })));
  const tabRoutes = new Map<string, string[]>();
  for (const { object } of found) {
    if (!Array.isArray(object.tabs)) continue;
    for (const tab of object.tabs) if (typeof tab?.screen === 'string') tabRoutes.set(tab.screen, [...(tabRoutes.get(tab.screen) ?? []), ...asList(object.route)]);
  }
  const forms: EditForm[] = found
    .filter(({ object }) => typeof object.idField === 'string' && isCall(object.load?.call))
    .map(({ where, object }) => ({
      where,
      id: object.id,
      entity: object.entity,
      idField: object.idField,
      load: object.load,
      routes: [...asList(object.route), ...(object.id ? (tabRoutes.get(object.id) ?? []) : [])],
    }));
  const openers: Opener[] = found
    .filter(({ object }) => typeof object.rowKey === 'string' && isCall(object.load))
    .map(({ where, object }) => ({
      where,
      load: object.load,
      rowKey: object.rowKey,
      editTo: typeof object.edit?.to === 'string' ? object.edit.to : undefined,
      // A row's Edit opens the add dialog when the list has no edit page (engine/screens/ListScreen.tsx).
      rowModals: [
        ...(Array.isArray(object.modals) ? object.modals.filter((m: Json) => m?.row).map((m: Json) => m.screen) : []),
        ...(!object.edit && typeof object.add?.modal === 'string' ? [object.add.modal] : []),
      ],
    }));
  return { forms, openers };
}

/** The route parameters a form's load needs: {param.x} in its call, and its idParam. */
export function paramsNeeded(form: EditForm): string[] {
  const named = [...JSON.stringify(form.load.call).matchAll(/\{param\.(\w+)\}/g)].map((m) => m[1]);
  return [...new Set([...named, ...asList(form.load.idParam)])];
}

/**
 * How an opener fills the parameters of a form: a row's `edit.to` laid over one of the form's route patterns
 * ("/review/{row.value}" over "/review/:id" gives id = row.value), or a row dialog (id = the row's rowKey).
 * The answer maps each parameter to the row field that fills it.
 */
export function fieldsFor(opener: Opener, form: EditForm): Record<string, string> | undefined {
  if (form.id && opener.rowModals.includes(form.id)) return { id: opener.rowKey };
  if (!opener.editTo) return undefined;
  const target = opener.editTo.split('/');
  for (const pattern of form.routes) {
    const parts = pattern.split('/');
    if (parts.length !== target.length) continue;
    const fields: Record<string, string> = {};
    const fits = parts.every((part, i) => {
      if (part.startsWith(':')) {
        const row = /^\{row\.(\w+)\}$/.exec(target[i]);
        if (row) fields[part.slice(1)] = row[1];
        return !!row;
      }
      return part === target[i];
    });
    if (fits) return fields;
  }
  return undefined;
}
