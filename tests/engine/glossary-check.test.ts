import { describe, expect, it } from 'vitest';
import { glossaryBreaches, termsForLanguage, type CheckedTerm } from '../../shared/glossary/check';
import { plainTextOf } from '../../shared/glossary/plain-text';

const mintos: CheckedTerm = { termId: 1, kind: 'neverTranslate', source: 'Mintos', target: null };
const buyback: CheckedTerm = { termId: 2, kind: 'fixed', source: 'Buyback guarantee', target: 'Rückkaufgarantie' };
const wrong: CheckedTerm = { termId: 3, kind: 'forbidden', source: 'Buyback guarantee', target: 'Rückkauf-Garantie' };
const lenda: CheckedTerm = { termId: 4, kind: 'neverTranslate', source: 'Lenda', target: null };
const lendy: CheckedTerm = { termId: 5, kind: 'neverTranslate', source: 'Lendy', target: null };

const check = (terms: CheckedTerm[], english: string, target: string) => glossaryBreaches('reviewContent', terms, english, target);

/** The glossary's check (docs/translations.md "Glossary"): what breaks a term, and where in the translation's text. */
describe('glossary check', () => {
  it('finds a never-translated name altered, pointing at the altered word', () => {
    const target = 'Bei Mintoss investieren Sie ab 50 €.';
    expect(check([mintos], 'Invest with Mintos from €50.', target)).toEqual([
      { field: 'reviewContent', start: 4, end: 11, termId: 1, kind: 'neverTranslate', message: 'The name "Mintos" must stay as it is.' },
    ]);
  });

  it('finds a name written in another case, and a name that is missing where English has it (at no text: [0, 0))', () => {
    expect(check([mintos], 'Mintos is large.', 'MINTOS ist groß.').map((b) => [b.start, b.end])).toEqual([[0, 6]]);
    expect(check([mintos], 'Mintos is large.', 'Die Plattform ist groß.')).toEqual([
      { field: 'reviewContent', start: 0, end: 0, termId: 1, kind: 'neverTranslate', message: 'The name "Mintos" is in the English text but missing here.' },
    ]);
  });

  it('passes a name kept as it is, a name English does not have, and an empty translation', () => {
    expect(check([mintos], 'Mintos is large.', 'Mintos ist groß, das Mintos-Konto auch.')).toEqual([]);
    expect(check([mintos], 'Bondora is large.', 'Bondora ist groß.')).toEqual([]);
    expect(check([mintos], 'Mintos is large.', '')).toEqual([]);
  });

  it('keeps to whole words: a name inside a longer word of English is not the name', () => {
    expect(check([mintos], 'The Mintosian way.', 'Der Weg.')).toEqual([]);
    expect(check([mintos], 'images/mintos-logo.png', 'images/mintos-logo-de.png')).toEqual([]);
  });

  it('does not take another never-translated name for this one altered', () => {
    expect(check([lenda, lendy], 'Lenda and Lendy differ.', 'Lenda und Lendy unterscheiden sich.')).toEqual([]);
    expect(check([lenda, lendy], 'Lenda is new.', 'Lendy ist neu.').map((b) => [b.termId, b.start, b.end])).toEqual([[4, 0, 0]]);
  });

  it('wants a fixed term rendered as its translation wherever English has it, inflected forms counting', () => {
    expect(check([buyback], 'A buyback guarantee protects you.', 'Eine Rückkaufgarantie schützt Sie.')).toEqual([]);
    expect(check([buyback], 'Buyback guarantees protect you.', 'Rückkaufgarantien schützen Sie.')).toEqual([]);
    expect(check([buyback], 'A Buyback guarantee protects you.', 'Eine Rückkaufzusage schützt Sie.')).toEqual([
      { field: 'reviewContent', start: 0, end: 0, termId: 2, kind: 'fixed', message: '"Buyback guarantee" is translated as "Rückkaufgarantie".' },
    ]);
  });

  it('finds a forbidden rendering wherever it is used, in any case', () => {
    const target = 'Die Rückkauf-Garantie und die rückkauf-garantie.';
    expect(check([wrong], 'The buyback guarantee.', target).map((b) => [b.start, b.end, b.message])).toEqual([
      [4, 21, '"Rückkauf-Garantie" must not be used for "Buyback guarantee".'],
      [30, 47, '"rückkauf-garantie" must not be used for "Buyback guarantee".'],
    ]);
  });

  it('reads rich text as its text: positions count the characters shown', () => {
    const html = '<p>Bei <strong>Mintoss</strong> &amp; Co.</p><p>Zweiter Absatz</p>';
    expect(plainTextOf(html)).toBe('Bei Mintoss & Co.\nZweiter Absatz');
    expect(check([mintos], '<p>Mintos &amp; Co.</p>', html).map((b) => [b.start, b.end])).toEqual([[4, 11]]);
  });

  it('takes the terms of a language and those of every language', () => {
    const terms = [{ languageId: null, id: 'all' }, { languageId: 2, id: 'de' }, { languageId: 3, id: 'es' }];
    expect(termsForLanguage(terms, 2).map((t) => t.id)).toEqual(['all', 'de']);
  });
});
