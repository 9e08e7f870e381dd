// @vitest-environment happy-dom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormPart } from '../../engine/model/descriptor';
import { useWidgetCode } from '../../engine/form/useWidgetCode';

// Issue 17 (opening a form; the permissions grid of item 4): a form opens once the code of the field kinds it draws that
// load on first use is here, so that the Add user dialog shows its permissions grid with its first frame rather than a
// stand-in React keeps for up to 300 ms. A failed load does not keep the form closed: the field reports it.

const arrivals = new Map<string, { promise: Promise<unknown>; arrive(): void; fail(): void }>();
const loaded = new Set<string>();
vi.mock('../../engine/theme/widgets/lazy-modules', () => ({
  isLazyWidget: (kind: string) => ['permissions', 'route'].includes(kind),
  loadedWidget: (kind: string) => (loaded.has(kind) ? () => null : undefined),
  loadWidget: (kind: string) => {
    if (!arrivals.has(kind)) {
      let arrive = () => undefined as void;
      let fail = () => undefined as void;
      const promise = new Promise<void>((resolve, reject) => {
        arrive = () => (loaded.add(kind), resolve());
        fail = () => reject(new TypeError('Failed to fetch dynamically imported module'));
      });
      arrivals.set(kind, { promise, arrive, fail });
    }
    return arrivals.get(kind)!.promise;
  },
}));

afterEach(() => {
  cleanup();
  arrivals.clear();
  loaded.clear();
});

const parts: FormPart[] = [
  { name: 'firstName', label: 'First name', widget: 'text' },
  { name: 'permissions', label: 'Permissions', widget: 'permissions' },
];

describe('a form waits for the code of its fields that load on first use', () => {
  it('is not ready before that code is here, and is once it is', async () => {
    const { result } = renderHook(() => useWidgetCode(parts));
    expect(result.current).toBe(false);
    await waitFor(() => expect(arrivals.has('permissions')).toBe(true));
    arrivals.get('permissions')!.arrive();
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('is ready at once when the code is here already, or the form has no such field', () => {
    loaded.add('permissions');
    expect(renderHook(() => useWidgetCode(parts)).result.current).toBe(true);
    expect(renderHook(() => useWidgetCode([parts[0]])).result.current).toBe(true);
  });

  it('opens when the code failed to load, for the field to report it', async () => {
    const { result } = renderHook(() => useWidgetCode(parts));
    await waitFor(() => expect(arrivals.has('permissions')).toBe(true));
    arrivals.get('permissions')!.fail();
    await waitFor(() => expect(result.current).toBe(true));
  });
});
