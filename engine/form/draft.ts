/**
 * A form's unsaved edits kept in the tab's sessionStorage (a form's `draft`), so that reloading the page does not
 * lose them. One key per form holds a draft per language: `{ "2": { "version": 4, "values": {…} } }`. The draft
 * goes when the edits are saved or discarded, and whoever removes the key (the tools hub) drops them all.
 */

type Values = Record<string, unknown>;

export interface Draft {
  /** The version of the record the edits started from; none for a record not created yet. */
  version?: number;
  values: Values;
}

const storage = (): Storage | null => (typeof window === 'undefined' ? null : window.sessionStorage);

function drafts(key: string): Record<string, Draft> {
  try {
    const kept = JSON.parse(storage()?.getItem(key) ?? 'null') as unknown;
    return kept && typeof kept === 'object' && !Array.isArray(kept) ? (kept as Record<string, Draft>) : {};
  } catch {
    // Something else wrote the key: it holds no draft of ours.
    return {};
  }
}

function write(key: string, all: Record<string, Draft>) {
  if (Object.keys(all).length) storage()?.setItem(key, JSON.stringify(all));
  else storage()?.removeItem(key);
}

export function readDraft(key: string, language: number): Draft | null {
  const draft = drafts(key)[String(language)];
  return draft && typeof draft.values === 'object' && draft.values ? draft : null;
}

export function keepDraft(key: string, language: number, draft: Draft) {
  write(key, { ...drafts(key), [String(language)]: draft });
}

export function dropDraft(key: string, language: number) {
  const all = drafts(key);
  if (!(String(language) in all)) return;
  delete all[String(language)];
  write(key, all);
}
