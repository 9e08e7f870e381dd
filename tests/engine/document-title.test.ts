import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkAllDescriptors } from '../../engine/descriptor/check-all';
import { recordLabelOf } from '../../engine/descriptor/record-label';
import { documentTitle } from '../../engine/screens/frame/document-title';
import { languageOfLink, linkInLanguage } from '../../engine/data/language-link';
import type { ScreenDescriptor } from '../../engine/model/descriptor';

const root = path.resolve(__dirname, '../..');

// Issue 17, item 5: each screen sets the document title, derived from its descriptor, not per screen.
describe('document titles', () => {
  it('reads "<record name> · <kind of record> · <language>" on a record', () => {
    expect(documentTitle('Edit review', 'Velmora Lend', 'Review', 1)).toBe('Velmora Lend · Review · EN');
    expect(documentTitle('View review', 'Velmora Lend', 'Review', 2)).toBe('Velmora Lend · Review · DE');
  });

  it('reads "<screen title> · <language>" elsewhere, and while the record is not read yet', () => {
    expect(documentTitle('Reviews', undefined, undefined, 1)).toBe('Reviews · EN');
    expect(documentTitle('Edit review', null, 'Review', 6)).toBe('Edit review · NL');
    expect(documentTitle('Edit review', '  ', 'Review', 3)).toBe('Edit review · ES');
  });

  it('names the kind of record from the entity of the form, or of a tabbed editor’s first tab', () => {
    const all = checkAllDescriptors(root);
    const byId = new Map(all.flatMap(({ descriptor }) => ('id' in descriptor && descriptor.id ? [[descriptor.id, descriptor] as const] : [])));
    const of = (file: string) => recordLabelOf(root, all.find((c) => c.file === file)!.descriptor as ScreenDescriptor, byId);
    expect(of('screens/reviews/review-editor.json')).toBe('Review');
    expect(of('screens/academy/academy-form.json')).toBe('Academy guide');
    expect(of('screens/reviews/reviews-list.json')).toBeUndefined();
  });
});

// Issue 17, item 5: a new tab opens in the language it was opened from; the link carries it.
describe('links carrying the language', () => {
  it('adds the language code to an in-app path and reads it back', () => {
    expect(linkInLanguage('/review/7', 2)).toBe('/review/7?lang=de');
    expect(linkInLanguage('/review/7?tab=faq', 6)).toBe('/review/7?tab=faq&lang=nl');
    expect(languageOfLink('?lang=de')).toBe(2);
    expect(languageOfLink('?tab=faq&lang=NL')).toBe(6);
    expect(languageOfLink('?lang=5')).toBeNull();
    expect(languageOfLink('?lang=xx')).toBeNull();
  });
});
