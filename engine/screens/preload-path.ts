import { CATALOG } from '../descriptor/catalog';
import { bestRoute, routeParams } from '../../shared/route-match';
import type { DataProvider } from '../data/provider';
import { preloadRoute, preloadRouteCode } from './preload-route';
import getDecimalSeparator from '../form/aliases/decimal-separator';
import { whenIdle } from './when-idle';

/**
 * The screen an in-app address opens (`/review/7?tab=serps`), with its route's parameters and the tab it asks for:
 * the route the router takes (`/review/new` before `/review/:id`), matched as a cold page's entry and the server
 * match it (shared/route-match.ts). Every link a list shows asks, so not through react-router's matchRoutes, which
 * flattens and ranks all the app's routes again at each call.
 */
export function screenOfPath(address: string): { file: string; route: string; params: Record<string, string | undefined>; tab: string | null } | null {
  const url = new URL(address, 'http://app.invalid');
  const match = bestRoute(CATALOG, url.pathname);
  if (!match) return null;
  return { file: match.entry.file, route: match.route, params: routeParams(match.route, url.pathname)!, tab: url.searchParams.get('tab') };
}

/**
 * A link about to be followed (pointed at, focused, pressed): its screen's code, descriptor and reads start now, as
 * they would when its route opens, so that the click finds them on their way or here. The reads are shared with
 * the screen's own for a moment after their answer (engine/data/shared-reads.ts), as a route's opening reads are.
 */
export function preloadPath(address: string, ctx: { provider: DataProvider; language: number; userId?: number | string }): void {
  const screen = screenOfPath(address);
  if (screen) preloadRoute(screen.file, { ...ctx, params: screen.params, tab: screen.tab }, { beforeOpening: true });
}

const codeAhead = new Set<string>();

/**
 * A link shown: once the frame that draws it has painted, its screen's code and descriptor, once per screen (every row
 * of a list links to the same one), but not its record, which would be read again when it opens. A list's links show
 * once its rows are read, so this waits for nothing of the list's own; the modules fetched are the ones the click would
 * fetch, which then finds them here.
 */
export function preloadPathCodeWhenShown(address: string): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    // After the paint: the frame's own work first, then the fetches and the modules' evaluation.
    timer = setTimeout(() => {
      const screen = screenOfPath(address);
      if (!screen || codeAhead.has(screen.file)) return;
      codeAhead.add(screen.file);
      preloadRouteCode(screen.file, screen.tab);
      // Work a screen about to open would do as it draws: the locale's decimal sign, which every form's number fields
      // ask for and whose first asking sets up the browser's number formatting, some 15 ms the opening would wait for.
      whenIdle(getDecimalSeparator, 2000);
    });
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
