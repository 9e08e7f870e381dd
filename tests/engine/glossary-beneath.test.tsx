// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GlossaryBeneath } from '../../engine/theme/glossary/GlossaryBeneath';
import { GlossaryChecksContext, type GlossaryChecks } from '../../engine/theme/glossary/context';

afterEach(cleanup);

const checks: GlossaryChecks = {
  terms: [
    { termId: 1, kind: 'neverTranslate', source: 'Mintos', target: null },
    { termId: 2, kind: 'fixed', source: 'Buyback guarantee', target: 'Rückkaufgarantie' },
  ],
  english: { bonus: 'Mintos pays a bonus with its buyback guarantee.', title: 'Mintos' },
};

const beneath = (name: string, value: unknown, given: GlossaryChecks | null = checks) =>
  render(
    <GlossaryChecksContext.Provider value={given}>
      <GlossaryBeneath id={`root_${name}`} name={name} label="Bonus" value={value} />
    </GlossaryChecksContext.Provider>,
  );

/** Issue 33, item 4: beneath a translated field, the terms its current text breaks, the breaching words underlined. */
describe('a glossary breach beneath a field', () => {
  it('underlines the altered name in its context and says what the term wants, and names a rendering missing altogether', () => {
    beneath('bonus', 'Mintoss zahlt einen Bonus mit seiner Garantie.');
    const group = screen.getByRole('group', { name: 'Bonus: glossary' });
    expect([...group.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Mintoss']);
    expect(group.querySelector('.bo-glossary-excerpt')?.textContent).toBe('Mintoss zahlt einen Bonus mit…');
    expect(group.textContent).toContain('The name "Mintos" must stay as it is.');
    expect(group.textContent).toContain('"Buyback guarantee" is translated as "Rückkaufgarantie".');
  });

  it('shows nothing for a text that keeps the terms, a field English lacks, or a form without the glossary', () => {
    beneath('bonus', 'Mintos zahlt einen Bonus mit seiner Rückkaufgarantie.');
    beneath('subtitle', 'Mintoss');
    beneath('title', 'Mintoss', null);
    expect(screen.queryByRole('group')).toBeNull();
  });
});
