import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project root: the nearest folder above this module holding package.json and screens/, from the sources
 * (server/screens/) and from a compiled server (under .build/) alike. The shipped descriptors are the files in its
 * screens/, read as the build reads them.
 */
function projectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json')) && fs.existsSync(path.join(dir, 'screens'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no project root (a folder with package.json and screens/) above ${from}`);
  }
}

export const PROJECT_ROOT = projectRoot(path.dirname(fileURLToPath(import.meta.url)));

/** "settings/bonus-settings" → "screens/settings/bonus-settings.json" */
export const fileOf = (screen: string) => `screens/${screen}.json`;

const SCREEN_NAME = /^[a-z0-9-]+\/[a-z0-9-]+$/;

/** The name of every shipped screen (fragments aside), sorted. Read per call: a release replaces the files. */
export function shippedScreens(root = PROJECT_ROOT): string[] {
  const dir = path.join(root, 'screens');
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((area) => area.isDirectory() && area.name !== 'fragments')
    .flatMap((area) => fs.readdirSync(path.join(dir, area.name)).filter((f) => f.endsWith('.json')).map((f) => `${area.name}/${f.replace(/\.json$/, '')}`))
    .filter((screen) => SCREEN_NAME.test(screen))
    .sort();
}

/** Where a shipped screen's file is; undefined for a name that is no screen's (a fragment, a path). */
const shippedFile = (screen: string, root: string) => (SCREEN_NAME.test(screen) && !screen.startsWith('fragments/') ? path.join(root, fileOf(screen)) : undefined);

/** A shipped descriptor as it is now, parsed; undefined when no such screen ships. */
export function readShipped(screen: string, root = PROJECT_ROOT): unknown {
  const full = shippedFile(screen, root);
  if (!full || !fs.existsSync(full)) return undefined;
  return JSON.parse(fs.readFileSync(full, 'utf8'));
}

/** Each shipped descriptor parsed, with the size and time of the file it was parsed from. */
const parsedFiles = new Map<string, { stamp: string; value: unknown }>();

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

/**
 * A shipped descriptor to read, never to change (frozen): parsed once per version of its file, so that a call asking
 * what every shipped screen declares (which list declares a family's readiness rules) costs a look at each file's
 * size and time rather than reading and parsing them all (5 ms for 86 files, on each record's readiness).
 */
export function peekShipped(screen: string, root = PROJECT_ROOT): unknown {
  const full = shippedFile(screen, root);
  if (!full) return undefined;
  const stat = fs.statSync(full, { throwIfNoEntry: false });
  if (!stat) return undefined;
  const stamp = `${stat.size}:${stat.mtimeMs}:${stat.ino}`;
  const known = parsedFiles.get(full);
  if (known?.stamp === stamp) return known.value;
  const value = deepFreeze(JSON.parse(fs.readFileSync(full, 'utf8')));
  parsedFiles.set(full, { stamp, value });
  return value;
}
