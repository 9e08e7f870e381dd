// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useNavigate, useParams } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { IsolatedRouter } from '../../engine/screens/detached/IsolatedRouter';
import { LeftScreen } from '../../engine/screens/detached/LeftScreen';

// Issue 20, item 3: the preview must not navigate the app. A screen drawn detached has a router of its own inside
// the app's: its parameters come from it, and its own navigation (a tile, an "after" going on) moves only it, to a
// place that says where it would go, opens that in a new tab on request and goes back to the screen.

afterEach(cleanup);

function Screen() {
  const { id } = useParams();
  const navigate = useNavigate();
  return <button onClick={() => navigate('/news')}>{`Record ${id}: go on`}</button>;
}

describe('a detached screen', () => {
  it('reads its own parameters, and its navigation never moves the page around it', async () => {
    const app = createMemoryRouter(
      [{ path: '/studio/:area/:name', element: <IsolatedRouter pattern="/news/edit/:id" at="/news/edit/31" screen={<Screen />} elsewhere={<LeftScreen at="/news/edit/31" />} /> }],
      { initialEntries: ['/studio/news/news-form'] },
    );
    render(<RouterProvider router={app} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Record 31: go on' }));
    expect(await screen.findByText('This leads to another screen')).toBeTruthy();
    expect(screen.getByText('It would go to /news; the page around it stays where it is.')).toBeTruthy();
    const open = screen.getByRole('link', { name: 'Open in a new tab' }) as HTMLAnchorElement;
    expect([open.getAttribute('href'), open.target]).toEqual(['/news', '_blank']);
    expect(app.state.location.pathname).toBe('/studio/news/news-form');

    fireEvent.click(screen.getByRole('button', { name: 'Back to the screen' }));
    expect(await screen.findByRole('button', { name: 'Record 31: go on' })).toBeTruthy();
    expect(app.state.location.pathname).toBe('/studio/news/news-form');
  });
});
