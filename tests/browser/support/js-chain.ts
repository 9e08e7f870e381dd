import type { Page } from 'playwright-core';

export interface JsRequest {
  /** The address's path (/assets/App-….js). */
  path: string;
  /**
   * The request round it waited for: 1 when no script had arrived before it was asked for, else one more than the
   * latest round of the scripts that had arrived by then. The deepest is how many round trips the code took.
   */
  round: number;
}

/**
 * Records the scripts a page fetches from now on and in which round (from Chromium's network events), to compare a
 * cold load's code with the build's list (.route-chunks.json) and to count its round trips.
 */
export async function recordJsChain(page: Page): Promise<() => JsRequest[]> {
  const cdp = await page.context().newCDPSession(page);
  const requests = new Map<string, { path: string; sent: number; arrived?: number }>();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.type !== 'Script' || [...requests.values()].some((r) => r.path === new URL(event.request.url).pathname)) return;
    requests.set(event.requestId, { path: new URL(event.request.url).pathname, sent: event.timestamp });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.arrived = event.timestamp;
  });
  await cdp.send('Network.enable');
  // Each load as a first visit: a script the page had kept would not be asked for.
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  return () => {
    const ordered = [...requests.values()].sort((a, b) => a.sent - b.sent);
    const rounds = new Map<(typeof ordered)[number], number>();
    for (const request of ordered) {
      const before = ordered.filter((r) => r.arrived !== undefined && r.arrived <= request.sent).map((r) => rounds.get(r) ?? 1);
      rounds.set(request, before.length ? Math.max(...before) + 1 : 1);
    }
    return ordered.map((r) => ({ path: r.path, round: rounds.get(r)! }));
  };
}
