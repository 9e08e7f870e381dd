import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataProvider } from '../../engine/data/provider';
import { fillPath } from '../../engine/data/templates';
import { sharedReads } from '../../engine/data/shared-reads';
import { readsAnswered } from '../../engine/screens/preload';
import type { OpeningRead } from '../../engine/registry/index';

// Issue 29 (warm list -> editor): a route's screen waits a moment for its records before it first draws, so that its
// forms draw them in that pass; on a slow network it draws with its spinners after that moment.

afterEach(() => vi.useRealTimers());

/** A provider sharing reads as the app's does, answering each path after `delays[path]` ms. */
function slowProvider(delays: Record<string, number>) {
  const reads = sharedReads();
  const asked: string[] = [];
  const fetch = (path: string) => () => {
    asked.push(path);
    return new Promise((resolve) => setTimeout(() => resolve({ path, serpId: 40 }), delays[path] ?? 0));
  };
  const provider: DataProvider = {
    call: (spec, ctx) => reads.read(fillPath(spec.path, ctx), fetch(fillPath(spec.path, ctx))) as never,
    prime: (spec, ctx) => reads.prime(fillPath(spec.path, ctx), fetch(fillPath(spec.path, ctx))),
    peek: (spec, ctx) => reads.peek(fillPath(spec.path, ctx)) as never,
    get: async () => undefined as never,
    send: async () => ({ data: undefined, headers: {} }) as never,
  };
  return { provider, asked };
}

const READS: OpeningRead[] = [
  { call: { path: '/Review/{param.id}' }, idParam: 'id' },
  { call: { path: '/Serps/{record.serpId}' }, idParam: 'id', record: { call: { path: '/Review/{param.id}' } } },
  { call: { path: '/Faq/{param.id}' }, idParam: 'id', firstTab: true },
];

describe("a route's reads, waited for before its first draw (readsAnswered)", () => {
  it('is done once every read is answered, a read naming the record too, each made once and kept for the screen', async () => {
    vi.useFakeTimers();
    const { provider, asked } = slowProvider({ '/Review/7': 30, '/Serps/40': 30, '/Faq/7': 10 });
    let done = false;
    void readsAnswered(READS, { provider, language: 1, params: { id: '7' } }, 150).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(40);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(25);
    expect(done).toBe(true);
    expect(asked).toEqual(['/Review/7', '/Faq/7', '/Serps/40']);
    expect(['/Review/7', '/Serps/40', '/Faq/7'].map((path) => provider.peek!({ path }, { language: 1 })?.data)).toEqual([
      { path: '/Review/7', serpId: 40 },
      { path: '/Serps/40', serpId: 40 },
      { path: '/Faq/7', serpId: 40 },
    ]);
  });

  it('is done after `within` ms where a read is slower, and leaves out a tab the address does not open and a new record', async () => {
    vi.useFakeTimers();
    const { provider, asked } = slowProvider({ '/Review/7': 1000 });
    let done = false;
    void readsAnswered(READS, { provider, language: 1, params: { id: '7' }, tab: 'serps' }, 150).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(149);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    expect(asked).toEqual(['/Review/7']);

    let added = false;
    void readsAnswered(READS, { provider, language: 1, params: { id: '-1' } }, 150).then(() => (added = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(added).toBe(true);
    expect(asked).toEqual(['/Review/7']);
  });
});
