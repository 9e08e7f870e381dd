import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Imports every module of a folder in file-name order, so that a new resource
 * family is one new file and no shared list has to be edited.
 */
export async function loadModules<T>(folder: string): Promise<{ name: string; module: T }[]> {
  const files = (await fs.readdir(folder)).filter((f) => /\.(ts|js|mjs)$/.test(f) && !f.endsWith('.d.ts')).sort();
  return Promise.all(
    files.map(async (file) => ({ name: file.replace(/\.\w+$/, ''), module: (await import(pathToFileURL(path.join(folder, file)).href)) as T })),
  );
}
