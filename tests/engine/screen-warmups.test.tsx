// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { EngineContext } from '../../engine/EngineContext';
import type { DataProvider } from '../../engine/data/provider';
import { fillPath } from '../../engine/data/templates';
import { sharedReads } from '../../engine/data/shared-reads';
import { RecordLink } from '../../engine/list/RecordLink';
import { LinkPreloadContext, type LinkPreload } from '../../engine/screens/frame/link-preload';
import { ScreenWarmups } from '../../engine/screens/warmup/ScreenWarmups';
import { screenOpened, warmAhead } from '../../engine/screens/warmup/warm-ahead';
import { requestWarmup, useWarmups } from '../../engine/screens/warmup/warmups';
import { ADMIN } from './form-harness';
import { settled } from './settled';

// Warm list -> editor (issue 29): the first opening of a record's screen paid for what no later opening does (its
// modules evaluated, its code compiled, its descriptor's parts made). A list's first record link now has that screen
// drawn hidden once the page is idle, once per screen: drawn with the record's values, out of sight, its effects never
// run (no title, no write, no navigation), then dropped.

afterEach(cleanup);

const COUNTRY = { countryID: 5, countryName: 'Estonia', ruleOfLaw: 1.2, version: 1 };
const LENDER = { lenderID: 8, lenderName: 'Bondora', version: 1 };

/** A provider that shares and keeps reads as the app's does, answering the records and the published screens. */
function recordingProvider() {
  const reads = sharedReads();
  const calls: string[] = [];
  const answers: Record<string, unknown> = { 'GET /Country/5': COUNTRY, 'GET /Lender/8': LENDER, 'GET /Screens/Published': [] };
  const send = (call: string) => {
    calls.push(call);
    return Object.hasOwn(answers, call) ? Promise.resolve(structuredClone(answers[call])) : Promise.reject(new Error(`unexpected call ${call}`));
  };
  const keyOf = (spec: Parameters<DataProvider['call']>[0], ctx: Parameters<DataProvider['call']>[1]) => `${spec.method ?? 'GET'} ${fillPath(spec.path, ctx)}`;
  const provider: DataProvider = {
    call: (spec, ctx) => ((spec.method ?? 'GET') === 'GET' ? reads.read(keyOf(spec, ctx), () => send(keyOf(spec, ctx))) : send(keyOf(spec, ctx))) as never,
    prime: (spec, ctx) => reads.prime(keyOf(spec, ctx), () => send(keyOf(spec, ctx))),
    peek: (spec, ctx) => reads.peek(keyOf(spec, ctx)) as never,
    get: (path) => send(`GET ${path}`) as never,
    send: (request) => send(`${request.method} ${request.path}`) as never,
  };
  return { provider, calls };
}

/** The app's frame as SignedInFrame draws it: the routed page, and the warm-ups beside it. */
function drawApp(provider: DataProvider, list: RouteObject['element'], beside?: RouteObject['element']) {
  const ctx = { provider, language: 1, userId: 9 };
  const preload: LinkPreload = { ahead: () => undefined, whenShown: () => () => undefined, warm: (to, from) => warmAhead(to, from, ctx) };
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <main>
              <Outlet />
            </main>
            <ScreenWarmups />
            {beside}
          </>
        ),
        children: [
          { path: '/data/edit/1', element: <LinkPreloadContext.Provider value={preload}>{list}</LinkPreloadContext.Provider> },
          { path: '/elsewhere', element: <p>elsewhere</p> },
          { path: '/data/edit/country-edit/:id', element: <p>the country</p> },
        ],
      },
    ],
    { initialEntries: ['/data/edit/1'] },
  );
  render(
    <EngineContext.Provider value={{ provider, subject: { ...ADMIN, userId: 9 }, language: 1 }}>
      <RouterProvider router={router} />
    </EngineContext.Provider>,
  );
  return router;
}

const hiddenInputs = () => [...document.querySelectorAll('input')].filter((input) => !input.closest('main'));
const isHidden = (element: Element) => {
  for (let at: Element | null = element; at; at = at.parentElement) if ((at as HTMLElement).style?.display === 'none') return true;
  return false;
};

describe("a list's record link", () => {
  it("has its screen drawn hidden once the page is idle, with the record's values, then dropped, having written nothing", async () => {
    const { provider, calls } = recordingProvider();
    document.title = 'Countries';
    drawApp(
      provider,
      <>
        <RecordLink to="/data/edit/country-edit/5">Estonia</RecordLink>
        <RecordLink to="/data/edit/country-edit/6">Latvia</RecordLink>
      </>,
    );

    // Drawn: the form's inputs, outside the page's main region, hidden, showing the record read once.
    await waitFor(() => expect(hiddenInputs().map((input) => input.value)).toContain('Estonia'), { timeout: 10_000 });
    expect(hiddenInputs().every(isHidden)).toBe(true);
    expect(screen.queryByDisplayValue('Estonia')).not.toBeNull();
    expect(calls.filter((call) => call.includes('/Country/'))).toEqual(['GET /Country/5']);

    // Dropped once idle; its effects never ran: no title named, nothing written, the app still on its list.
    await waitFor(() => expect(hiddenInputs()).toEqual([]), { timeout: 10_000 });
    expect(document.title).toBe('Countries');
    expect(calls.filter((call) => !call.startsWith('GET '))).toEqual([]);
    expect(screen.getByRole('link', { name: 'Latvia' })).toBeTruthy();

    // Once per screen: a link to another country, shown later, reads and draws nothing more.
    cleanup();
    const again = recordingProvider();
    drawApp(again.provider, <RecordLink to="/data/edit/country-edit/7">Lithuania</RecordLink>);
    await settled(() => [again.calls.length, hiddenInputs().length]);
    expect(again.calls).toEqual([]);
    expect(hiddenInputs()).toEqual([]);
  });

  it('draws nothing hidden for a screen already opened', async () => {
    screenOpened('/screens/data/lender-form.json');
    const { provider, calls } = recordingProvider();
    drawApp(provider, <RecordLink to="/data/edit/lender-edit/8">Bondora</RecordLink>);
    await settled(() => [calls.length, hiddenInputs().length]);
    expect(calls).toEqual([]);
    expect(hiddenInputs()).toEqual([]);
  });

  it('is dropped at once when the app moves to another page, and one asked for elsewhere is not drawn', async () => {
    const { provider } = recordingProvider();
    let asked: readonly unknown[] = [];
    function Watch() {
      asked = useWarmups();
      return null;
    }
    const router = drawApp(provider, <p>the list</p>, <Watch />);
    // Asked while the app was on another page: not drawn here, and no longer asked for.
    act(() => requestWarmup({ address: '/data/edit/lender-edit/8', from: '/data/edit/2' }));
    await settled(() => [asked.length, hiddenInputs().length]);
    expect(hiddenInputs()).toEqual([]);
    expect(asked).toEqual([]);

    act(() => requestWarmup({ address: '/data/edit/lender-edit/9', from: '/data/edit/1' }));
    expect(asked).toHaveLength(1);
    await act(() => router.navigate('/elsewhere'));
    expect(hiddenInputs()).toEqual([]);
    await settled(() => asked.length);
    expect(asked).toEqual([]);
    expect(screen.getByText('elsewhere')).toBeTruthy();
  });

  it('still opens its record as before when clicked', async () => {
    const { provider } = recordingProvider();
    const router = drawApp(provider, <RecordLink to="/data/edit/country-edit/5">Estonia</RecordLink>);
    fireEvent.click(screen.getByRole('link', { name: 'Estonia' }));
    await screen.findByText('the country');
    expect(router.state.location.pathname).toBe('/data/edit/country-edit/5');
  });
});
