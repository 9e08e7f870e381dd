/**
 * Rich-text drafts an earlier version of the back office kept in localStorage: its editor autosaved every 30 s
 * under `bo-richtext-draft:<page address>|<editor id>` as `{ html, savedAt }` and offered a draft back for 2
 * minutes. The draft journal now keeps rich text as it keeps every field; a draft left there is handed to it once
 * (the field kind's `takeEarlierDraft`) and removed. Only within those 2 minutes: an older one had already expired
 * for the version that wrote it, and, carrying no record version, it could not meet the conflict dialog if the
 * text was saved by someone since. Node-safe: without localStorage there is nothing to take.
 */
export const EARLIER_DRAFT_PREFIX = 'bo-richtext-draft:';
export const EARLIER_DRAFT_LIFETIME_MS = 120_000;

function parse(raw: string | null): { html: string; savedAt: number } | null {
  try {
    const d = JSON.parse(raw ?? 'null') as { html?: unknown; savedAt?: unknown } | null;
    return d && typeof d.html === 'string' && typeof d.savedAt === 'number' ? { html: d.html, savedAt: d.savedAt } : null;
  } catch {
    return null;
  }
}

/**
 * The youngest draft of this page's field, if one is still within its lifetime; every draft of it goes from the
 * storage (offered once), and so does any other that has expired.
 */
export function takeEarlierRichTextDraft(where: { path: string; field: string }, now: number): { value: string; savedAt: number } | null {
  const storage = typeof localStorage === 'undefined' ? null : localStorage;
  if (!storage) return null;
  const mine = `${EARLIER_DRAFT_PREFIX}${where.path}|`;
  let found: { value: string; savedAt: number } | null = null;
  for (let i = storage.length - 1; i >= 0; i--) {
    const key = storage.key(i);
    if (!key?.startsWith(EARLIER_DRAFT_PREFIX)) continue;
    const draft = parse(storage.getItem(key));
    const fresh = !!draft && now - draft.savedAt <= EARLIER_DRAFT_LIFETIME_MS;
    // The editor's id was the form's id for the field: it ends with the field's name.
    const ours = key.startsWith(mine) && (key.endsWith(`_${where.field}`) || key.endsWith(`|${where.field}`));
    if (ours && fresh && (!found || draft!.savedAt > found.savedAt)) found = { value: draft!.html, savedAt: draft!.savedAt };
    if (ours || !fresh) storage.removeItem(key);
  }
  return found;
}
