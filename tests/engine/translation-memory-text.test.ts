import { describe, expect, it } from 'vitest';
import { compareSuggestions, normalise, plainText, score, sentencesOf, splitSentences, type MemorySuggestion } from '../../shared/translation-memory';

/** Issue 33: sentence splitting, normalising and scoring of the translation memory (docs/translations.md, "Translation memory"). */
describe('Translation memory: sentence splitting', () => {
  it('splits at a sentence end followed by a capital, a digit or an opening quote', () => {
    expect(splitSentences('Mintos is a marketplace. The buyback guarantee applies! Is it safe? "Yes," they say. 2024 was good.')).toEqual([
      'Mintos is a marketplace.',
      'The buyback guarantee applies!',
      'Is it safe?',
      '"Yes," they say.',
      '2024 was good.',
    ]);
  });

  it('keeps abbreviations, initials and numbers inside their sentence', () => {
    expect(splitSentences('Loans e.g. in Latvia pay 12.5% p.a. on average. J. Smith agrees. Es gibt z.B. Kredite ab 1.000 EUR, d.h. für jeden. Am 1. Januar startet es.')).toEqual([
      'Loans e.g. in Latvia pay 12.5% p.a. on average.',
      'J. Smith agrees.',
      'Es gibt z.B. Kredite ab 1.000 EUR, d.h. für jeden.',
      'Am 1. Januar startet es.',
    ]);
  });

  it('does not split before a lower-case word, and splits at line breaks and blocks of rich text', () => {
    expect(splitSentences('Returns of approx. ten percent. Fees vs. returns')).toEqual(['Returns of approx. ten percent.', 'Fees vs. returns']);
    expect(splitSentences('First line\nSecond line')).toEqual(['First line', 'Second line']);
    expect(sentencesOf('<h2>Fees</h2><ul><li>No entry fee</li><li>1% exit fee.</li></ul>').map((s) => s.text)).toEqual(['Fees', 'No entry fee', '1% exit fee.']);
  });

  it('cuts a rich text sentence out with the inline markup it lies in, closing what it leaves open', () => {
    expect(sentencesOf('<p>Hello <strong>big world. Second</strong> sentence &amp; more.</p><p>Read <a href="/faq">the FAQ</a>.</p>')).toEqual([
      { text: 'Hello big world.', html: 'Hello <strong>big world.</strong>' },
      { text: 'Second sentence & more.', html: '<strong>Second</strong> sentence &amp; more.' },
      { text: 'Read the FAQ.', html: 'Read <a href="/faq">the FAQ</a>.' },
    ]);
  });

  it('reads HTML as its text: tags dropped, entities decoded, blocks on their own lines', () => {
    expect(plainText('<p>A&nbsp;b &amp; c</p><p>d &#8364; &lt;e&gt;</p>')).toBe('A b & c\nd € <e>');
    expect(plainText('no markup')).toBe('no markup');
  });
});

describe('Translation memory: normalising', () => {
  it('ignores case, white space and punctuation', () => {
    expect(normalise('  The Buyback,   GUARANTEE — applies!  ')).toBe('the buyback guarantee applies');
    expect(normalise('“Auto-invest” (from 10 EUR).')).toBe(normalise('auto invest from 10 eur'));
    expect(normalise("isn't")).toBe('isnt');
  });

  it('keeps numbers whole and distinct, with their decimal separator and percent sign', () => {
    expect(normalise('Returns of 12.5% p.a.')).toBe('returns of 12.5% p a');
    expect(normalise('12,5%')).toBe(normalise('12.5%'));
    expect(normalise('12.5%')).not.toBe(normalise('125%'));
    expect(normalise('1.000 EUR')).not.toBe(normalise('1.500 EUR'));
  });

  it('keeps names: a different platform is a different text', () => {
    expect(normalise('Mintos offers a buyback guarantee.')).not.toBe(normalise('Bondora offers a buyback guarantee.'));
    expect(normalise('MINTOS offers a buyback guarantee')).toBe(normalise('Mintos offers a buyback guarantee.'));
  });
});

describe('Translation memory: scoring', () => {
  it('scores equal normalised texts 100 and others by Levenshtein distance over the longer length, rounded down, at most 99', () => {
    expect(score('abc', 'abc')).toBe(100);
    // "applies" → "apply": distance 3 over 29 characters, 100 × (1 − 3/29) = 89.7 → 89
    expect(score('the buyback guarantee applies', 'the buyback guarantee apply')).toBe(89);
    expect(score('abcdefghij', 'abcdefghiX')).toBe(90);
    // one character in 200 differs: 99.5 rounds down to 99, never to 100
    expect(score('a'.repeat(200), `${'a'.repeat(199)}b`)).toBe(99);
    expect(score('abcd', 'wxyz')).toBe(0);
  });

  it('ranks exact first, then by score, the same context above another, newer above older', () => {
    const base: MemorySuggestion = { source: 's', target: 't', score: 80, exact: false, entity: 'Review', recordId: 1, recordName: '', languageId: 2, field: 'f', savedAt: '2026-01-01', sameContext: false };
    const exact = { ...base, recordId: 2, score: 100, exact: true, savedAt: '2020-01-01' };
    const better = { ...base, recordId: 3, score: 90 };
    const sameContext = { ...base, recordId: 4, sameContext: true, savedAt: '2019-01-01' };
    const newer = { ...base, recordId: 5, savedAt: '2026-06-01' };
    expect([base, newer, sameContext, better, exact].sort(compareSuggestions).map((s) => s.recordId)).toEqual([2, 3, 4, 5, 1]);
  });
});
