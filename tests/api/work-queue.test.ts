import { describe, expect, it } from 'vitest';
import { workQueue } from '../../server/lib/work-queue';

describe('workQueue', () => {
  it('runs at most its limit of jobs at once, the others in the order they came, past failures', async () => {
    const run = workQueue(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const job = (n: number) => async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      order.push(n);
      if (n === 3) throw new Error('job 3 fails');
      return n;
    };
    const results = await Promise.allSettled([1, 2, 3, 4, 5, 6, 7].map((n) => run(job(n))));
    expect(most).toBe(2);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : 'failed'))).toEqual([1, 2, 'failed', 4, 5, 6, 7]);
    expect(order.slice(0, 2).sort()).toEqual([1, 2]);
    expect(await run(async () => 'after')).toBe('after');
  });
});
