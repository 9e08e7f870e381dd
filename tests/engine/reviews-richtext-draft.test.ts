import { describe, expect, it } from 'vitest';
import { AUTOSAVE_INTERVAL_MS, DRAFT_LIFETIME_MS, discardDraft, readDraft, saveDraft } from '../../engine/theme/widgets/richtext-draft';
import { RICHTEXT_TEMPLATES } from '../../engine/theme/widgets/richtext-templates';

/** A Storage over a Map, the shape localStorage has in the browser. */
function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
  };
}

describe('rich-text drafts (section 9: autosave every 30 s, kept 2 minutes)', () => {
  it('uses the constants of the specification', () => {
    expect([AUTOSAVE_INTERVAL_MS, DRAFT_LIFETIME_MS]).toEqual([30_000, 120_000]);
  });
  it('a draft is offered back within its 2 minutes and no longer after', () => {
    const storage = memoryStorage();
    saveDraft(storage, '/review/1|content', '<p>typed</p>', 1_000);
    expect(readDraft(storage, '/review/1|content', 1_000 + DRAFT_LIFETIME_MS)).toEqual({ html: '<p>typed</p>', savedAt: 1_000 });
    expect(readDraft(storage, '/review/1|content', 1_001 + DRAFT_LIFETIME_MS)).toBeNull();
    expect(storage.length).toBe(0);
  });
  it('drafts are kept per editor; saving one clears the expired others; discarding removes it', () => {
    const storage = memoryStorage();
    saveDraft(storage, 'a', 'old', 0);
    saveDraft(storage, 'b', 'new', DRAFT_LIFETIME_MS + 1);
    expect(readDraft(storage, 'a', DRAFT_LIFETIME_MS + 1)).toBeNull();
    expect(readDraft(storage, 'b', DRAFT_LIFETIME_MS + 1)?.html).toBe('new');
    discardDraft(storage, 'b');
    expect(readDraft(storage, 'b', DRAFT_LIFETIME_MS + 1)).toBeNull();
  });
  it('a damaged entry is no draft', () => {
    const storage = memoryStorage();
    storage.setItem('bo-richtext-draft:x', '{not json');
    expect(readDraft(storage, 'x', 0)).toBeNull();
  });
});

describe('rich-text templates', () => {
  it('three built-in templates, each with a label and content', () => {
    expect(RICHTEXT_TEMPLATES).toHaveLength(3);
    for (const t of RICHTEXT_TEMPLATES) expect(t.label && t.html.startsWith('<h2>')).toBeTruthy();
  });
});
