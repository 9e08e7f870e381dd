/** One publish or revert of a screen (migration 1100); rows are only ever added. */
export interface ScreenVersionTable {
  /** The descriptor's file without screens/ and .json: "settings/bonus-settings". */
  screen: string;
  version: number;
  action: 'publish' | 'revert';
  revertedTo: number | null;
  /** JSON of the change as published; null when the screen runs as shipped from this version on. */
  descriptor: string | null;
  /** JSON of the shipped file the change was made over. */
  shippedThen: string | null;
  userId: number | null;
  userName: string;
  /** ISO time. */
  date: string;
}

declare module '../schema' {
  interface Database {
    screen_versions: ScreenVersionTable;
  }
}
