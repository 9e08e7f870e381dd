import { describe, expect, it } from 'vitest';
import type { DataProvider } from '../../engine/data/provider';
import { readOnlyProvider } from '../../engine/data/read-only-provider';

// Issue 20, item 3: saving from the preview is disabled. The guard sits at the data provider of the preview's
// subtree: reads go through, and no write (POST, PUT, DELETE) can leave it, whatever a screen's controls allow.

function recording() {
  const sent: string[] = [];
  const provider: DataProvider = {
    call: async (spec, _ctx, body) => (sent.push(`${spec.method ?? 'GET'} ${spec.path}${body ? ' with a body' : ''}`), { read: true }) as never,
    prime: async (spec) => void sent.push(`prime ${spec.path}`),
    get: async (path) => (sent.push(`GET ${path}`), [1, 2]) as never,
    send: async (request) => (sent.push(`${request.method} ${request.path}`), { data: 'sent', headers: {} }) as never,
  };
  return { provider, sent };
}

describe('a read-only data provider', () => {
  it('reads through the provider it wraps', async () => {
    const { provider, sent } = recording();
    const guarded = readOnlyProvider(provider, 'Saving from the preview is disabled');
    expect(await guarded.call({ path: '/PagesSettings/GetBonusSettingsByLangId/{language}' }, { language: 2 })).toEqual({ read: true });
    expect(await guarded.call({ method: 'GET', path: '/NewsFeed/3' }, { language: 2 })).toEqual({ read: true });
    expect(await guarded.get('/Languages')).toEqual([1, 2]);
    expect((await guarded.send({ method: 'GET', path: '/NewsFeed' })).data).toBe('sent');
    guarded.prime!({ path: '/Routes' }, { language: 1 });
    expect(sent).toEqual(['GET /PagesSettings/GetBonusSettingsByLangId/{language}', 'GET /NewsFeed/3', 'GET /Languages', 'GET /NewsFeed', 'prime /Routes']);
  });

  it.each(['POST', 'PUT', 'DELETE'] as const)('refuses a %s call before it leaves, saying why and what was kept back', async (method) => {
    const { provider, sent } = recording();
    const guarded = readOnlyProvider(provider, 'Saving from the preview is disabled');
    await expect(guarded.call({ method, path: '/PagesSettings' }, { language: 2 }, { title: 'x' })).rejects.toThrow(
      `Saving from the preview is disabled: ${method} /PagesSettings was not sent.`,
    );
    await expect(guarded.send({ method, path: '/Media/upload', body: {} })).rejects.toThrow(`${method} /Media/upload was not sent`);
    expect(sent).toEqual([]);
  });

  it('is what the form shows as the reason of its failure notice (the message of the refusal)', async () => {
    const guarded = readOnlyProvider(recording().provider);
    const error = await guarded.call({ method: 'PUT', path: '/NewsFeed' }, { language: 1 }).catch((e: Error) => e);
    expect((error as Error).message).toBe('This screen is read-only here: PUT /NewsFeed was not sent.');
  });
});
