// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EngineContext } from '../../engine/EngineContext';
import { ScreenLoader } from '../../engine/screens/ScreenLoader';
import { NEW_VERSION, RouteError, SCREEN_FAILED } from '../../engine/screens/frame/RouteError';
import { routes } from '../../src/shell/routes';
import { strictProvider, ADMIN } from './form-harness';

// Issue 15, item 2: the shell's routes have an error element, so one failing screen no longer replaces the whole
// app: the error shows inside the frame with a Reload button while the navigation and top bar stay; a part of the
// app that cannot be fetched after a deploy says that a new version is available.

const STALE = 'Failed to fetch dynamically imported module: http://localhost/assets/ListScreen-Bx1.js';
vi.mock('../../engine/descriptor/catalog', () => ({
  CATALOG: [],
  fileOfId: (id: string) => id,
  loadDescriptor: async () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://localhost/screens/reviews/reviews-list.json')),
}));

function Boom(): never {
  throw new Error('kaput');
}
const StaleChunk = lazy(() => Promise.reject(new TypeError(STALE)));

/** The app's shape (src/shell/routes.tsx): the shell, then a pathless route with the error element around the screens. */
function drawApp(at: string) {
  const reload = vi.fn();
  const router = createMemoryRouter(
    [
      {
        element: (
          <div>
            <nav aria-label="Main navigation">
              <Link to="/fine">Fine screen</Link>
            </nav>
            <main>
              <Outlet />
            </main>
          </div>
        ),
        children: [
          {
            errorElement: <RouteError reload={reload} />,
            children: [
              { path: '/boom', element: <Boom /> },
              { path: '/fine', element: <h1>Fine</h1> },
              { path: '/stale', element: <Suspense fallback="…"><StaleChunk /></Suspense> },
              { path: '/reviews', element: <ScreenLoader file="/screens/reviews/reviews-list.json" /> },
            ],
          },
        ],
      },
    ],
    { initialEntries: [at] },
  );
  render(
    <EngineContext.Provider value={{ provider: strictProvider({}).provider, subject: ADMIN, language: 1 }}>
      <RouterProvider router={router} />
    </EngineContext.Provider>,
  );
  return { reload, router };
}

afterEach(cleanup);
// React reports the errors its boundaries catch; the test expects them.
vi.spyOn(console, 'error').mockImplementation(() => undefined);

describe('a screen that fails', () => {
  it('shows the error inside the frame, under one h1, with Reload; the shell stays', async () => {
    const { reload } = drawApp('/boom');
    expect(await screen.findByRole('heading', { level: 1, name: SCREEN_FAILED })).toBeTruthy();
    expect(screen.getByText(/kaput/)).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('leaves the rest of the app working: another screen opens from the navigation', async () => {
    drawApp('/boom');
    await screen.findByRole('heading', { level: 1, name: SCREEN_FAILED });
    fireEvent.click(screen.getByRole('link', { name: 'Fine screen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Fine' })).toBeTruthy();
    expect(screen.queryByText(SCREEN_FAILED)).toBeNull();
  });
});

describe('a part of the app that cannot be fetched (a deploy since the tab opened)', () => {
  it('says a new version is available, with Reload', async () => {
    const { reload } = drawApp('/stale');
    expect(await screen.findByRole('heading', { level: 1, name: NEW_VERSION })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('so does a screen whose descriptor cannot be fetched, instead of calling it a mistake in the descriptor', async () => {
    drawApp('/reviews');
    expect(await screen.findByRole('heading', { level: 1, name: NEW_VERSION })).toBeTruthy();
    expect(screen.queryByText(/descriptor has a mistake/)).toBeNull();
  });
});

describe("the shell's routes (src/shell/routes.tsx)", () => {
  it('put every signed-in screen under an error element inside the signed-in frame', () => {
    const framed = (routes[0].children ?? []).find((r) => !r.path && r.children?.length) as RouteObject;
    expect(framed.errorElement).toBeUndefined(); // the frame itself stays when a screen fails
    const guarded = framed.children!.filter((r) => r.errorElement);
    expect(guarded).toHaveLength(framed.children!.length);
    const paths = guarded.flatMap((r) => (r.children ?? []).map((c) => c.path));
    expect(paths).toContain('/strings/add');
  });
});
