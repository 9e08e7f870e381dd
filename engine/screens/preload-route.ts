import { CATALOG, fileOfId, preloadDescriptorFile, preloadEntity } from '../descriptor/catalog';
import { SCREEN_MODULES } from './components';

/**
 * As a route opens, before its descriptor is here: fetches together the descriptor, the code of the screen kinds it
 * and the screens it draws need, their forms' entity schemas and the descriptor of its first tab (from the screen
 * index), so that the screen paints after one wave of requests rather than one stage after another.
 */
export function preloadRoute(file: string, tab?: string | null): void {
  const entry = CATALOG.find((e) => e.file === file);
  if (!entry) return;
  preloadDescriptorFile(file);
  for (const kind of entry.kinds ?? []) (SCREEN_MODULES as Record<string, (() => Promise<unknown>) | undefined>)[kind]?.().catch(() => undefined);
  for (const entity of entry.entities ?? []) preloadEntity(entity);
  // The index knows a tabbed screen's tabs by screen, not by the ?tab= name: without one, the first tab opens.
  const opened = tab ? undefined : entry.tabs?.[0];
  if (opened) {
    try {
      preloadDescriptorFile(fileOfId(opened));
    } catch {
      // A tab naming no screen is the descriptor's mistake, which the screen reports when it draws.
    }
  }
}
