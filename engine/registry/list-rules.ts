import type { GroupPart } from '../model/descriptor';
import type { EditOutcome, Entry, GroupStorageDefinition, ListEditingRules } from './define';

/** An entry with every item of the group empty. */
export const blankEntry = (group: GroupPart, storage: Pick<GroupStorageDefinition, 'itemKey'>): Entry =>
  Object.fromEntries(group.items.map((item) => [storage.itemKey(item), '']));

/** A move past either end is no move at all, whatever the storage's rules. */
export function outOfRange(entries: Entry[], index: number, direction: -1 | 1): EditOutcome | undefined {
  const other = index + direction;
  if (other >= 0 && other < entries.length) return undefined;
  return { ok: false, reason: direction < 0 ? 'The first entry cannot move up.' : 'The last entry cannot move down.' };
}

export const swap = (entries: Entry[], index: number, other: number): Entry[] => {
  const next = [...entries];
  [next[index], next[other]] = [next[other], next[index]];
  return next;
};

/**
 * The rules of a list group whose storage states none: an empty entry may always be added, any entry moves
 * and any entry is deleted, down to none.
 */
export function neutralRules(storage: Pick<GroupStorageDefinition, 'itemKey'>): ListEditingRules {
  return {
    add: (entries, group) => ({ ok: true, entries: [...entries, blankEntry(group, storage)] }),
    move: (entries, index, direction) => outOfRange(entries, index, direction) ?? { ok: true, entries: swap(entries, index, index + direction) },
    remove: (entries, index) => ({ ok: true, entries: entries.filter((_, i) => i !== index) }),
  };
}

/** The editing rules a list group obeys: its storage's own, else the neutral ones. */
export const editingRulesOf = (storage: GroupStorageDefinition): ListEditingRules => storage.editing ?? neutralRules(storage);
