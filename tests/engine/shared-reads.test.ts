import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRIMED_KEPT_MS, sharedReads } from '../../engine/data/shared-reads';

// Issue 17, item 13: the review editor requested /api/Review/{id} twice (its header and its form). An identical
// read made while the first is on its way shares that answer; once answered, or after a write, the server is asked again.

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

  it('reads again once the first read is answered, and after a write', async () => {
    const reads = sharedReads();
    const api = server();
    await reads.read('/Review/1', api.fetch);
    // A list reloaded on the editor's request (a filter cleared) shows what is stored now.
    expect(await reads.read('/Review/1', api.fetch)).toEqual({ served: 2 });
    await reads.writing(async () => 'saved');
    expect(await reads.read('/Review/1', api.fetch)).toEqual({ served: 3 });
  });

  it('never shares a failed read', async () => {
    const reads = sharedReads();
    await expect(reads.read('/Review/1', () => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    await Promise.resolve();
    expect(await reads.read('/Review/1', async () => 'answered')).toBe('answered');
  });
});

// Issue 17, item 13 ("Opening a form": /api/Review/{id} is requested once): the route reads the record as it opens,
// with the screen's code; the header and the form, drawn once the code is here, read it then.
describe('a read made ahead as a route opens', () => {
  it("is kept a moment after its answer for the screen's own reads, which then ask the server nothing", async () => {
    vi.useFakeTimers();
    const reads = sharedReads();
    const api = server();
    reads.prime('/Review/1', api.fetch);
    await vi.advanceTimersByTimeAsync(100);
    const [header, form] = await Promise.all([reads.read('/Review/1', api.fetch), reads.read('/Review/1', api.fetch)]);
    expect(api.count()).toBe(1);
    expect(header).toEqual({ served: 1 });
    expect(form).toEqual(header);
    expect(form).not.toBe(header);
    await vi.advanceTimersByTimeAsync(PRIMED_KEPT_MS);
    expect(await reads.read('/Review/1', api.fetch)).toEqual({ served: 2 });
  });

  it('is forgotten by a write, and never kept when it failed', async () => {
    const reads = sharedReads();
    const api = server();
    reads.prime('/Review/1', api.fetch);
    await reads.writing(async () => 'saved');
    expect(await reads.read('/Review/1', api.fetch)).toEqual({ served: 2 });
    // A read made ahead settles once answered, and never fails: its screen meets the failure when it reads.
    await expect(reads.prime('/Review/2', () => Promise.reject(new Error('offline')))).resolves.toBeUndefined();
    expect(await reads.read('/Review/2', api.fetch)).toEqual({ served: 3 });
  });
});

// Issue 29 (warm list -> editor): a part drawn after a read made ahead was answered takes that answer in its first pass.
describe("a read made ahead, taken at once (peek)", () => {
  it('gives a copy of the answer once it has come and while it is kept, and nothing before or after', async () => {
    vi.useFakeTimers();
    const reads = sharedReads();
    const api = server();
    reads.prime('/Review/1', api.fetch);
    expect(reads.peek('/Review/1')).toBeUndefined();
    await vi.advanceTimersByTimeAsync(0);
    const first = reads.peek<{ served: number }>('/Review/1');
    expect(first).toEqual({ data: { served: 1 } });
    first!.data.served = 99;
    expect(reads.peek('/Review/1')).toEqual({ data: { served: 1 } });
    // A read that was not made ahead is never taken at once: it is made.
    await reads.read('/Review/2', api.fetch);
    expect(reads.peek('/Review/2')).toBeUndefined();
    await vi.advanceTimersByTimeAsync(PRIMED_KEPT_MS);
    expect(reads.peek('/Review/1')).toBeUndefined();
    expect(api.count()).toBe(2);
  });

  it('is forgotten by a write, and never gives a failed read', async () => {
    const reads = sharedReads();
    const api = server();
    reads.prime('/Review/1', api.fetch);
    await reads.read('/Review/1', api.fetch);
    expect(reads.peek('/Review/1')).toEqual({ data: { served: 1 } });
    await reads.writing(async () => 'saved');
    expect(reads.peek('/Review/1')).toBeUndefined();
    reads.prime('/Review/2', () => Promise.reject(new Error('offline')));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reads.peek('/Review/2')).toBeUndefined();
  });
});
