import { describe, expect, it } from 'vitest';
import { loadEntityCheck } from '../../engine/form/entity-check';

// docs/server.md: "the browser forms use the same file": the server's schema, precompiled, checks a body in the browser.

describe('loadEntityCheck', () => {
  it('answers field → message for what the server would refuse, nothing for a body it accepts', async () => {
    const check = await loadEntityCheck('author');
    expect(check({ languageId: 1, authorName: 'Anna', tagline: null })).toEqual({});
    expect(check({ languageId: 1, authorName: 'x'.repeat(201), email: 5 })).toEqual({ authorName: 'Up to 200 characters.', email: 'Must be text.' });
    expect(check({ authorName: 'Anna' })).toEqual({ languageId: 'Required.' });
  });

  it('a number field with text, a review rating past its limit', async () => {
    const check = await loadEntityCheck('review');
    expect(check({ languageId: 1, name: 'X', interest: 'abc' }).interest).toBe('Must be a number');
  });

  it('an unknown entity is an error', async () => {
    await expect(loadEntityCheck('nothing')).rejects.toThrow('no entity schema schemas/nothing.json');
  });
});
