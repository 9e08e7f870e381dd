import { containerOf, edited, partAt, samePath, type Json, type PartPath } from './parts-path';

/** Moves the part at `path` one place up (-1) or down (+1) among its neighbours; at either end nothing changes. */
export function movePart(descriptor: Json, path: PartPath, by: -1 | 1): Json {
  const index = path[path.length - 1];
  const size = containerOf(descriptor, path).length;
  if (index + by < 0 || index + by >= size) return descriptor;
  return edited(descriptor, (copy) => {
    const parts = containerOf(copy, path);
    [parts[index], parts[index + by]] = [parts[index + by], parts[index]];
  });
}

/** Whether `inner` lies inside (or is) `outer`: a section is not moved into itself. */
const within = (inner: PartPath, outer: PartPath) => inner.length >= outer.length && samePath(inner.slice(0, outer.length), outer);

/**
 * Takes the part at `path` out of its place: a section left empty goes with it (a section holds at least one
 * part), unless it holds `keep`, where the part goes. Answers the part and a function that turns a path noted before the removal into one valid after it.
 */
function takeOut(copy: Json, path: PartPath, keep: PartPath | null): { part: Json; after: (p: PartPath) => PartPath } {
  let removed = path;
  const part = containerOf(copy, path).splice(path[path.length - 1], 1)[0] as Json;
  const emptied = (section: PartPath) => !(keep && within(keep, section)) && (partAt(copy, section).parts as unknown[]).length === 0;
  while (removed.length > 1 && emptied(removed.slice(0, -1))) {
    removed = removed.slice(0, -1);
    containerOf(copy, removed).splice(removed[removed.length - 1], 1);
  }
  const depth = removed.length - 1;
  const after = (p: PartPath) => {
    const shifted = [...p];
    if (p.length > depth && samePath(p.slice(0, depth), removed.slice(0, depth)) && p[depth] > removed[depth]) shifted[depth] -= 1;
    return shifted;
  };
  return { part, after };
}

/** Moves the part at `path` to the end of the section at `section`, or to the end of the form's own parts when null. */
export function moveToSection(descriptor: Json, path: PartPath, section: PartPath | null): Json {
  if (section && within(section, path)) return descriptor;
  if (samePath(path.slice(0, -1), section ?? [])) return descriptor;
  return edited(descriptor, (copy) => {
    const { part, after } = takeOut(copy, path, section);
    if (section === null) (copy.parts as unknown[]).push(part);
    else (partAt(copy, after(section)).parts as unknown[]).push(part);
  });
}

/** Puts the part at `path` into a new section of that title, in the part's own place. */
export function moveToNewSection(descriptor: Json, path: PartPath, title: string): Json {
  return edited(descriptor, (copy) => {
    const parts = containerOf(copy, path);
    const index = path[path.length - 1];
    parts[index] = { section: title, parts: [parts[index]] };
  });
}

/** The section the part at `path` is in, or null for the form's own parts. */
export const sectionOf = (path: PartPath): PartPath | null => (path.length > 1 ? path.slice(0, -1) : null);
