import { describe, expect, it } from 'vitest';
import { RICHTEXT_TEMPLATES } from '../../engine/theme/widgets/richtext-templates';

// First document, section 9: the rich-text editor's three built-in templates. (Its unsaved text is kept by the
// draft journal, as every field's is: tests/engine/form-draft-journal-kinds.test.tsx.)

describe('rich-text templates', () => {
  it('three built-in templates, each with a label and content', () => {
    expect(RICHTEXT_TEMPLATES).toHaveLength(3);
    for (const t of RICHTEXT_TEMPLATES) expect(t.label && t.html.startsWith('<h2>')).toBeTruthy();
  });
});
