import { fileOfId, loadDescriptor, type CatalogEntry } from '../descriptor/catalog';
import type { ScreenDescriptor } from '../model/descriptor';
import { isLazyWidget, loadWidget } from '../theme/widgets/lazy-modules';
import { loadScreenCode } from './components';
import { readsAnswered, type PreloadContext } from './preload';

/**
 * What a screen waits for before it first draws, once its descriptor is here, so that nothing suspends as it opens
 * and its heading and fields show together: the code of its kind and of the screens it draws at once, its field
 * kinds that load on first use, the descriptors of the screens it opens with (made meanwhile, so they draw in the
 * same pass; one that fails says so where it draws) and, for at most `within` ms, its records (readsAnswered), so
 * that its forms draw them in their first pass (engine/form/opening-now.ts). Never fails for a read; fails for code.
 */
export function screenReady(entry: CatalogEntry | undefined, descriptor: ScreenDescriptor, ctx: PreloadContext, within: number): Promise<unknown> {
  return Promise.all([
    loadScreenCode([descriptor.kind, ...(entry?.kinds ?? [])]),
    ...(entry?.widgets ?? []).filter(isLazyWidget).map(loadWidget),
    ...(ctx.tab ? [] : (entry?.opens ?? [])).map((id) => Promise.resolve().then(() => loadDescriptor(fileOfId(id))).catch(() => undefined)),
    readsAnswered(entry?.reads ?? [], ctx, within),
  ]);
}
