import axios from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadDescriptor } from '../../engine/descriptor/catalog';
import { readPublished } from '../../engine/descriptor/published';
import { createDataProvider } from '../../engine/data/provider';
import shipped from '../../screens/settings/bonus-settings.json';
import type { FormScreen } from '../../engine/model/descriptor';

const FILE = '/screens/settings/bonus-settings.json';
const relabelled = { ...shipped, parts: [{ ...shipped.parts[0], label: 'Headline' }, ...shipped.parts.slice(1)] };

/** A data provider over a fake network that answers GET /Screens/Published and counts the requests. */
function network(answer: () => Promise<unknown>) {
  const requests: string[] = [];
  const http = axios.create({
    adapter: async (config) => {
      requests.push(`${config.method?.toUpperCase()} ${config.url}`);
      const data = await answer();
      return { data, status: 200, statusText: 'OK', headers: {}, config };
    },
  });
  return { provider: createDataProvider({ baseUrl: '', token: () => 'token', onUnauthorized: () => undefined }, http), requests };
}
const firstLabel = async () => ((await loadDescriptor(FILE)) as FormScreen).parts[0] as { label: string };

describe('The app applies published screen changes as a screen opens (issue 20, item 4)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a screen with a published change loads the change in place of its file', async () => {
    const { provider } = network(async () => [{ screen: 'settings/bonus-settings', version: 3, descriptor: relabelled }]);
    await readPublished(provider, 1);
    expect((await firstLabel()).label).toBe('Headline');
    expect((await loadDescriptor('/screens/settings/testimonials-form.json')).title).toBeTruthy();
  });

  it('one read per opening: identical reads in flight share one request, the next opening asks again', async () => {
    const { provider, requests } = network(async () => []);
    await Promise.all([readPublished(provider, 1), readPublished(provider, 1)]);
    expect(requests).toEqual(['GET /Screens/Published']);
    await readPublished(provider, 1);
    expect(requests).toHaveLength(2);
    expect((await firstLabel()).label).toBe('Page Title');
  });

  it('a failed read falls back to the shipped file and says so in the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { provider } = network(async () => Promise.reject(new Error('Network Error')));
    await readPublished(provider, 1);
    expect((await firstLabel()).label).toBe('Page Title');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('published screen changes could not be read'), expect.any(Error));
  });
});
