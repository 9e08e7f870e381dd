// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { EngineContext } from '../../engine/EngineContext';
import type { DataProvider } from '../../engine/data/provider';
import type { FormScreen as FormDescriptor } from '../../engine/model/descriptor';
import FormScreen from '../../engine/screens/FormScreen';

// The required rules carry the specification's own messages (second document §5, user form); a message
// goes as soon as its field is changed, the others stay until the next save.

const descriptor: FormDescriptor = {
  kind: 'form',
  route: '/x',
  title: 'Edit user',
  entity: 'user',
  idField: 'userId',
  parts: [
    { name: 'firstName', label: 'First name', widget: 'text', required: 'Please input your username!' },
    { name: 'lastName', label: 'Last name', widget: 'text', required: 'Please input your username!' },
  ],
  save: { create: { method: 'POST', path: '/Users/Register' } },
  notices: { failure: { message: 'Error while updating user.' } },
};

const calls: unknown[] = [];
const api: DataProvider = {
  call: async (spec, ctx) => {
    calls.push({ spec, ctx });
    return null as never;
  },
  get: async () => [] as never,
  send: async (request) => Promise.reject(new Error(`unexpected call ${request.method} ${request.path}`)),
};

describe('field messages on a form', () => {
  afterEach(cleanup);

  it('a save with empty required fields names each and calls nothing; changing a field clears only its message', async () => {
    render(
      <EngineContext.Provider value={{ provider: api, subject: { isAdministrator: true, permissions: [] }, language: 1 }}>
        <MemoryRouter>
          <FormScreen descriptor={descriptor} />
        </MemoryRouter>
      </EngineContext.Provider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Please input your username!')).toHaveLength(2);
    expect(calls).toEqual([]);

    fireEvent.change(screen.getByLabelText(/First name/), { target: { value: 'Ada' } });
    await expect.poll(() => screen.queryAllByText('Please input your username!').length).toBe(1);
  });
});
