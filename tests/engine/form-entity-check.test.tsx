// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadDescriptor } from '../../engine/descriptor/catalog';
import type { FormScreen as FormDescriptor } from '../../engine/model/descriptor';
import { renderForm, strictProvider } from './form-harness';

// Issue 6, items 2 and 8: before a save, the form checks the body against its entity schema (the server's own
// file, precompiled and loaded when first needed), and marks the field it refuses; nothing is sent.

afterEach(cleanup);

const route = { routesId: 7, dataTypeId: 1, dataTypeName: 'Review', tableId: 3, urlTableName: '/en/old', link: [], languageId: 1 };

function api() {
  return strictProvider({
    'GET /Routes/ByRouteId/7': () => route,
    'GET /Routes/DropdownValues/Review': () => [{ value: 3, name: 'Mintos' }],
    'GET /Routes/AllRoutes': () => [{ routesId: 7, languageName: 'EN', url: '/en/old' }],
    'PUT /Routes': (body) => body,
  });
}

describe('the entity check before a save', () => {
  it('a route longer than schemas/route.json allows is marked with the limit, and nothing is sent', async () => {
    const descriptor = (await loadDescriptor('/screens/settings/routes-form.json')) as FormDescriptor;
    const fake = api();
    renderForm(descriptor, fake.provider, undefined, { path: '/settingsroutes/edit/:id', at: '/settingsroutes/edit/7' });
    const url = await screen.findByLabelText(/^Route/);
    const group = url.closest('.bp6-form-group') as HTMLElement;
    expect(within(group).getByText('(required)')).toBeTruthy();
    expect(within(group).getByText('up to 400 characters')).toBeTruthy();

    fireEvent.change(url, { target: { value: `/en/${'a'.repeat(400)}` } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(group).findByText('Up to 400 characters.')).toBeTruthy();
    expect(await screen.findByText('Something went wrong during saving data.... Route: Up to 400 characters.')).toBeTruthy();
    expect(fake.calls.map((c) => c.call)).not.toContain('PUT /Routes');

    fireEvent.change(url, { target: { value: '/en/new' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.calls.map((c) => c.call)).toContain('PUT /Routes'));
    expect(fake.calls.find((c) => c.call === 'PUT /Routes')?.body).toMatchObject({ routesId: 7, urlTableName: '/en/new' });
    expect(await screen.findByText('Another screen')).toBeTruthy();
    expect(fake.unexpected).toEqual([]);
  });
});
