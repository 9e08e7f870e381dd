import axios from 'axios';
import openingReads from 'virtual:opening-reads';
import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../engine/data/provider';
import { readKeyOf, startEarlyRead } from '../../shared/early-reads';
import { earlyReadsOf } from '../../src/early-reads';

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
  it("are the route's record reads, filled from the address and the tab's language", () => {
    expect(at('/review/7')).toEqual(['/api/Review/7']);
    expect(at('/aboutsettings', 2)).toEqual(['/api/AboutSettings/ByLanguageId/2?UseCase=Dashboard']);
  });

  it('wait where the language is not chosen yet, and where the address names no screen', () => {
    expect(at('/aboutsettings', null)).toEqual([]);
    expect(at('/no-such-screen/7')).toEqual([]);
  });

  it('are keyed as the provider keys the same read, which takes the early answer over instead of asking', async () => {
    const { provider, requests } = network({ reviewId: 0 });
    const [early] = earlyReadsOf(openingReads, { pathname: '/review/7', search: '' }, 1);
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
