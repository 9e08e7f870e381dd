// @vitest-environment happy-dom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDescriptor } from '../../engine/screens/useDescriptor';
import { settled } from './settled';

// Issue 17, item 13 (opening a form): a screen is answered once the code that draws it is here as well, so that it never
// suspends as it opens: React holds back the reveal of a suspended screen until 300 ms after its spinner showed, which
// made one cold opening in three about half a second slower. Code that fails to load is the screen's error (after a
// deploy, the route's error element offers the new version).

const LIST = { kind: 'list', title: 'Reviews' };
vi.mock('../../engine/descriptor/catalog', () => ({
  fileOfId: (id: string) => id,
  loadDescriptor: async () => LIST,
}));

afterEach(cleanup);

describe('a descriptor answered with its code', () => {
  it('is not answered before its code is here', async () => {
    let arrive: () => void = () => undefined;
    const code = new Promise<void>((resolve) => (arrive = resolve));
    const prepare = vi.fn(() => code);
    const { result } = renderHook(() => useDescriptor({ file: '/screens/reviews/reviews-list.json' }, prepare));
    await waitFor(() => expect(prepare).toHaveBeenCalledWith(LIST));
    await settled(() => result.current);
    expect(result.current.descriptor).toBeUndefined();
    arrive();
    await waitFor(() => expect(result.current.descriptor).toEqual(LIST));
  });

  it('answers code that failed to load as its error', async () => {
    const stale = new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/ListScreen-Bx1.js');
    const { result } = renderHook(() => useDescriptor({ file: '/screens/reviews/reviews-list.json' }, () => Promise.reject(stale)));
    await waitFor(() => expect(result.current.error).toBe(stale));
    expect(result.current.descriptor).toBeUndefined();
  });
});
