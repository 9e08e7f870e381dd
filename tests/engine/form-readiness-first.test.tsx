// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FormScreen as FormDescriptor } from '../../engine/model/descriptor';
import { renderForm, strictProvider } from './form-harness';
import { settled } from './settled';

// Issue 29, item 7: the readiness panel stands above the form's fields. Drawn a moment after them, it pushed every
// field down as the editor opened (the first screenful moved under the reader's eyes). The form now shows once the
// record's first readiness answer is here, read with the record; a later read (after a save) keeps the last answer.

afterEach(cleanup);

const form = {
  kind: 'form',
  route: '/form',
  title: 'Guide',
  entity: 'academy',
  load: { call: { path: '/Academy/7' } },
  idField: 'academyId',
  readiness: { family: 'academy' },
  parts: [{ name: 'title', label: 'Title', widget: 'text' }],
  save: { update: { method: 'PUT', path: '/Academy' } },
  notices: { failure: { message: 'Something went wrong during saving data....' } },
} as unknown as FormDescriptor;

const READY = { id: 7, languageId: 1, state: 'ready', counts: { blocks: 0, warns: 0, informs: 0 }, findings: [] };

describe("a form with a readiness panel", () => {
  it('shows its fields and the panel together, once the first readiness answer is here', async () => {
    let answer: (readiness: unknown) => void = () => undefined;
    const first = new Promise((resolve) => (answer = resolve));
    let version = 1;
    const api = strictProvider({
      'GET /Academy/7': () => ({ academyId: 7, title: 'A guide', version }),
      'GET /Readiness/academy/7': () => (version === 1 ? first : READY),
      'PUT /Academy': () => ((version += 1), { academyId: 7, version }),
    });
    renderForm(form, api.provider);
    await waitFor(() => expect(api.calls.map(({ call }) => call)).toContain('GET /Readiness/academy/7'));
    await settled(() => document.body.innerHTML);
    // The record is here, its readiness is not: neither the fields nor the panel show yet.
    expect(screen.queryByLabelText(/^Title/)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Readiness' })).toBeNull();
    expect(screen.getByRole('progressbar')).toBeTruthy();

    await act(async () => answer(READY));
    const title = (await screen.findByLabelText(/^Title/)) as HTMLInputElement;
    expect(title.value).toBe('A guide');
    expect(screen.getByRole('region', { name: 'Readiness' }).textContent).toContain('Ready');

    // After a save the readiness is read again; the fields stay drawn while it is on its way.
    fireEvent.change(title, { target: { value: 'A better guide' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls.filter(({ call }) => call === 'GET /Readiness/academy/7')).toHaveLength(2));
    expect(screen.getByLabelText(/^Title/)).toBe(title);
    expect(screen.getByRole('region', { name: 'Readiness' })).toBeTruthy();
    expect(api.unexpected).toEqual([]);
  });
});
