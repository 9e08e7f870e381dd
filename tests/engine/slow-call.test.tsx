// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { PROGRESS_AFTER_MS, useSlowCall } from '../../engine/list/useSlowCall';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('a progress bar for a call taking over a second (imports, bulk changes)', () => {
  it('shows once a call has run a second, goes with it, and starts counting again for the next call', () => {
    const { result, rerender } = renderHook(({ busy }) => useSlowCall(busy), { initialProps: { busy: null as string | null } });
    rerender({ busy: 'previewing' });
    act(() => vi.advanceTimersByTime(PROGRESS_AFTER_MS - 1));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    rerender({ busy: 'applying' });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(PROGRESS_AFTER_MS));
    expect(result.current).toBe(true);
    rerender({ busy: null });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(PROGRESS_AFTER_MS * 2));
    expect(result.current).toBe(false);
  });
});
