import rjsfGetDecimalSeparator from '@rjsf/utils/lib/getDecimalSeparator.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import getDecimalSeparator, { COMMON_DECIMAL_LANGUAGES } from '../../engine/form/aliases/decimal-separator';

// Issue 29, item 7: rjsf asks for the locale's decimal sign as every number field draws and built a number format
// each time; the stand-in the build gives it (engine/form/aliases/vite-plugin.ts) answers the same, once per locale list.

describe("the locale's decimal sign", () => {
  afterEach(() => void vi.restoreAllMocks());

  it("answers as rjsf's own does", () => {
    for (const locales of ['en', 'de-DE', ['fr-FR', 'en'], ['nl'], 'es', ['en-US', 'de']]) {
      expect(getDecimalSeparator(locales)).toBe(rjsfGetDecimalSeparator(locales as string[]));
    }
    expect(getDecimalSeparator('de')).toBe(',');
    expect(getDecimalSeparator('en')).toBe('.');
  });

  it('builds one number format per locale list, however often it is asked', () => {
    const formatted = vi.spyOn(Intl.NumberFormat.prototype, 'formatToParts');
    for (let i = 0; i < 50; i++) getDecimalSeparator(['pt-BR']);
    expect(getDecimalSeparator(['pt-BR'])).toBe(',');
    expect(formatted).toHaveBeenCalledTimes(1);
  });

  it("knows the common languages' signs as Intl answers them, without building a number format", () => {
    const formatted = vi.spyOn(Intl.NumberFormat.prototype, 'formatToParts');
    const known = COMMON_DECIMAL_LANGUAGES.map((tag) => [tag, getDecimalSeparator([tag, 'ar-EG'])]);
    expect(formatted).not.toHaveBeenCalled();
    vi.restoreAllMocks();
    expect(known).toEqual(COMMON_DECIMAL_LANGUAGES.map((tag) => [tag, rjsfGetDecimalSeparator([tag])]));
    expect(Object.fromEntries(known)).toMatchObject({ 'en-US': '.', 'de-DE': ',', 'de-CH': '.', 'es-ES': ',', 'es-MX': '.', 'fr-FR': ',', 'nl-NL': ',' });
  });

  it('asks Intl for a language it does not know, and for a list whose first language it does not know', () => {
    const formatted = vi.spyOn(Intl.NumberFormat.prototype, 'formatToParts');
    expect(getDecimalSeparator(['it-IT', 'en'])).toBe(',');
    expect(getDecimalSeparator('ja')).toBe('.');
    expect(formatted).toHaveBeenCalledTimes(2);
  });
});
