import fs from 'node:fs';
import path from 'node:path';
import { ROUTE_CHUNKS_FILE, type RouteChunks } from '../../shared/route-chunks';
import { bestRoute } from '../../shared/route-match';

const TAG = (file: string) => (file.endsWith('.css') ? `<link rel="preload" as="style" crossorigin href="${file}">` : `<link rel="modulepreload" crossorigin href="${file}">`);

/**
 * The links that start a cold page's code together with its entry: the signed-in shell's and, when the path is a
 * screen's route, the screen's (the build's ROUTE_CHUNKS_FILE). The start page, where a signed-out visitor signs in,
 * gets none: it loads only the sign-in screen. A build without the file (an older one) gets none.
 */
export function routePreloads(appDir: string, pathname: string): string {
  if (pathname === '/') return '';
  let chunks: RouteChunks;
  try {
    chunks = JSON.parse(fs.readFileSync(path.join(appDir, ROUTE_CHUNKS_FILE), 'utf8'));
  } catch {
    return '';
  }
  const screen = bestRoute(chunks.screens, pathname)?.entry;
  return [...chunks.shell, ...(screen?.files ?? [])].map(TAG).join('');
}
