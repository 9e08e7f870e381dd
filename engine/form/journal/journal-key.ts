/**
 * Where a form's unsaved edits are kept in the draft journal: the screen (its id, else its route), the record
 * (the screen's address parameters: a record id, or `-1` for a record not created yet), the language and the
 * signed-in user, so that no one's edits come back in another record, language or account.
 */
export function journalKey(where: { screen: string; params: Record<string, string | undefined>; language: number; userId: number | string | undefined }): string {
  const record = Object.entries(where.params)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  return [where.screen, record || 'single', `lang=${where.language}`, `user=${where.userId ?? 'none'}`].join('|');
}
