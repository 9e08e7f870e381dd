import type { FormBody } from '../../model/descriptor';
import { fieldsOf } from '../../model/parts';
import { registry, type FieldKindDefinition } from '../../registry/index';
import { editsOf, unjournaledFields } from './journal-edits';

type Values = Record<string, unknown>;

/** Unsaved edits an earlier version of the back office kept outside the journal, as the journal keeps them. */
export interface EarlierEdits {
  version?: number;
  edits: Values;
  before: Values;
  savedAt: number;
}

/**
 * The tab draft a form with an `earlierDraftKey` kept in sessionStorage: `{ "<language>": { version, values } }`,
 * every value of the form with the version of the record they started from. This language's is taken and removed.
 */
function takeTabDraft(key: string | undefined, language: number): { version?: number; values: Values } | null {
  const storage = !key || typeof sessionStorage === 'undefined' ? null : sessionStorage;
  if (!storage || !key) return null;
  try {
    const all = JSON.parse(storage.getItem(key) ?? 'null') as Record<string, { version?: unknown; values?: unknown }> | null;
    if (!all || typeof all !== 'object' || Array.isArray(all)) return null;
    const draft = all[String(language)];
    delete all[String(language)];
    if (Object.keys(all).length) storage.setItem(key, JSON.stringify(all));
    else storage.removeItem(key);
    if (!draft || typeof draft.values !== 'object' || !draft.values || Array.isArray(draft.values)) return null;
    return { version: typeof draft.version === 'number' ? draft.version : undefined, values: draft.values as Values };
  } catch {
    // Something else wrote the key: it holds no draft of ours.
    return null;
  }
}

/**
 * Edits of this form and language that an earlier version kept elsewhere, handed to the journal once (and removed
 * from where they were): the form's tab draft (`earlierDraftKey`) and each field's own, as its kind keeps it
 * (`takeEarlierDraft`). Compared with the record as loaded now; null when they change nothing. Their version is
 * the one the tab draft started from, where it says; a field's own draft says none.
 */
export function takeEarlierEdits(form: FormBody, where: { path: string; language: number }, loaded: Values, now = Date.now()): EarlierEdits | null {
  const leftOut = unjournaledFields(form);
  const tab = takeTabDraft(form.earlierDraftKey, where.language);
  const values: Values = { ...loaded, ...tab?.values };
  let savedAt = tab ? now : 0;
  const kinds = registry.fieldKinds as Record<string, FieldKindDefinition>;
  for (const field of fieldsOf(form.parts)) {
    const own = leftOut.has(field.name) ? null : kinds[field.widget]?.takeEarlierDraft?.({ path: where.path, field: field.name }, now);
    if (!own) continue;
    values[field.name] = own.value;
    savedAt = Math.max(savedAt, own.savedAt);
  }
  const { edits, before } = editsOf(values, loaded, leftOut);
  return Object.keys(edits).length ? { version: tab?.version, edits, before, savedAt } : null;
}
