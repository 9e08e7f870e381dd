import { MAIN_NAVIGATION, SETTINGS_HOME } from './navigation';

/**
 * The 16px icons the frame itself draws (side navigation, its fold, the top bar). They come together in one small
 * chunk (frame-icon-paths.ts, whose list must name the same icons) rather than one request each after the table of
 * every icon's loader.
 */
export const FRAME_ICONS: ReadonlySet<string> = new Set([
  ...[...MAIN_NAVIGATION, SETTINGS_HOME].flatMap((entry) => (entry.icon ? [entry.icon] : [])),
  'chevron-down',
  'chevron-right',
  'flash',
  'moon',
  'log-out',
  // The top bar's search.
  'search',
  // What every form draws with its first screenful: its sections' fold and its History button.
  'chevron-up',
  'history',
]);
