import rjsfGetDecimalSeparator from '@rjsf/utils/lib/getDecimalSeparator.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import getDecimalSeparator from '../../engine/form/aliases/decimal-separator';

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
});
