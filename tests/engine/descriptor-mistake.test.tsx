// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EngineContext } from '../../engine/EngineContext';
import { DescriptorMistake } from '../../engine/screens/DescriptorMistake';
import { SCREEN_FAILED } from '../../engine/screens/frame/FailureNotice';
import { strictProvider, ADMIN } from './form-harness';

// Issue 17, item 7: a descriptor's mistake keeps its developer message (file, place, fix) in development only; the
// running back office shows an editor a plain sentence with Reload.

const MISTAKE = new Error('screens/reviews/reviews-list.json, at columns[2].field: "nmae" is no field of Review. Did you mean "name"?');

function draw() {
  const router = createMemoryRouter([{ path: '/', element: <DescriptorMistake error={MISTAKE} /> }]);
  render(
    <EngineContext.Provider value={{ provider: strictProvider({}).provider, subject: ADMIN, language: 1 }}>
      <RouterProvider router={router} />
    </EngineContext.Provider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
});
vi.spyOn(console, 'error').mockImplementation(() => undefined);

describe('a descriptor with a mistake', () => {
  it('in development names the file, the place and the fix', () => {
    vi.stubEnv('DEV', true);
    draw();
    expect(screen.getByText("This screen's descriptor has a mistake")).toBeTruthy();
    expect(screen.getByText(/Did you mean "name"\?/)).toBeTruthy();
  });

  it('in production says so plainly, under one h1, with Reload, and keeps the developer message out of sight', () => {
    vi.stubEnv('DEV', false);
    draw();
    expect(screen.getByRole('heading', { level: 1, name: SCREEN_FAILED })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.queryByText(/descriptor has a mistake/)).toBeNull();
    expect(screen.queryByText(/nmae/)).toBeNull();
  });
});
