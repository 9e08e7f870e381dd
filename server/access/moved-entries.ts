type Change = Record<string, unknown>;
type Entry = { languageId: number | null; changes: Record<string, unknown> };

/**
 * The entry that moved a record from another language was written in both: its new values in the
 * language it is kept under, its old ones in the language the record left. A reader who may not read
 * that language gets the entry without its old values, each change marked `withheld`.
 */
export function withoutUnreadableOldSides<T extends Entry>(entry: T, languages: readonly number[]): T {
  const moved = entry.changes.languageId as Change | undefined;
  const from = moved?.old;
  if (typeof from !== 'number' || languages.includes(from)) return entry;
  const changes = Object.fromEntries(
    Object.entries(entry.changes).map(([field, change]) => {
      if (!change || typeof change !== 'object' || (change as Change).redacted) return [field, change];
      const { old: _old, oldLength: _length, ...rest } = change as Change;
      return [field, { ...rest, withheld: true }];
    }),
  );
  return { ...entry, changes };
}
