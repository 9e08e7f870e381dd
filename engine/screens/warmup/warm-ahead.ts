import { CATALOG, loadDescriptor } from '../../descriptor/catalog';
import type { DataProvider } from '../../data/provider';
import { screenOfPath } from '../preload-path';
import { preloadRoute } from '../preload-route';
import { screenReady } from '../screen-ready';
import { whenIdle } from '../when-idle';
import { requestWarmup } from './warmups';

/** At the latest, how long after a record's link showed its screen is made ready, where the page never goes idle. */
const WARM_AHEAD_WITHIN_MS = 2000;
/** How long a warm-up waits for its record: drawn without it, a form would draw only its spinner. */
const WARM_READS_WAITED_MS = 3000;

/** The screens (by file) opened or drawn hidden in this page's life: none is drawn hidden twice, nor once opened. */
const warm = new Set<string>();

/** A screen opened for real: its code has run, so nothing is gained by drawing it hidden. */
export function screenOpened(file: string): void {
  warm.add(file);
}

export interface WarmContext {
  provider: DataProvider;
  language: number;
  userId?: number | string;
}

/**
 * A record's link shows (RecordLink), on the app's page `from`: once the page is idle, and once per screen in the
 * page's life, that record's screen is made ready as its route would make it (its code, descriptor and reads:
 * preloadRoute, screenReady) and then drawn hidden once (ScreenWarmups). The first opening of a screen otherwise pays
 * for what no later one does: its modules evaluated, its functions compiled, its descriptor's derived parts made;
 * measured from the review list to its editor, that first opening took 215 ms, and 128 ms after a warm-up. The cost
 * is the first record's reads, made once, and some 100 ms of an idle page. Returns what cancels it (the link went).
 */
export function warmAhead(address: string, from: string, ctx: WarmContext): () => void {
  const screen = screenOfPath(address);
  if (!screen || warm.has(screen.file)) return () => undefined;
  return whenIdle(() => {
    if (warm.has(screen.file)) return;
    warm.add(screen.file);
    const entry = CATALOG.find((e) => e.file === screen.file);
    const context = { ...ctx, params: screen.params, tab: screen.tab };
    preloadRoute(screen.file, context, { beforeOpening: true });
    loadDescriptor(screen.file)
      .then((descriptor) => screenReady(entry, descriptor, context, WARM_READS_WAITED_MS))
      // Code that failed to load is met and reported when the screen opens; drawn hidden it would only suspend.
      .then(() => requestWarmup({ address, from }), () => undefined);
  }, WARM_AHEAD_WITHIN_MS);
}
