/** A field as a descriptor states it: its name and the label the form shows. */
export interface FieldWords {
  name: string;
  label: string;
}

/** What a change does to a screen's fields, against what runs now: the summary its Publish asks to confirm. */
export interface PublishSummary {
  added: FieldWords[];
  removed: FieldWords[];
  relabelled: { name: string; from: string; to: string }[];
  /** Something other than the fields' presence and labels changed (an order, a rule, a notice, a section). */
  otherChanges: boolean;
}

/**
 * The fields of a descriptor as written, fragments included by name only: every object that names a field and its
 * widget, wherever it sits (a section, a group's items, a tab's form), the first of a name winning.
 */
export function fieldsIn(descriptor: unknown): Map<string, FieldWords> {
  const found = new Map<string, FieldWords>();
  const walk = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (!value || typeof value !== 'object') return;
    const node = value as Record<string, unknown>;
    if (typeof node.name === 'string' && typeof node.widget === 'string' && !found.has(node.name)) {
      found.set(node.name, { name: node.name, label: typeof node.label === 'string' ? node.label : '' });
    }
    Object.values(node).forEach(walk);
  };
  walk(descriptor);
  return found;
}

/** The working descriptor against the one running: fields added, removed and relabelled, and whether anything else changed. */
export function publishSummary(running: unknown, working: unknown): PublishSummary {
  const before = fieldsIn(running);
  const after = fieldsIn(working);
  const added = [...after.values()].filter((f) => !before.has(f.name));
  const removed = [...before.values()].filter((f) => !after.has(f.name));
  const relabelled = [...after.values()].flatMap((f) => {
    const old = before.get(f.name);
    return old && old.label !== f.label ? [{ name: f.name, from: old.label, to: f.label }] : [];
  });
  // Anything else: the two compared with every field's label set to what the change made it.
  const labels = new Map(relabelled.map((r) => [r.name, r.to]));
  const relabel = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(relabel);
    if (!value || typeof value !== 'object') return value;
    const node = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, relabel(v)]));
    return typeof node.name === 'string' && typeof node.widget === 'string' && labels.has(node.name) ? { ...node, label: labels.get(node.name) } : node;
  };
  const fieldNames = new Set([...added, ...removed].map((f) => f.name));
  const withoutFields = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.filter((v) => !(v && typeof v === 'object' && fieldNames.has((v as { name?: string }).name ?? '') && 'widget' in v)).map(withoutFields);
    if (!value || typeof value !== 'object') return value;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutFields(v)]));
  };
  const otherChanges = JSON.stringify(withoutFields(relabel(running))) !== JSON.stringify(withoutFields(working));
  return { added, removed, relabelled, otherChanges };
}

/** The reason Publish is refused while the live check finds problems: the count, then the first of them where it is. */
export function problemsFirst(problems: { at: string; message: string }[]): string | undefined {
  if (problems.length === 0) return undefined;
  const [first] = problems;
  const where = first.at ? `${first.at}: ` : '';
  return `Fix ${problems.length} problem${problems.length === 1 ? '' : 's'} first: ${where}${first.message}`;
}
