import type { GroupPart } from '../../model/descriptor';
import type { AnyRegistry, Entry } from '../../registry/define';
import { slotKey, storageOf } from '../parts';

/** A group's entries as form values: a fixed group's rows spread into slots, a list group's entries under its name. */
export function entriesToValues(group: GroupPart, entries: Entry[], registry?: AnyRegistry): Record<string, unknown> {
  const storage = storageOf(group, registry);
  if (storage.layout === 'list') return { [group.name]: entries };
  const values: Record<string, unknown> = {};
  entries.forEach((entry, i) => {
    for (const item of group.items) values[slotKey(group, storage.itemKey(item), i + 1)] = entry[storage.itemKey(item)] ?? '';
  });
  return values;
}

/** The reverse: the group's entries out of the form values. */
export function valuesToEntries(group: GroupPart, values: Record<string, unknown>, registry?: AnyRegistry): Entry[] {
  const storage = storageOf(group, registry);
  if (storage.layout === 'list') return Array.isArray(values[group.name]) ? (values[group.name] as Entry[]) : [];
  return Array.from({ length: storage.count(group) }, (_, i) =>
    Object.fromEntries(group.items.map((item) => [storage.itemKey(item), values[slotKey(group, storage.itemKey(item), i + 1)]])),
  );
}
