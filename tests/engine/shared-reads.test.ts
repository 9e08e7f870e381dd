import { afterEach, describe, expect, it, vi } from 'vitest';
import { sharedReads } from '../../engine/data/shared-reads';

// Issue 17, item 13: the review editor requested /api/Review/{id} twice (its header and its form). An identical
// read made while the first is on its way, or a moment after its answer, shares that answer; a write forgets it.

afterEach(() => vi.useRealTimers());

const server = () => {
  let served = 0;
  return { fetch: async () => ({ served: ++served }), count: () => served };
};

describe('reads shared while a screen opens', () => {
  it('sends one request for two identical reads, each getting its own copy of the answer', async () => {
    const reads = sharedReads();
    const api = server();
    const [a, b] = await Promise.all([reads.read('/Review/1', api.fetch), reads.read('/Review/1', api.fetch)]);
    expect(api.count()).toBe(1);
    expect(a).toEqual({ served: 1 });
    expect(b).toEqual(a);
    expect(b).not.toBe(a);
    await reads.read('/Review/2', api.fetch);
    expect(api.count()).toBe(2);
  });

  it('reads again after a write and after the moment has passed', async () => {
    vi.useFakeTimers();
    const reads = sharedReads();
    const api = server();
    await reads.read('/Review/1', api.fetch);
    await reads.writing(async () => 'saved');
    expect(await reads.read('/Review/1', api.fetch)).toEqual({ served: 2 });
    vi.advanceTimersByTime(2500);
    expect(await reads.read('/Review/1', api.fetch)).toEqual({ served: 3 });
    expect(await reads.read('/Review/1', api.fetch)).toEqual({ served: 3 });
  });

  it('never shares a failed read', async () => {
    const reads = sharedReads();
    await expect(reads.read('/Review/1', () => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    await Promise.resolve();
    expect(await reads.read('/Review/1', async () => 'answered')).toBe('answered');
  });
});
