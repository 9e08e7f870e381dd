import fs from 'node:fs';
import path from 'node:path';

/** The types of the files a build writes into assets/; another kind of file is sent as @fastify/static sends it. */
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.ttf': 'font/ttf',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.eot': 'application/vnd.ms-fontobject',
  '.png': 'image/png',
};

/** The copies a build writes beside a file (scripts/precompress.mjs), best first. */
const COPIES = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

export interface AssetAnswer {
  body: Buffer;
  type: string;
  /** 'br' or 'gzip' when the body is that copy. */
  encoding?: string;
}

/** A file kept larger than this is read from the disk each time. */
const LARGEST_KEPT = 4 * 1024 * 1024;

/**
 * The built files of assets/, kept in memory once read: their names change with their content (or name a library's
 * version), so a name always holds the same bytes and nothing kept goes stale, a rebuild's new files having new
 * names. A page's 60-odd files were each looked up, opened and streamed from the disk, with their compressed copies
 * looked for, one request after another on the server's one thread, while the page's first API reads waited in line.
 * Kept up to `budget` bytes in all; a name not there is not kept, so a file written later is found then.
 */
export function assetFiles(folder: string, budget = 96 * 1024 * 1024) {
  const kept = new Map<string, AssetAnswer>();
  let used = 0;
  const read = (file: string): Buffer | undefined => {
    try {
      const stat = fs.statSync(file);
      return stat.isFile() && stat.size <= LARGEST_KEPT ? fs.readFileSync(file) : undefined;
    } catch {
      return undefined;
    }
  };
  return {
    /** The file `name` (under assets/) as the client accepts it, or undefined: not a file of a known type, or too big to keep. */
    answer(name: string, acceptEncoding: string): AssetAnswer | undefined {
      const type = TYPES[path.extname(name)];
      if (!type) return undefined;
      const accepted = COPIES.filter(({ encoding }) => new RegExp(`\\b${encoding}\\b`).test(acceptEncoding));
      for (const { encoding, suffix } of [...accepted, { encoding: undefined, suffix: '' }]) {
        const key = name + suffix;
        let answer = kept.get(key);
        if (!answer) {
          const body = read(path.join(folder, key));
          if (!body) continue;
          answer = { body, type, ...(encoding && { encoding }) };
          if (used + body.length <= budget) {
            kept.set(key, answer);
            used += body.length;
          }
        }
        return answer;
      }
      return undefined;
    },
  };
}
