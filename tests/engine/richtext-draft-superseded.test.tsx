// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { readDraft, saveDraft } from '../../engine/theme/widgets/richtext-draft';
import { useRichTextDraft } from '../../engine/theme/widgets/useRichTextDraft';

// Issue 28, item 4: the rich-text autosave and the form's draft journal never both offer text back. Where the
// journal restored the form's edits (written within a moment of each change, so never older), the editor's own
// autosaved draft is dropped instead of offered.

beforeEach(() => localStorage.clear());

describe('the rich-text autosave beside the draft journal', () => {
  it('offers its draft back when the journal restored nothing', () => {
    saveDraft(localStorage, '/reviews/1|root_content', '<p>autosaved</p>', Date.now());
    const { result } = renderHook(() => useRichTextDraft('/reviews/1|root_content', '<p>loaded</p>', true, () => {}));
    expect(result.current.offer?.html).toBe('<p>autosaved</p>');
  });

  it('drops its draft, unoffered, when the journal restored the form', () => {
    saveDraft(localStorage, '/reviews/1|root_content', '<p>autosaved</p>', Date.now());
    const { result } = renderHook(() => useRichTextDraft('/reviews/1|root_content', '<p>restored by the journal</p>', true, () => {}, true));
    expect(result.current.offer).toBeNull();
    expect(readDraft(localStorage, '/reviews/1|root_content', Date.now())).toBeNull();
  });
});
