// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import axios from 'axios';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { descriptorNow, loadDescriptor, shippedDescriptor } from '../../engine/descriptor/catalog';
import { readPublished } from '../../engine/descriptor/published';
import { createDataProvider } from '../../engine/data/provider';
import { useDescriptor } from '../../engine/screens/useDescriptor';
import { preloadRouteCode } from '../../engine/screens/preload-route';
import shipped from '../../screens/settings/bonus-settings.json';
import type { FormScreen, ScreenDescriptor } from '../../engine/model/descriptor';

// Issue 29, item 7 (warm list -> editor): a tabbed editor's form was drawn a round after its tabs, because its
// descriptor was made anew (file, fragments, entities) after the tabs had drawn, and every part of an opening made the
// same descriptors again. A descriptor is now made once per opening, its file's shipped form once for all openings
// that find no published change of it, and a screen drawn inside another takes its descriptor at once.

const FILE = '/screens/settings/bonus-settings.json';
const EDIT = '/screens/reviews/review-edit.json';
const firstLabel = (descriptor: ScreenDescriptor) => ((descriptor as FormScreen).parts[0] as { label: string }).label;
const relabelled = { ...shipped, parts: [{ ...shipped.parts[0], label: 'Headline' }, ...shipped.parts.slice(1)] };

function opening(published: unknown[]) {
  const http = axios.create({ adapter: async (config) => ({ data: published, status: 200, statusText: 'OK', headers: {}, config }) });
  const provider = createDataProvider({ baseUrl: '', token: () => 'token', onUnauthorized: () => undefined }, http);
  return readPublished(provider, 1);
}

afterEach(() => vi.restoreAllMocks());

describe('a descriptor made for an opening', () => {
  it('is made once however many parts of the opening ask, and is there at once for them once made', async () => {
    await opening([]);
    expect(descriptorNow(EDIT)).toBeUndefined();
    const [a, b] = await Promise.all([loadDescriptor(EDIT), loadDescriptor(EDIT)]);
    expect(a).toBe(b);
    expect(descriptorNow(EDIT)).toBe(a);
  });

  it('is made again for the next opening, which draws the change published meanwhile', async () => {
    await opening([]);
    const asShipped = await loadDescriptor(FILE);
    expect(firstLabel(asShipped)).toBe('Page Title');
    await opening([{ screen: 'settings/bonus-settings', version: 2, descriptor: relabelled }]);
    // The earlier opening's descriptor is not this opening's.
    expect(descriptorNow(FILE)).toBeUndefined();
    const changed = await loadDescriptor(FILE);
    expect(firstLabel(changed)).toBe('Headline');
    await opening([]);
    // No change published any more: the file as shipped, the one made before.
    expect(await loadDescriptor(FILE)).toBe(asShipped);
    expect(await shippedDescriptor(FILE)).toBe(asShipped);
  });

  it('is drawn by a screen inside another with its first render, with no round of its own', async () => {
    await opening([]);
    const made = await loadDescriptor(EDIT);
    const { result } = renderHook(() => useDescriptor({ id: 'review-edit' }));
    expect(result.current.descriptor).toBe(made);
  });

  it('is not answered at once where its code is still to be prepared', async () => {
    await opening([]);
    await loadDescriptor(EDIT);
    const { result } = renderHook(() => useDescriptor({ file: EDIT }, () => new Promise(() => undefined)));
    expect(result.current.descriptor).toBeUndefined();
  });
});

describe('a route about to open', () => {
  it('opens the draft journal its form will read, with its code', () => {
    const open = vi.spyOn(indexedDB, 'open');
    preloadRouteCode('/screens/reviews/review-editor.json');
    expect(open).toHaveBeenCalledWith('bo-draft-journal', 1);
  });
});
