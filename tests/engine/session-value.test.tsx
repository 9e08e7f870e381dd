// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useContext } from 'react';
import { createBrowserRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EngineContext } from '../../engine/EngineContext';
import { useSession } from '../../src/session/SessionContext';
import { storeSession } from '../../src/session/session';
import { Root } from '../../src/shell/Root';

// The session and the engine's context are read by every screen, the top bar and the side navigation. The session
// draws again at every address (the address may name the language): a new value each time drew all of them again at
// every click, before the next screen could draw.

afterEach(cleanup);
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/first');
  storeSession({
    user: { userId: 1, username: 'anna', firstName: 'Anna', lastName: 'Editor', token: 't', isAdministrator: true },
    token: 't',
    permissions: [],
  });
});

const seen: { session: unknown[]; engine: unknown[] } = { session: [], engine: [] };

/** Stands where the top bar does: beside the screens, reading both contexts. */
function Reader() {
  seen.session.push(useSession());
  seen.engine.push(useContext(EngineContext));
  return null;
}

function drawApp() {
  seen.session = [];
  seen.engine = [];
  const router = createBrowserRouter([
    {
      element: <Root />,
      children: [
        {
          element: (
            <>
              <Reader />
              <Outlet />
            </>
          ),
          children: [
            { path: '/first', element: <h1>First</h1> },
            { path: '/second', element: <h1>Second</h1> },
          ],
        },
      ],
    },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

describe('the session and the engine context', () => {
  it('stay the same value from one address to another, and their readers are not drawn again', async () => {
    const router = drawApp();
    await screen.findByRole('heading', { name: 'First' });
    const before = { session: seen.session.length, engine: seen.engine.length, value: seen.session.at(-1), engine0: seen.engine.at(-1) };
    await act(() => router.navigate('/second'));
    await screen.findByRole('heading', { name: 'Second' });
    expect(seen.session.length).toBe(before.session);
    expect(seen.session.at(-1)).toBe(before.value);
    expect(seen.engine.at(-1)).toBe(before.engine0);
  });

  it('give a new value with the language an address names', async () => {
    const router = drawApp();
    await screen.findByRole('heading', { name: 'First' });
    await act(() => router.navigate('/second?lang=de'));
    await screen.findByRole('heading', { name: 'Second' });
    expect((seen.session.at(-1) as { language: number }).language).toBe(2);
    expect((seen.engine.at(-1) as { language: number }).language).toBe(2);
  });
});
