import axios from 'axios';
import openingReads from 'virtual:opening-reads';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../engine/data/provider';
import { openingReadsOf } from '../../engine/descriptor/opening-reads';
import { readKeyOf, startEarlyRead } from '../../shared/early-reads';
import { earlyReadsOf, startEarlyReads } from '../../src/early-reads';
import { DATA_TYPES } from '../../shared/data-types';
import { ROLES } from '../../shared/roles';

// Issue 29, item 7 (a cold review editor): the record reads of the address's screen go out before the app's code has
// run, and the data provider takes them over when the screen makes them, instead of asking again.

const at = (address: string, language: number | null = 1) => {
  const url = new URL(address, 'http://app.invalid');
  return earlyReadsOf(openingReads, { pathname: url.pathname, search: url.search }, language).map((r) => r.url);
};

/** A data provider over a fake network that answers every request with `answer` and counts them. */
function network(answer: unknown) {
  const requests: string[] = [];
  const http = axios.create({
    adapter: async (config) => {
      requests.push(`${config.method?.toUpperCase()} ${config.url}`);
      return { data: answer, status: 200, statusText: 'OK', headers: {}, config };
    },
  });
  return { provider: createDataProvider({ baseUrl: '', token: () => 'token', onUnauthorized: () => undefined }, http), requests };
}

describe('reads started before the app runs', () => {
  it("are the published screen changes and the route's reads, filled from the address and the tab's language", () => {
    // The highlights and the readiness findings by the review's id in the address, with the record rather than after it.
    expect(at('/review/7')).toEqual([
      '/api/Screens/Published',
      '/api/Review/7',
      '/api/ReviewAttributes/GetReviewAttributeByReviewID/7',
      '/api/Authors/GetAuthorsByLanguageId?langid=1',
      '/api/Readiness/reviews/7',
    ]);
    expect(at('/aboutsettings', 2)).toEqual(['/api/Screens/Published', '/api/AboutSettings/ByLanguageId/2?UseCase=Dashboard']);
    // A screen whose own reads wait for the app still reads the published changes early.
    expect(at('/reviews')).toEqual(['/api/Screens/Published']);
  });

  it("follow the record's read with the reads its values name, filled from its answer; none for an empty value", () => {
    const [, review] = earlyReadsOf(openingReads, { pathname: '/review/7', search: '' }, 1);
    // The record's SERP (its highlights name only its id, so they went out with it).
    expect(review.then!.map((next) => next({ reviewId: 7, serpId: 12 })?.url)).toEqual(['/api/Serps/12']);
    // A review without a SERP yet: the form makes no SERP read, and neither does the page.
    expect(review.then!.map((next) => next({ reviewId: 7, serpId: null })?.url ?? null)).toEqual([null]);
    expect(review.then!.map((next) => next(null))).toEqual([null]);
  });

  it('wait where the language is not chosen yet, and where the address names no screen', () => {
    expect(at('/aboutsettings', null)).toEqual(['/api/Screens/Published']);
    expect(at('/no-such-screen/7')).toEqual([]);
  });

  it("leave an address to the screen the router gives it, where another's route pattern matches it too", () => {
    const table = openingReadsOf([
      { routes: ['/review/:id'], reads: [{ call: { path: '/Review/{param.id}' }, idParam: 'id' }] },
      { routes: ['/review/new'], reads: [{ call: { path: '/Reviews/{record.reviewId}' } }] },
      { routes: ['/reviews'], reads: [] },
    ]);
    expect(table.map((r) => r.routes)).toEqual([['/review/:id'], ['/review/new'], ['/reviews']]);
    expect(earlyReadsOf(table, { pathname: '/review/new', search: '' }, 1).map((r) => r.url)).toEqual(['/api/Screens/Published']);
    expect(earlyReadsOf(table, { pathname: '/review/7', search: '' }, 1).map((r) => r.url)).toEqual(['/api/Screens/Published', '/api/Review/7']);
  });

  it('are keyed as the provider keys the same read, which takes the early answer over instead of asking', async () => {
    const { provider, requests } = network({ reviewId: 0 });
    const [, early] = earlyReadsOf(openingReads, { pathname: '/review/7', search: '' }, 1);
    startEarlyRead(early.key, Promise.resolve({ reviewId: 7, reviewTitle: 'Early' }));
    expect(await provider.call({ path: '/Review/{param.id}' }, { language: 1, params: { id: '7' } })).toEqual({ reviewId: 7, reviewTitle: 'Early' });
    expect(requests).toEqual([]);
    // Taken once: the next read of it asks the server.
    expect(await provider.call({ path: '/Review/{param.id}' }, { language: 1, params: { id: '7' } })).toEqual({ reviewId: 0 });
    expect(requests).toEqual(['GET /Review/7']);
  });

  it('that failed are made again by the provider, whose failure the screen then meets', async () => {
    const { provider, requests } = network({ reviewId: 8 });
    startEarlyRead(readKeyOf('/Review/8', {}), Promise.reject(new Error('/api/Review/8 answered 503')));
    expect(await provider.call({ path: '/Review/{param.id}' }, { language: 1, params: { id: '8' } })).toEqual({ reviewId: 8 });
    expect(requests).toEqual(['GET /Review/8']);
  });
});

describe('the entry, as a signed-in page starts', () => {
  afterEach(() => void vi.unstubAllGlobals());

  /** A tab with this session and language stored, whose fetches are recorded (answered with an empty object). */
  function tab(session: object | null, language: string | null = null) {
    const fetched: { url: string; authorization: string }[] = [];
    const storage = (values: Record<string, string | null>) => ({ getItem: (key: string) => values[key] ?? null });
    vi.stubGlobal('localStorage', storage({ user: session && JSON.stringify(session) }));
    vi.stubGlobal('sessionStorage', storage({ language }));
    vi.stubGlobal('fetch', async (url: string, init: { headers: Record<string, string> }) => {
      fetched.push({ url, authorization: init.headers.Authorization });
      return new Response('{}', { status: 200 });
    });
    return fetched;
  }
  const page = (address: string) => {
    const url = new URL(address, 'http://app.invalid');
    return { pathname: url.pathname, search: url.search } as Location;
  };
  /** A writer of the about settings in these languages. */
  const writer = (...languageIds: number[]) => ({
    token: 't2',
    user: { isAdministrator: false },
    permissions: languageIds.map((languageId) => ({ languageId, roleId: ROLES.write, dataTypeId: DATA_TYPES['Settings About'] })),
  });

  it("reads in the tab's language, else the user's first, with the stored session's token", () => {
    const fetched = tab(writer(3, 2), '2');
    startEarlyReads(page('/aboutsettings'));
    const published = { url: '/api/Screens/Published', authorization: 'Bearer t2' };
    expect(fetched).toEqual([published, { url: '/api/AboutSettings/ByLanguageId/2?UseCase=Dashboard', authorization: 'Bearer t2' }]);
    const first = tab(writer(3));
    startEarlyReads(page('/aboutsettings'));
    expect(first).toEqual([published, { url: '/api/AboutSettings/ByLanguageId/3?UseCase=Dashboard', authorization: 'Bearer t2' }]);
  });

  it('reads nothing signed out, and leaves reads in a language the address names to the app', () => {
    const signedOut = tab(null);
    startEarlyReads(page('/review/7'));
    expect(signedOut).toEqual([]);
    const named = tab({ token: 't2', user: { isAdministrator: true }, permissions: [] });
    startEarlyReads(page('/aboutsettings?lang=de'));
    expect(named.map((f) => f.url)).toEqual(['/api/Screens/Published']);
  });

  it("reads what the record names once the record has answered, and the choice lists with the record", async () => {
    const fetched: string[] = [];
    vi.stubGlobal('localStorage', { getItem: (key: string) => (key === 'user' ? JSON.stringify({ token: 't1', user: { isAdministrator: true }, permissions: [] }) : null) });
    vi.stubGlobal('sessionStorage', { getItem: () => '1' });
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url);
      return new Response(JSON.stringify(url === '/api/Review/7' ? { reviewId: 7, serpId: 12 } : []), { status: 200 });
    });
    startEarlyReads(page('/review/7'));
    expect([...fetched]).toEqual([
      '/api/Screens/Published',
      '/api/Review/7',
      '/api/ReviewAttributes/GetReviewAttributeByReviewID/7',
      '/api/Authors/GetAuthorsByLanguageId?langid=1',
      '/api/Readiness/reviews/7',
    ]);
    await vi.waitFor(() => expect(fetched).toHaveLength(6));
    expect(fetched[5]).toBe('/api/Serps/12');
  });

  it("reads nothing for a screen the shell's gate refuses: no role for its data type in the tab's language", () => {
    const otherLanguage = tab(writer(3), '2');
    startEarlyReads(page('/aboutsettings'));
    expect(otherLanguage).toEqual([]);
    const otherType = tab({ ...writer(3), permissions: [{ languageId: 3, roleId: ROLES.write, dataTypeId: DATA_TYPES['Settings Reviews'] }] }, '3');
    startEarlyReads(page('/aboutsettings'));
    expect(otherType).toEqual([]);
    const none = tab({ ...writer(3), permissions: [{ languageId: 3, roleId: ROLES.none, dataTypeId: DATA_TYPES['Settings About'] }] }, '3');
    startEarlyReads(page('/aboutsettings'));
    expect(none).toEqual([]);
  });
});
