/** One screen as GET /Screens/{area}/{name} answers it: the shipped file, the change running now, every version. */
export interface ScreenVersion {
  version: number;
  action: 'publish' | 'revert';
  revertedTo?: number;
  /** null: back to shipped. */
  descriptor: Record<string, unknown> | null;
  shippedThen: Record<string, unknown> | null;
  userName: string;
  date: string;
}

export interface ScreenRecord {
  screen: string;
  file: string;
  shipped: Record<string, unknown>;
  current: { version: number; descriptor: Record<string, unknown>; shippedThen: Record<string, unknown>; stale: boolean; userName: string; date: string } | null;
  versions: ScreenVersion[];
}

/** The version an edit starts from: the latest one, 0 while the screen has none. */
export const latestVersion = (record: ScreenRecord) => record.versions[0]?.version ?? record.current?.version ?? 0;

/** What the screen runs now: the change published, else the shipped file. */
export const runningDescriptor = (record: ScreenRecord) => record.current?.descriptor ?? record.shipped;

/** The descriptor a version left the screen with (null → shipped). */
export const descriptorAfter = (record: ScreenRecord, version: ScreenVersion) => version.descriptor ?? version.shippedThen ?? record.shipped;

/** The version before another, or none (the screen as shipped). */
export function versionBefore(record: ScreenRecord, version: ScreenVersion): ScreenVersion | undefined {
  return record.versions.find((v) => v.version < version.version);
}

/** The template context of the studio's calls (STUDIO_CALLS): the screen's area and name. */
export function screenCallContext(screen: string, language: number) {
  const [area, name] = screen.split('/');
  return { language, params: { area, name } };
}
