import fs from 'node:fs';
import path from 'node:path';
import { ROUTE_CHUNKS_FILE, type RouteChunks } from '../../shared/route-chunks';

/** Whether a path matches a react-router pattern: `:name` one segment, `:name?` an optional one, `*` the rest. */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  let h = 0;
  for (const segment of want) {
    if (segment === '*') return true;
    const optional = segment.endsWith('?');
    const name = optional ? segment.slice(0, -1) : segment;
    if (h >= have.length) {
      if (optional) continue;
      return false;
    }
    if (!name.startsWith(':') && name !== have[h]) {
      if (optional) continue;
      return false;
    }
    h++;
  }
  return h === have.length;
}

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
  // As the router ranks them: a route's fixed segments win over its parameters (/review/new over /review/:id).
  const fixed = (route: string) => route.split('/').filter((s) => s && !s.startsWith(':') && s !== '*').length;
  const [screen] = chunks.screens
    .flatMap((s) => s.routes.filter((route) => matchesRoute(route, pathname)).map((route) => ({ files: s.files, rank: fixed(route) })))
    .sort((a, b) => b.rank - a.rank);
  return [...chunks.shell, ...(screen?.files ?? [])].map(TAG).join('');
}
