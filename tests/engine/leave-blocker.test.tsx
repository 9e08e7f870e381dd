// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { RouterProvider, createMemoryRouter, type Blocker } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { useLeaveBlocker } from '../../engine/form/leave-blocker';

// The leave guard's blocker (engine/form/leave-blocker.ts): react-router's useBlocker without its second render
// after mount, which drew a whole form again right after its first frame.

afterEach(cleanup);

let renders = 0;
let blocker: Blocker;
let setHolding: (on: boolean) => void;

function Guarded() {
  renders++;
  const [holding, hold] = useState(true);
  setHolding = hold;
  blocker = useLeaveBlocker(({ nextLocation }) => holding && nextLocation.pathname === '/elsewhere');
  return <p>Guarded {blocker.state}</p>;
}

function mount(strict = false) {
  renders = 0;
  const router = createMemoryRouter(
    [
      { path: '/form', element: <Guarded /> },
      { path: '/elsewhere', element: <p>Elsewhere</p> },
      { path: '/other', element: <p>Other</p> },
    ],
    { initialEntries: ['/form'] },
  );
  render(strict ? <StrictMode><RouterProvider router={router} /></StrictMode> : <RouterProvider router={router} />);
  return router;
}

describe('useLeaveBlocker', () => {
  it('draws its component once as it mounts, and blocks from then on', async () => {
    const router = mount();
    await screen.findByText('Guarded unblocked');
    expect(renders).toBe(1);

    await act(() => router.navigate('/elsewhere'));
    expect(router.state.location.pathname).toBe('/form');
    expect(blocker.state).toBe('blocked');
    expect(blocker.location?.pathname).toBe('/elsewhere');
    act(() => blocker.reset!());
    expect(blocker.state).toBe('unblocked');
    expect(router.state.location.pathname).toBe('/form');

    await act(() => router.navigate('/elsewhere'));
    act(() => blocker.proceed!());
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
  });

  it('asks the function of the latest render when a move is made, and lets moves it does not block through', async () => {
    const router = mount();
    await screen.findByText('Guarded unblocked');
    await act(() => router.navigate('/other'));
    expect(await screen.findByText('Other')).toBeTruthy();

    await act(() => router.navigate('/form'));
    await screen.findByText('Guarded unblocked');
    act(() => setHolding(false));
    await act(() => router.navigate('/elsewhere'));
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
    expect(router.state.blockers.size).toBe(0);
  });

  it('leaves the router once its component is gone, also after StrictMode mounts it twice', async () => {
    const router = mount(true);
    await screen.findByText('Guarded unblocked');
    expect(router.state.blockers.size).toBe(0);
    await act(() => router.navigate('/elsewhere'));
    expect(blocker.state).toBe('blocked');
    act(() => blocker.proceed!());
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
    // Its blocker is deleted with it: a later move is not held by a guard no longer on screen.
    await act(() => router.navigate('/form'));
    await act(() => router.navigate('/other'));
    expect(await screen.findByText('Other')).toBeTruthy();
    expect(router.state.blockers.size).toBe(0);
  });
});
