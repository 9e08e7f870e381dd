/**
 * Where a part sits in a raw descriptor's `parts`: the index in `parts`, then the index inside each section on
 * the way down ([2] the third part, [1, 0] the first part of the section second in the form). Raw means as in
 * a file in screens/: an `include` of a fragment is one element of the list, whatever it brings.
 */
export type PartPath = number[];
export type Json = Record<string, any>;

export const isSectionPart = (part: unknown): part is Json & { section: string; parts: unknown[] } =>
  !!part && typeof part === 'object' && typeof (part as Json).section === 'string' && Array.isArray((part as Json).parts);
export const isIncludePart = (part: unknown): part is Json & { include: string } => !!part && typeof part === 'object' && typeof (part as Json).include === 'string';
/** A field: it names an entity field and is neither a section, a group, a static part nor an include. */
export const isFieldPart = (part: unknown): part is Json & { name: string } =>
  !!part && typeof part === 'object' && typeof (part as Json).name === 'string' && !('kind' in (part as Json)) && !isSectionPart(part) && !isIncludePart(part);

/** The list holding the part at `path`: the form's parts or a section's. */
export function containerOf(descriptor: Json, path: PartPath): unknown[] {
  let parts = descriptor.parts as unknown[];
  for (const index of path.slice(0, -1)) parts = (parts[index] as Json).parts;
  return parts;
}

export const partAt = (descriptor: Json, path: PartPath): Json => containerOf(descriptor, path)[path[path.length - 1]] as Json;

/** A copy of the descriptor changed by `change`, which may mutate the copy it is given: the one passed in stays as it was. */
export function edited(descriptor: Json, change: (copy: Json) => void): Json {
  const copy = structuredClone(descriptor);
  change(copy);
  return copy;
}

/** Every section the descriptor itself states (a fragment's are not its to change), with where it sits. */
export function ownSections(descriptor: Json): { path: PartPath; title: string }[] {
  const found: { path: PartPath; title: string }[] = [];
  const walk = (parts: unknown[], at: PartPath) =>
    parts.forEach((part, index) => {
      if (!isSectionPart(part)) return;
      found.push({ path: [...at, index], title: part.section });
      walk(part.parts, [...at, index]);
    });
  walk(Array.isArray(descriptor.parts) ? descriptor.parts : [], []);
  return found;
}

export const samePath = (a: PartPath, b: PartPath) => a.length === b.length && a.every((v, i) => v === b[i]);
