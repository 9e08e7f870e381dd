// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FormScreen as FormDescriptor } from '../../engine/model/descriptor';
import { refusal, renderForm, strictProvider } from './form-harness';

// Issue 6, item 5: a failed save keeps the specification's notice and adds the server's reason; the field the
// server names (docs/api.md: `field`) is marked on the form with its message, inside its section too.

const routeForm = {
  kind: 'form',
  route: '/form',
  title: 'Edit route',
  entity: 'route',
  load: { call: { path: '/Routes/ByRouteId/7' }, pick: 'object' },
  idField: 'routesId',
  parts: [
    { name: 'dataTypeName', label: 'Key', widget: 'text' },
    { section: 'Address', parts: [{ name: 'urlTableName', label: 'Route', widget: 'text' }] },
  ],
  save: { update: { method: 'PUT', path: '/Routes' } },
  notices: { success: { message: 'Route has been updated.' }, failure: { message: 'Something went wrong during saving data....' } },
} as unknown as FormDescriptor;

const taken = refusal({
  statusCode: 409,
  code: 'CONFLICT',
  message: 'Another route of language 1 already has the url /en/reviews',
  field: 'urlTableName',
  reason: 'is already used',
});

afterEach(cleanup);

describe('a save the server refuses', () => {
  it('shows the notice followed by the server message, and marks the named field in its section', async () => {
    const api = strictProvider({
      'GET /Routes/ByRouteId/7': () => ({ routesId: 7, dataTypeName: 'Review', urlTableName: '/en/old' }),
      'PUT /Routes': () => {
        throw taken;
      },
    });
    renderForm(routeForm, api.provider);
    const url = await screen.findByLabelText(/^Route/);
    fireEvent.change(url, { target: { value: '/en/reviews' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('Something went wrong during saving data.... Another route of language 1 already has the url /en/reviews'),
    ).toBeTruthy();
    const group = url.closest('.bp6-form-group') as HTMLElement;
    await waitFor(() => expect(group.className).toContain('bp6-intent-danger'));
    expect(within(group).getByText('Route is already used')).toBeTruthy();
    expect(screen.getByLabelText(/^Key/).closest('.bp6-form-group')?.className).not.toContain('bp6-intent-danger');
    expect(api.calls.map((c) => c.call)).toEqual(['GET /Routes/ByRouteId/7', 'PUT /Routes']);
    expect(api.unexpected).toEqual([]);

    // The mark goes once the editor changes the field.
    fireEvent.change(url, { target: { value: '/en/reviews-2' } });
    await waitFor(() => expect(within(group).queryByText('Route is already used')).toBeNull());
  });

  it('keeps a notice that places the server message itself with {error}', async () => {
    const api = strictProvider({
      'POST /Users/Register': () => {
        throw refusal({ statusCode: 400, code: 'VALIDATION', message: 'body.username is already used', field: 'username', reason: 'is already used' });
      },
    });
    const userForm = {
      kind: 'form',
      route: '/form',
      title: 'Add user',
      entity: 'user',
      idField: 'userId',
      parts: [{ name: 'username', label: 'Username', widget: 'text' }],
      save: { create: { method: 'POST', path: '/Users/Register' } },
      notices: { failure: { message: 'Error while updating user. Error message: {error}' } },
    } as unknown as FormDescriptor;
    renderForm(userForm, api.provider);
    fireEvent.change(await screen.findByLabelText(/^Username/), { target: { value: 'anna' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error while updating user. Error message: body.username is already used')).toBeTruthy();
    expect(await screen.findByText('Username is already used')).toBeTruthy();
    expect(api.unexpected).toEqual([]);
  });

  it('a refusal that names no field of the form says it in the notice only', async () => {
    const api = strictProvider({
      'GET /Routes/ByRouteId/7': () => ({ routesId: 7, dataTypeName: 'Review', urlTableName: '/en/old' }),
      'PUT /Routes': () => {
        throw refusal({ statusCode: 400, code: 'VALIDATION', message: 'tableId 4 is not a Review item of language 1', field: 'tableId', reason: 'is not a Review item' });
      },
    });
    const { container } = renderForm(routeForm, api.provider);
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Something went wrong during saving data.... tableId 4 is not a Review item of language 1')).toBeTruthy();
    expect(container.querySelector('.bp6-form-group.bp6-intent-danger')).toBeNull();
  });

  it('a refusal naming a sent settings attribute marks the slot it came from', async () => {
    const team = {
      kind: 'form',
      route: '/form',
      title: 'About settings',
      entity: 'about-settings',
      load: { call: { path: '/AboutSettings/ByLanguageId' }, pick: 'first' },
      idField: 'aboutSettingsId',
      parts: [
        {
          kind: 'group',
          storage: 'settingsAttributes',
          name: 'settingsAttributes',
          dataTypeId: 15,
          count: 2,
          rowLabel: 'Member',
          items: [
            { settingsDataTypeId: 40, label: 'Name', widget: 'text' },
            { settingsDataTypeId: 41, label: 'Role', widget: 'text' },
          ],
        },
      ],
      save: { update: { method: 'PUT', path: '/AboutSettings' } },
      notices: { failure: { message: 'Error has occurred during saving...' } },
    } as unknown as FormDescriptor;
    const api = strictProvider({
      'GET /AboutSettings/ByLanguageId': () => [{ aboutSettingsId: 1, settingsAttributes: [] }],
      'PUT /AboutSettings': () => {
        // Sent in order: Name 1, Name 2, Role 1, Role 2; the fourth is Role of member 2.
        throw refusal({ statusCode: 400, code: 'VALIDATION', message: 'body.settingsAttributes.3.value must NOT have more than 10000 characters', field: 'settingsAttributes.3.value', reason: 'must NOT have more than 10000 characters' });
      },
    });
    const { container } = renderForm(team, api.provider);
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Role must NOT have more than 10000 characters')).toBeTruthy();
    const marked = Array.from(container.querySelectorAll('.bp6-form-group.bp6-intent-danger')).filter((g) => g.querySelector(':scope > label'));
    expect(marked.map((g) => g.querySelector(':scope > label')?.getAttribute('for'))).toEqual([expect.stringMatching(/row2_settingsAttributes__41__2$/)]);
    expect(api.calls.map((c) => (c.body as { settingsAttributes?: { settingsDataTypeId: number; index: number }[] })?.settingsAttributes?.[3])).toContainEqual(
      expect.objectContaining({ settingsDataTypeId: 41, index: 2 }),
    );
  });
});
