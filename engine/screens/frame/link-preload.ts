import { createContext } from 'react';

/**
 * How a link to a screen fetches that screen ahead of its click: given by the screen loader
 * (engine/screens/preload-path.ts), so that a list's links need not import the screens they open. A screen drawn
 * alone (a test, the studio's preview) fetches nothing ahead.
 */
export interface LinkPreload {
  /** The link is about to be followed (pointed at, focused, pressed): its screen's code, descriptor and reads. */
  ahead(address: string): void;
  /** The link shows: its screen's code once the link has painted; returns what cancels it. */
  whenShown(address: string): () => void;
  /** A record's link shows on the app's page `from`: its screen may be drawn hidden once, ahead of its first opening. */
  warm(address: string, from: string): () => void;
}

export const LinkPreloadContext = createContext<LinkPreload>({ ahead: () => undefined, whenShown: () => () => undefined, warm: () => () => undefined });
