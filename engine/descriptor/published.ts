import type { DataProvider } from '../data/provider';
import type { CallSpec } from '../model/descriptor';
import { PUBLISHED_SCREENS_PATH } from '../../shared/early-reads';
export { renderableDescriptor } from './renderable';

/** A screen running with a published change: the change merged over its shipped file, as raw as a file (docs/server.md). */
export interface PublishedScreen {
  screen: string;
  version: number;
  descriptor: unknown;
}

const PUBLISHED: CallSpec = { path: PUBLISHED_SCREENS_PATH };
let opening: Promise<Map<string, PublishedScreen>> | undefined;
/** A read made ahead of an opening (a link pointed at), which that opening takes over while it is this fresh. */
let ahead: { language: number; at: number } | undefined;
export const AHEAD_KEPT_MS = 2000;

/** "/screens/settings/bonus-settings.json" → "settings/bonus-settings" */
export const screenOfFile = (file: string) => file.replace(/^\/?screens\//, '').replace(/\.json$/, '');

/**
 * As a route opens (engine/screens/preload-route.ts): one read of the published screen changes, in the same wave as
 * the descriptor, which every descriptor loaded for that opening uses; identical reads in flight share it. So a change
 * published takes effect on an editor's next opening of its screen, without a rebuild. Where the read fails the
 * shipped files run, which still work: the failure is only logged. A read made `beforeOpening` (a link to the screen
 * pointed at, engine/screens/preload-path.ts) serves the opening that follows within AHEAD_KEPT_MS.
 */
export function readPublished(provider: DataProvider, language: number, { beforeOpening = false } = {}): Promise<Map<string, PublishedScreen>> {
  const fresh = ahead && ahead.language === language && Date.now() - ahead.at < AHEAD_KEPT_MS;
  if (fresh && opening) {
    // Links pointed at one after another share one read; the opening that follows takes it over, once.
    if (!beforeOpening) ahead = undefined;
    return opening;
  }
  ahead = beforeOpening ? { language, at: Date.now() } : undefined;
  opening = provider
    .call<PublishedScreen[]>(PUBLISHED, { language })
    .then((list) => new Map(list.map((p) => [p.screen, p])))
    .catch((error: unknown) => {
      console.warn('The published screen changes could not be read; the screens run as shipped.', error);
      return new Map<string, PublishedScreen>();
    });
  return opening;
}

/**
 * The read of published changes the descriptors loaded now are made with (the latest opening's), or undefined before
 * any: a descriptor made for an earlier opening is made again for this one (engine/descriptor/catalog.ts).
 */
export const currentOpening = (): Promise<unknown> | undefined => opening;

/** The published descriptor of a screen's file, read as its route opened; undefined when it runs as shipped. */
export async function publishedDescriptor(file: string): Promise<unknown> {
  return (await opening)?.get(screenOfFile(file))?.descriptor;
}
