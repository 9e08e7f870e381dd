// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FormScreen as FormDescriptor } from '../../engine/model/descriptor';
import { CONFLICT_TITLE } from '../../engine/screens/ConflictDialog';
import { refusal, renderForm, strictProvider } from './form-harness';

// Issue 8, item 1: the form controller states the version its record was loaded with; a stale save (409
// STALE_VERSION with the stored record) shows the editor what changed, and offers to reload or to overwrite knowingly.

const testimonialForm = {
  kind: 'form',
  route: '/form',
  title: 'Edit testimonial',
  entity: 'testimonial',
  load: { call: { path: '/Testimonials/5' }, pick: 'object' },
  idField: 'testimonialId',
  history: 'testimonials',
  parts: [
    { name: 'fullName', label: 'Full name', widget: 'text' },
    { name: 'tagLine', label: 'Tag line', widget: 'text' },
  ],
  save: { update: { method: 'PUT', path: '/Testimonials' } },
  notices: { success: { message: 'Testimonial has been updated.' }, failure: { message: 'Something went wrong during saving data....' } },
} as unknown as FormDescriptor;

const stored = { testimonialId: 5, languageId: 1, fullName: 'Anna', tagLine: 'Investor', version: 1 };
const theirs = { ...stored, tagLine: 'Saved by Ben', version: 2 };
const stale = Object.assign(refusal({ statusCode: 409, code: 'STALE_VERSION', message: 'Testimonial 5 was changed by someone else' }), {});
(stale.response.data as Record<string, unknown>).current = theirs;

afterEach(cleanup);

async function editAndSave() {
  fireEvent.change(await screen.findByLabelText(/^Full name/), { target: { value: 'Anna B.' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  return screen.findByRole('dialog', { name: CONFLICT_TITLE });
}

describe('two editors on one record', () => {
  it('a save states the loaded version; a stale one shows what the other editor changed, and Overwrite sends the stored version', async () => {
    const bodies: Record<string, unknown>[] = [];
    let first = true;
    const api = strictProvider({
      'GET /Testimonials/5': () => (first ? stored : { ...theirs, fullName: 'Anna B.', version: 3 }),
      'PUT /Testimonials': (body) => {
        bodies.push(body as Record<string, unknown>);
        if (first) {
          first = false;
          throw stale;
        }
        return { ...theirs, fullName: 'Anna B.', version: 3 };
      },
    });
    renderForm(testimonialForm, api.provider);
    const dialog = await editAndSave();
    expect(bodies[0]).toMatchObject({ testimonialId: 5, fullName: 'Anna B.', version: 1 });
    const rows = within(dialog).getAllByRole('row').map((r) => r.textContent);
    expect(rows).toContain('Tag lineSaved by BenInvestor');
    expect(rows).toContain('Full nameAnnaAnna B.');
    expect(screen.queryByText(/Something went wrong/)).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Overwrite with mine' }));
    expect(await screen.findByText('Testimonial has been updated.')).toBeTruthy();
    expect(bodies[1]).toMatchObject({ fullName: 'Anna B.', version: 2 });
    expect(api.unexpected).toEqual([]);
  });

  it('Load their version drops this editor\'s changes and shows the stored record', async () => {
    let loads = 0;
    const api = strictProvider({
      'GET /Testimonials/5': () => (loads++ ? theirs : stored),
      'PUT /Testimonials': () => {
        throw stale;
      },
    });
    renderForm(testimonialForm, api.provider);
    const dialog = await editAndSave();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Load their version' }));
    await waitFor(() => expect((screen.getByLabelText(/^Tag line/) as HTMLInputElement).value).toBe('Saved by Ben'));
    expect((screen.getByLabelText(/^Full name/) as HTMLInputElement).value).toBe('Anna');
    expect(api.calls.map((c) => c.call)).toEqual(['GET /Testimonials/5', 'PUT /Testimonials', 'GET /Testimonials/5']);
  });

  it('the edit screen offers the record\'s history: who changed which field from what to what', async () => {
    const api = strictProvider({
      'GET /Testimonials/5': () => stored,
      'GET /Audit/testimonials/5': () => ({
        total: 1,
        entries: [{ auditId: 9, at: '2026-11-20T10:00:00.000Z', username: 'ben@p2p.local', action: 'update', changes: { tagLine: { old: 'Saver', new: 'Investor' } } }],
      }),
    });
    renderForm(testimonialForm, api.provider);
    fireEvent.click(await screen.findByRole('button', { name: 'History' }));
    expect(await screen.findByText('ben@p2p.local')).toBeTruthy();
    expect(screen.getByRole('row', { name: /Tag line/ }).textContent).toBe('Tag linefrom “Saver” to “Investor”');
    expect(screen.getByText(/Showing 1 of 1 changes/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load older changes' })).toBeNull();
    expect(api.unexpected).toEqual([]);
  });

  it('the history comes a page at a time: Load older changes adds the next page; a long text shows its changed part in context', async () => {
    const pages = [
      { total: 2, entries: [{ auditId: 9, at: '2026-11-20T10:00:00.000Z', username: 'ben@p2p.local', action: 'update', changes: { testimonialText: { at: 4000, oldLength: 9000, newLength: 9001, before: 'the rate ', old: 'is', new: 'was', after: ' high', truncated: true } } }] },
      { total: 2, entries: [{ auditId: 3, at: '2026-11-19T10:00:00.000Z', username: 'ada@p2p.local', action: 'update', changes: { tagLine: { old: 'Saver', new: 'Investor' } } }] },
    ];
    let asked = 0;
    const api = strictProvider({ 'GET /Testimonials/5': () => stored, 'GET /Audit/testimonials/5': () => pages[asked++] });
    renderForm(testimonialForm, api.provider);
    fireEvent.click(await screen.findByRole('button', { name: 'History' }));
    expect(await screen.findByText('ben@p2p.local')).toBeTruthy();
    // This form has no field for the text: the testimonial form that edits it names it.
    const text = await screen.findByRole('row', { name: /^Testimonial …/ }, { timeout: 15_000 });
    expect(text.textContent).toBe('Testimonial… the rate [removed: is] [added: was] high …');
    expect(text.querySelector('del')?.textContent).toBe('[removed: is]');
    expect(text.querySelector('ins')?.textContent).toBe('[added: was]');
    expect(screen.getByText(/Showing 1 of 2 changes/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load older changes' }));
    expect(await screen.findByText('ada@p2p.local')).toBeTruthy();
    expect(screen.getByText(/Showing 2 of 2 changes/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load older changes' })).toBeNull();
    expect(asked).toBe(2);
  });

  it('Restore brings an earlier version into the form as an unsaved change, saved against the current version', async () => {
    const current = { ...stored, tagLine: 'Investor', version: 2 };
    const bodies: Record<string, unknown>[] = [];
    const api = strictProvider({
      'GET /Testimonials/5': () => current,
      'GET /Audit/testimonials/5': () => ({
        total: 2,
        entries: [
          { auditId: 9, at: '2026-11-20T10:00:00.000Z', username: 'ben@p2p.local', action: 'update', changes: { tagLine: { old: 'Saver', new: 'Investor' }, version: { old: 1, new: 2 } } },
          { auditId: 3, at: '2026-11-19T09:30:00.000Z', username: 'ada@p2p.local', action: 'create', changes: { fullName: { new: 'Anna' }, tagLine: { new: 'Saver' } } },
        ],
      }),
      'PUT /Testimonials': (body) => {
        bodies.push(body as Record<string, unknown>);
        return { ...current, ...(body as object), version: 3 };
      },
    });
    renderForm(testimonialForm, api.provider);
    const tagLine = (await screen.findByLabelText(/^Tag line/)) as HTMLInputElement;
    await waitFor(() => expect(tagLine.value).toBe('Investor'));
    fireEvent.click(screen.getByRole('button', { name: 'History' }));
    // The newest entry is the version the form holds: only earlier ones can be restored.
    expect(await screen.findByText('Current version')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Restore this version/ })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: /^Restore this version \(19\/11\/2026/ }));
    await waitFor(() => expect(tagLine.value).toBe('Saver'));
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    expect(await screen.findByText(/^The version of 19\/11\/2026 \d\d:30 is in the form: check it and save\.$/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Testimonial has been updated.');
    expect(bodies[0]).toMatchObject({ testimonialId: 5, fullName: 'Anna', tagLine: 'Saver', version: 2 });
    expect(api.unexpected).toEqual([]);
  });
});
