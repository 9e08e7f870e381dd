/**
 * Drafts of rich-text content kept in the browser (first document, section 9): the editor autosaves every
 * 30 s and a draft is kept for 2 minutes, so a reload or a crash shortly after typing does not lose the text.
 * Pure functions over a Storage, so they are tested without a browser.
 */
export const AUTOSAVE_INTERVAL_MS = 30_000;
export const DRAFT_LIFETIME_MS = 120_000;
const PREFIX = 'bo-richtext-draft:';

export interface Draft {
  html: string;
  savedAt: number;
}

function parse(raw: string | null): Draft | null {
  if (!raw) return null;
  try {
    const d = JSON.parse(raw) as Partial<Draft>;
    return typeof d.html === 'string' && typeof d.savedAt === 'number' ? { html: d.html, savedAt: d.savedAt } : null;
  } catch {
    return null;
  }
}

/** Removes every draft older than its lifetime, this one's and other editors' alike. */
export function purgeExpired(storage: Storage, now: number): void {
  for (let i = storage.length - 1; i >= 0; i--) {
    const key = storage.key(i);
    if (!key?.startsWith(PREFIX)) continue;
    const d = parse(storage.getItem(key));
    if (!d || now - d.savedAt > DRAFT_LIFETIME_MS) storage.removeItem(key);
  }
}

export function saveDraft(storage: Storage, key: string, html: string, now: number): void {
  purgeExpired(storage, now);
  storage.setItem(PREFIX + key, JSON.stringify({ html, savedAt: now } satisfies Draft));
}

/** The draft of this editor when it is still within its lifetime. */
export function readDraft(storage: Storage, key: string, now: number): Draft | null {
  purgeExpired(storage, now);
  return parse(storage.getItem(PREFIX + key));
}

export function discardDraft(storage: Storage, key: string): void {
  storage.removeItem(PREFIX + key);
}
