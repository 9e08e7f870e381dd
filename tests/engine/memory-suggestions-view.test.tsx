// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MemorySuggestionsAnswer } from '../../shared/translation-memory/answers';
import type { DataProvider } from '../../engine/data/provider';
import type { SuggestionsHost } from '../../engine/translation-memory/suggestions-context';
import MemorySuggestions, { NO_MATCHES } from '../../engine/translation-memory/MemorySuggestions';

// Issue 33 item 2, the panel: opened from the field's "Suggestions" button, it lists the matches with their score and
// source; Alt+1 inserts the first while it is open; no matches and a failed call say so; a reader's Insert is
// disabled with the reason.

afterEach(cleanup);

const exact = {
  source: 'Secured by property.',
  target: 'Durch Immobilien besichert.',
  score: 100,
  exact: true,
  entity: 'Review',
  recordId: 7,
  recordName: 'Mintos',
  languageId: 2,
  field: 'collateral',
  savedAt: '2026-11-20T10:00:00Z',
  sameContext: true,
};

function drawn(answer: () => Promise<MemorySuggestionsAnswer>, whyNot: string | null = null, englishText = 'Secured by property.') {
  const insert = vi.fn();
  const host: SuggestionsHost = {
    provider: { get: vi.fn(answer) } as unknown as DataProvider,
    languageId: 2,
    entity: 'Review',
    recordId: 42,
    comparing: null,
    english: async () => ({ collateral: englishText }),
    valueOf: () => '',
    whyNot: () => whyNot,
    insert,
    kept: new Map(),
  };
  render(
    <MemoryRouter initialEntries={['/review/42']}>
      <div className="bp6-form-group">
        <input aria-label="Collateral" />
        <MemorySuggestions host={host} name="collateral" label="Collateral" schema={{ type: 'string' }} widget="textarea" />
      </div>
    </MemoryRouter>,
  );
  return { insert };
}

/** Opens the panel and waits until it has its answer (after the pause before asking). */
const open = async () => {
  fireEvent.click(screen.getByRole('button', { name: /^Suggestions/ }));
  await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Looking for suggestions' })).toBeNull());
};

describe('the suggestions panel of a field', () => {
  it('lists a match with its score and where it comes from, and Alt+1 inserts it while the panel is open', async () => {
    const { insert } = drawn(async () => ({ matches: [exact], sentences: [] }));
    await open();
    expect(screen.getByRole('button', { name: 'Suggestions (1)' })).toBeTruthy();
    expect(screen.getByText('100% exact')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mintos' }).getAttribute('href')).toBe('/review/7');
    expect(screen.getByText('Durch Immobilien besichert.')).toBeTruthy();
    fireEvent.keyDown(screen.getByLabelText('Collateral'), { key: '1', code: 'Digit1', altKey: true });
    expect(insert).toHaveBeenCalledWith('collateral', 'Durch Immobilien besichert.');
    fireEvent.click(screen.getByRole('button', { name: 'Insert' }));
    expect(insert).toHaveBeenCalledTimes(2);
  });

  it('offers nothing under a field whose English text is empty, once the English record is read', async () => {
    drawn(async () => ({ matches: [exact], sentences: [] }), null, '  ');
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Suggestions/ })).toBeNull());
  });

  it('says there is no match', async () => {
    drawn(async () => ({ matches: [], sentences: [] }));
    await open();
    expect(screen.getByText(NO_MATCHES)).toBeTruthy();
  });

  it('says what went wrong when the call fails, with the server’s reason', async () => {
    drawn(async () => Promise.reject(Object.assign(new Error('Request failed'), { response: { data: { message: 'You may not read German reviews.' } } })));
    await open();
    expect(screen.getByText('The suggestions could not be loaded. You may not read German reviews.')).toBeTruthy();
  });

  it('disables Insert for a reader and says why', async () => {
    const { insert } = drawn(async () => ({ matches: [exact], sentences: [] }), 'You can view this screen but not change it');
    await open();
    const button = screen.getByRole('button', { name: 'Insert' });
    expect(button.hasAttribute('disabled') || button.getAttribute('aria-disabled') === 'true').toBe(true);
    fireEvent.keyDown(screen.getByLabelText('Collateral'), { key: '1', code: 'Digit1', altKey: true });
    expect(insert).not.toHaveBeenCalled();
    // The reason is the tooltip of the button's wrapper, which takes focus.
    fireEvent.focus(button.parentElement!);
    expect(await screen.findByText('You can view this screen but not change it')).toBeTruthy();
  });
});
