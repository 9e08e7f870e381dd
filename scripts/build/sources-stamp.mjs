/**
 * Whether a build is up to date: a stamp of its sources (a hash of every input file's path and
 * content) is written into the build; a start compares it with the stamp of the sources now and
 * builds only when they differ.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const STAMP_FILE = '.sources-stamp';

const SHARED = ['schemas', 'shared', 'package.json', 'package-lock.json', 'tsconfig.json'];

/** What each build is made from: folders and files, relative to the repository root. */
export const INPUTS = {
  app: ['src', 'engine', 'screens', 'index.html', 'public', 'vite.config.ts', '.env', '.env.production', 'scripts/precompress.mjs', ...SHARED],
  // The server compiles in the engine's checking layer (the screens' calls check a published descriptor).
  server: ['server', 'engine', 'scripts/build-server.mjs', ...SHARED],
};

function listFiles(root, input, files) {
  const full = path.join(root, input);
  let stat;
  try {
    stat = fs.statSync(full);
  } catch {
    return; // an input that does not exist (an optional .env) is simply not part of the stamp
  }
  if (stat.isFile()) files.push(input);
  else if (stat.isDirectory()) {
    for (const name of fs.readdirSync(full)) if (name !== 'node_modules' && name !== '.git') listFiles(root, path.join(input, name), files);
  }
}

/** The stamp of the inputs as they are now: every file's path and content, in a fixed order. */
export function sourcesStamp(root, inputs) {
  const files = [];
  for (const input of inputs) listFiles(root, input, files);
  const hash = crypto.createHash('sha256');
  for (const file of files.sort()) {
    hash.update(`${file.split(path.sep).join('/')}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** The stamp written into a build, or null when there is none (no build, or one made another way). */
export function builtStamp(outputDir) {
  try {
    return fs.readFileSync(path.join(outputDir, STAMP_FILE), 'utf8').trim();
  } catch {
    return null;
  }
}

/** True when the build in outputDir has its entry file and was made from sources with this stamp. */
export function isUpToDate(outputDir, entry, stamp) {
  return builtStamp(outputDir) === stamp && fs.existsSync(path.join(outputDir, entry));
}
