/**
 * Puts a finished build in place at once: the output name (dist, dist-server) is a symbolic link to a
 * build folder under .build/, and a new build is swapped in by renaming a new link over it, which no
 * reader ever sees half-done. A server reads its app through the link for each page, so it serves the
 * new build from the next request on; a running server keeps its own compiled folder (Node runs the
 * real path), so a rebuild never pulls code from under it.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The file listing a build's own files, so that only one generation of older files is carried over. */
export const OWN_FILES = '.own-files.json';

const isLink = (file) => {
  try {
    return fs.lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
};

/** The build folder the output name points at now, or null. */
export function currentBuild(link) {
  return isLink(link) ? fs.realpathSync(link) : null;
}

/** Lists every file of a build (relative paths) into its OWN_FILES. */
export function recordOwnFiles(dir) {
  const files = fs.readdirSync(dir, { recursive: true }).filter((f) => fs.statSync(path.join(dir, f)).isFile());
  fs.writeFileSync(path.join(dir, OWN_FILES), JSON.stringify(files));
}

/**
 * Copies into the new build the files of the previous one under `folder` that it lacks: a page
 * loaded before the rebuild still finds the code it loads later (hashed names never collide).
 */
export function carryOver(previous, next, folder) {
  if (!previous) return 0;
  let own;
  try {
    own = JSON.parse(fs.readFileSync(path.join(previous, OWN_FILES), 'utf8'));
  } catch {
    return 0;
  }
  let copied = 0;
  for (const file of own) {
    if (!file.startsWith(`${folder}${path.sep}`) || fs.existsSync(path.join(next, file))) continue;
    fs.mkdirSync(path.dirname(path.join(next, file)), { recursive: true });
    fs.copyFileSync(path.join(previous, file), path.join(next, file));
    copied += 1;
  }
  return copied;
}

/** Points `link` at `dir`. A real folder in its place (an older layout) is moved to `parkedAs` first. */
export function swapIn(dir, link, parkedAs) {
  if (fs.existsSync(link) && !isLink(link)) fs.renameSync(link, parkedAs);
  const temporary = `${link}.swap-${process.pid}`;
  fs.rmSync(temporary, { force: true });
  fs.symlinkSync(path.relative(path.dirname(path.resolve(link)), dir), temporary, 'dir');
  fs.renameSync(temporary, link);
}

/** Removes all but the `keep` newest folders under `parking` whose name starts with `prefix`, never `current`. */
export function pruneBuilds(parking, prefix, keep, current) {
  const builds = fs
    .readdirSync(parking)
    .filter((name) => name.startsWith(prefix))
    .map((name) => path.join(parking, name))
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
  for (const old of builds.slice(keep)) if (old !== current) fs.rmSync(old, { recursive: true, force: true });
}
