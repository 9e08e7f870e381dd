import type { Kysely } from 'kysely';
import { translatedFields } from './translated-fields';

/** A change of an English record: when, and which translated fields it changed. */
export interface EnglishChange {
  at: string;
  fields: string[];
}

/** Whether an audited change is of a text a translation carries too: a string value, or a long text's changed middle. */
function translated(fields: Set<string>, field: string, change: any): boolean {
  if (!fields.has(field) || !change || typeof change !== 'object') return false;
  return typeof change.old === 'string' || typeof change.new === 'string' || typeof change.before === 'string' || typeof change.after === 'string';
}

/** Every audited update of the English records of a table, with the translated fields it changed, oldest first. */
export async function englishChanges(db: Kysely<any>, table: string): Promise<Map<number, EnglishChange[]>> {
  const rows = await db
    .selectFrom('audit_log')
    .select(['recordId', 'at', 'changes'])
    .where('recordType', '=', table)
    .where('action', '=', 'update')
    .where('languageId', '=', 1)
    .orderBy('auditId')
    .execute();
  const texts = translatedFields(table);
  const byRecord = new Map<number, EnglishChange[]>();
  for (const row of rows as { recordId: string; at: string; changes: string }[]) {
    let changes: Record<string, unknown>;
    try {
      changes = JSON.parse(row.changes);
    } catch {
      continue;
    }
    const fields = Object.entries(changes).filter(([field, change]) => translated(texts, field, change)).map(([field]) => field);
    if (!fields.length) continue;
    const id = Number(row.recordId);
    byRecord.set(id, [...(byRecord.get(id) ?? []), { at: row.at, fields }]);
  }
  return byRecord;
}

/** The translated fields changed in English after a translation was last saved (all, when its save time is unknown). */
export function staleFields(changes: EnglishChange[] | undefined, savedAt: string | null): string[] {
  const fields = new Set<string>();
  for (const change of changes ?? []) if (savedAt === null || change.at > savedAt) change.fields.forEach((f) => fields.add(f));
  return [...fields].sort();
}
