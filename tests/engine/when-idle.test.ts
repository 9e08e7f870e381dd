import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from '../../engine/screens/when-idle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('asks the browser to run the work when idle, at the latest after the time given, and cancels it', () => {
    const asked: { run: () => void; timeout?: number }[] = [];
    const cancelled: number[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void, options?: { timeout?: number }) => asked.push({ run, timeout: options?.timeout }));
    vi.stubGlobal('cancelIdleCallback', (handle: number) => cancelled.push(handle));
    const work = vi.fn();
    const cancel = whenIdle(work, 500);
    expect(asked.map((a) => a.timeout)).toEqual([500]);
    expect(work).not.toHaveBeenCalled();
    asked[0].run();
    expect(work).toHaveBeenCalledTimes(1);
    cancel();
    expect(cancelled).toEqual([1]);
  });

  it('where the browser cannot say (a simulated document), runs it after a moment unless cancelled', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const work = vi.fn();
    whenIdle(work, 500);
    vi.advanceTimersByTime(199);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    const other = vi.fn();
    whenIdle(other, 500)();
    vi.advanceTimersByTime(1000);
    expect(other).not.toHaveBeenCalled();
  });
});
