const collator = new Intl.Collator('en', { sensitivity: 'base' });

/**
 * Sorts by a name in JavaScript: SQLite and PostgreSQL collate accented names
 * (Åland Islands, Réunion) differently, and the lists are short.
 */
export function sortByName<T extends Record<string, any>>(rows: T[], key: keyof T): T[] {
  return rows.sort((a, b) => collator.compare(String(a[key] ?? ''), String(b[key] ?? '')));
}
