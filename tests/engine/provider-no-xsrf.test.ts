// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../engine/data/provider';

// Issue 29, item 7: every call waited for the browser's cookie store before it was sent. axios looks for an XSRF
// cookie before each request, and where the Cookie Store API exists it asks it asynchronously, a round to the
// browser (10 to 20 ms on a busy page). The API takes a bearer token and sets no such cookie, so none is looked for.

afterEach(() => vi.unstubAllGlobals());

describe('the data provider', () => {
  it('sends a call at once, without asking the cookie store for an XSRF cookie', async () => {
    const asked: string[] = [];
    // A cookie store that never answers: a request waiting for it would never be sent.
    vi.stubGlobal('cookieStore', { get: (name: string) => (asked.push(name), new Promise(() => undefined)) });
    const sent: string[] = [];
    vi.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(function (this: XMLHttpRequest) {
      sent.push('sent');
    });
    const provider = createDataProvider({ baseUrl: '', token: () => 't1', onUnauthorized: () => undefined });
    void provider.call({ path: '/Review/7' }, { language: 1 }).catch(() => undefined);
    await vi.waitFor(() => expect(sent).toEqual(['sent']));
    expect(asked).toEqual([]);
  });

  it('sends a call in the task that makes it, with its bearer token: a read a click starts goes out before the route it opens is drawn', () => {
    const sent: (string | null)[] = [];
    const headers = new Map<string, string>();
    vi.spyOn(XMLHttpRequest.prototype, 'setRequestHeader').mockImplementation((name: string, value: string) => void headers.set(name.toLowerCase(), value));
    vi.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(function (this: XMLHttpRequest) {
      sent.push(headers.get('authorization') ?? null);
    });
    const provider = createDataProvider({ baseUrl: '', token: () => 't1', onUnauthorized: () => undefined });
    void provider.call({ path: '/Review/7' }, { language: 1 }).catch(() => undefined);
    // No await: sent by now, or not in this task.
    expect(sent).toEqual(['Bearer t1']);
  });
});
