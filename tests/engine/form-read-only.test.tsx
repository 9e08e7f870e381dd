// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FormScreen as FormDescriptor } from '../../engine/model/descriptor';
import { DATA_TYPES } from '../../shared/data-types';
import { ADMIN, reader, renderForm, strictProvider } from './form-harness';
import { settled } from './settled';

// Issue 6, item 5: a role that may read but not save sees the form read-only: every field disabled, the banner
// "You can view this screen but not change it", the title saying View, and Save disabled (first document §6: Save is disabled for read; Ctrl+S does nothing).

afterEach(cleanup);

const about = (title: string) =>
  ({
    kind: 'form',
    route: '/form',
    title,
    entity: 'about-settings',
    permission: { dataType: 'Settings About' },
    load: { call: { path: '/AboutSettings/ByLanguageId', query: { langId: '{language}' } }, pick: 'first' },
    idField: 'aboutSettingsId',
    parts: [
      { name: 'title', label: 'Title', widget: 'text' },
      { section: 'Team', parts: [{ name: 'teamText', label: 'Team text', widget: 'textarea' }, { name: 'visible', label: 'Visible', widget: 'checkbox' }] },
    ],
    save: { update: { method: 'PUT', path: '/AboutSettings' } },
    notices: { success: { message: 'About settings has been updated.' }, failure: { message: 'Something went wrong during saving data....' } },
  }) as unknown as FormDescriptor;

const answers = () => ({ 'GET /AboutSettings/ByLanguageId': () => [{ aboutSettingsId: 3, title: 'About us', teamText: 'We', visible: true }] });

describe('a read-only role', () => {
  it('sees every field disabled, the banner, "View: <title>" as the one heading, and Save disabled', async () => {
    const api = strictProvider(answers());
    renderForm(about('About settings'), api.provider, reader(DATA_TYPES['Settings About']));
    expect(await screen.findByRole('heading', { level: 1, name: 'View: About settings' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('You can view this screen but not change it')).toBeTruthy();
    expect(((await screen.findByLabelText(/^Title/)) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText(/^Team text/) as HTMLTextAreaElement).disabled).toBe(true);
    expect((screen.getByLabelText(/^Visible/) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.keyDown(window, { key: 's', ctrlKey: true });
    await settled(() => api.calls.length + api.unexpected.length);
    expect(api.calls.map((c) => c.call)).toEqual(['GET /AboutSettings/ByLanguageId']);
    expect(api.unexpected).toEqual([]);
  });

  it('reads "Edit x" as "View x"', async () => {
    renderForm(about('Edit review'), strictProvider(answers()).provider, reader(DATA_TYPES['Settings About']));
    expect(await screen.findByRole('heading', { level: 1, name: 'View review' })).toBeTruthy();
  });

  it('a role that may save gets the plain title, enabled fields and Save, without the banner', async () => {
    renderForm(about('About settings'), strictProvider(answers()).provider, ADMIN);
    expect(await screen.findByRole('heading', { level: 1, name: 'About settings' })).toBeTruthy();
    // The title is drawn before the record has arrived: the fields come with it.
    expect(((await screen.findByLabelText(/^Title/)) as HTMLInputElement).disabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(screen.queryByText('You can view this screen but not change it')).toBeNull();
  });
});
