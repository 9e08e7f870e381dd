import axios from 'axios';
import { describe, expect, it } from 'vitest';
import { readPublished } from '../../engine/descriptor/published';
import { createDataProvider } from '../../engine/data/provider';

// A record link pointed at reads the published screen changes ahead of its screen's opening
// (engine/screens/preload-path.ts): the opening that follows takes that read over instead of waiting for another.

function network() {
  const requests: string[] = [];
  const http = axios.create({
    adapter: async (config) => {
      requests.push(`${config.method?.toUpperCase()} ${config.url}`);
      return { data: [], status: 200, statusText: 'OK', headers: {}, config };
    },
  });
  return { provider: createDataProvider({ baseUrl: '', token: () => 'token', onUnauthorized: () => undefined }, http), requests };
}

describe('the published screen changes read ahead of an opening', () => {
  it('serve links pointed at one after another and the opening that follows, once; the next opening asks again', async () => {
    const { provider, requests } = network();
    await readPublished(provider, 1, { beforeOpening: true });
    await readPublished(provider, 1, { beforeOpening: true });
    await readPublished(provider, 1);
    expect(requests).toEqual(['GET /Screens/Published']);
    await readPublished(provider, 1);
    expect(requests).toEqual(['GET /Screens/Published', 'GET /Screens/Published']);
  });

  it('serve no opening in another language', async () => {
    const { provider, requests } = network();
    await readPublished(provider, 1, { beforeOpening: true });
    await readPublished(provider, 2);
    expect(requests).toEqual(['GET /Screens/Published', 'GET /Screens/Published']);
  });
});
