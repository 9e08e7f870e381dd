import type { Page } from 'playwright-core';

export interface JsRequest {
  /** The address's path (/assets/App-….js). */
  path: string;
  /**
   * The request round it waited for: 1 when the page named it (the parser or its preload scanner asked for it), else
   * one more than the round of the script that asked for it. The deepest is how many round trips the code took.
   */
  round: number;
}

interface Sent {
  path: string;
  /** The script that asked for it, by address; none when the page itself named it. */
  askedBy?: string;
}

/** The script a request was made by, as Chromium names its initiator: the address, or the top of its stack. */
function askingScript(initiator: { type: string; url?: string; stack?: { callFrames: { url: string }[] } }): string | undefined {
  if (initiator.type === 'parser' || initiator.type === 'preload') return undefined;
  const url = initiator.url ?? initiator.stack?.callFrames.find((frame) => frame.url)?.url;
  return url ? new URL(url).pathname : undefined;
}

/**
 * Records the scripts a page fetches from now on and in which round (from Chromium's network events: who asked for
 * each), to compare a cold load's code with the build's list (.route-chunks.json) and to count its round trips.
 */
export async function recordJsChain(page: Page): Promise<() => JsRequest[]> {
  const cdp = await page.context().newCDPSession(page);
  const requests: Sent[] = [];
  cdp.on('Network.requestWillBeSent', (event) => {
    const path = new URL(event.request.url).pathname;
    if (event.type !== 'Script' || requests.some((r) => r.path === path)) return;
    requests.push({ path, askedBy: askingScript(event.initiator) });
  });
  await cdp.send('Network.enable');
  // Each load as a first visit: a script the page had kept would not be asked for.
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  return () => {
    const byPath = new Map(requests.map((r) => [r.path, r]));
    const roundOf = (request: Sent, depth = 0): number => {
      const asker = request.askedBy === undefined ? undefined : byPath.get(request.askedBy);
      // Asked for by the page, or by a script this record did not see (one kept from before it started): one round.
      if (!asker || depth > requests.length) return 1;
      return roundOf(asker, depth + 1) + 1;
    };
    return requests.map((r) => ({ path: r.path, round: roundOf(r) }));
  };
}
