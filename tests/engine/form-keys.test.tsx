// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FormScreen as FormDescriptor } from '../../engine/model/descriptor';
import { renderForm, strictProvider } from './form-harness';
import { settled } from './settled';

// Issue 6, item 5: Save stays within reach (a sticky action bar with the descriptor's submit label) and
// Ctrl+S / Cmd+S saves; Enter in a text box does not submit, a textarea keeps its newline.

afterEach(cleanup);

const form = {
  kind: 'form',
  route: '/form',
  title: 'Edit user',
  entity: 'user',
  load: { call: { path: '/Users/GetUserbyId' }, pick: 'object' },
  idField: 'userId',
  parts: [
    { name: 'firstName', label: 'First name', widget: 'text', required: 'Please input your username!' },
    { name: 'note', label: 'Note', widget: 'textarea' },
  ],
  save: { update: { method: 'POST', path: '/Users/UpdateUser' } },
  notices: { success: { message: 'User has been updated.' }, failure: { message: 'Error while updating user.' } },
  submitLabel: 'Submit',
} as unknown as FormDescriptor;

function api() {
  return strictProvider({
    'GET /Users/GetUserbyId': () => ({ userId: 4, firstName: 'Anna', note: '' }),
    'POST /Users/UpdateUser': (body) => body,
  });
}

const saves = (fake: ReturnType<typeof api>) => fake.calls.filter((c) => c.call === 'POST /Users/UpdateUser');

describe('the action bar and the keys', () => {
  it('draws Save in a sticky bar with the submit label, and the Unsaved changes tag once changed', async () => {
    renderForm(form, api().provider);
    const submit = await screen.findByRole('button', { name: 'Submit' });
    const bar = submit.closest('.bo-action-bar') as HTMLElement;
    expect(bar).not.toBeNull();
    expect(bar.closest('form')).not.toBeNull();
    expect(bar.textContent).not.toContain('Unsaved changes');
    fireEvent.change(screen.getByLabelText(/^First name/), { target: { value: 'Anne' } });
    await waitFor(() => expect(bar.textContent).toContain('Unsaved changes'));
  });

  it('Ctrl+S and Cmd+S save, from a field or from anywhere on the screen, and stop the browser from saving the page', async () => {
    const fake = api();
    renderForm(form, fake.provider);
    const input = await screen.findByLabelText(/^First name/);
    fireEvent.change(input, { target: { value: 'Anne' } });
    expect(fireEvent.keyDown(input, { key: 's', ctrlKey: true })).toBe(false);
    await waitFor(() => expect(saves(fake)).toHaveLength(1));
    expect(saves(fake)[0].body).toMatchObject({ userId: 4, firstName: 'Anne' });
    expect(await screen.findByText('User has been updated.')).toBeTruthy();

    await screen.findByRole('button', { name: 'Submit' });
    fireEvent.keyDown(document.body, { key: 'S', metaKey: true });
    await waitFor(() => expect(saves(fake)).toHaveLength(2));
    expect(fake.unexpected).toEqual([]);
  });

  it('Ctrl+S runs the same checks as Save: a required field left empty stops it with its message', async () => {
    const fake = api();
    renderForm(form, fake.provider);
    const input = await screen.findByLabelText(/^First name/);
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.keyDown(input, { key: 's', ctrlKey: true });
    expect(await screen.findByText('Please input your username!')).toBeTruthy();
    expect(saves(fake)).toHaveLength(0);
  });

  it('Enter in a text box does not submit; in the textarea it stays a newline', async () => {
    const fake = api();
    renderForm(form, fake.provider);
    const input = await screen.findByLabelText(/^First name/);
    expect(fireEvent.keyDown(input, { key: 'Enter' })).toBe(false);
    const note = screen.getByLabelText(/^Note/);
    expect(fireEvent.keyDown(note, { key: 'Enter' })).toBe(true);
    // A dispatched Enter is not trusted and submits no form by itself; the browser test presses the real key.
    await settled(() => saves(fake).length);
    expect(saves(fake)).toHaveLength(0);
  });
});
