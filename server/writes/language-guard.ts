type Row = Record<string, any>;

/**
 * The permission check of an update, made on the stored row in the same step as the write: the
 * row's language must be one of these (server/lib/records.ts, updateAuthorized). It saves the
 * read that a check before the write needs.
 */
export interface LanguageGuard {
  languageIds: readonly number[];
}

/** The stored row's language does not allow the update; nothing was written. */
export class GuardRefused extends Error {
  constructor(readonly row: Row) {
    super('the stored record is in a language the update may not change');
  }
}

export function guardAllows(guard: LanguageGuard | undefined, row: Row): boolean {
  return !guard || guard.languageIds.includes(row.languageId);
}
