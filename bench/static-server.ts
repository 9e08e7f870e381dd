/**
 * A tiny static file server for the anchor app: files from one folder, index.html for any other path,
 * gzip when the browser accepts it (as the back office's server sends its files), on 127.0.0.1.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml' };

export interface FileServer {
  baseUrl: string;
  close(): Promise<void>;
}

export async function serveFiles(dir: string): Promise<FileServer> {
  const cache = new Map<string, { raw: Buffer; gzip: Buffer }>();
  const read = (file: string) => {
    let entry = cache.get(file);
    if (!entry) {
      const raw = fs.readFileSync(file);
      entry = { raw, gzip: gzipSync(raw) };
      cache.set(file, entry);
    }
    return entry;
  };
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = path.join(dir, path.normalize(pathname));
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) file = path.join(dir, 'index.html');
    const { raw, gzip } = read(file);
    const zipped = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      ...(zipped && { 'content-encoding': 'gzip' }),
      'cache-control': 'no-cache',
    });
    res.end(zipped ? gzip : raw);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
