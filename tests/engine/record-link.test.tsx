// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { EngineContext } from '../../engine/EngineContext';
import type { DataProvider } from '../../engine/data/provider';
import { RecordLink } from '../../engine/list/RecordLink';
import { ADMIN } from './form-harness';

const none = async (): Promise<never> => {
  throw new Error('no call expected');
};
const provider: DataProvider = { call: none, get: none, send: none };

function drawn(languageId: number) {
  const router = createMemoryRouter(
    [
      { path: '/reviews', element: <RecordLink to="/review/7">Mintos</RecordLink> },
      { path: '/review/:id', element: <p>the record</p> },
    ],
    { initialEntries: ['/reviews'] },
  );
  render(
    <EngineContext.Provider value={{ provider, subject: ADMIN, language: languageId }}>
      <RouterProvider router={router} />
    </EngineContext.Provider>,
  );
  return router;
}

describe('a record link', () => {
  it('points at the record in the language it shows in', () => {
    drawn(2);
    expect(screen.getByRole('link', { name: 'Mintos' }).getAttribute('href')).toBe('/review/7?lang=de');
  });

  it('goes, on a click, to the address it points at: the language is in it, nothing writes it back afterwards', async () => {
    const router = drawn(4);
    fireEvent.click(screen.getByRole('link', { name: 'Mintos' }));
    await screen.findByText('the record');
    expect(router.state.location.pathname + router.state.location.search).toBe('/review/7?lang=fr');
  });
});
