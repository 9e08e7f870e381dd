/**
 * The stack's floor for bench:ui (bench/stack-floor): the prescribed libraries alone drawing a 60-input form,
 * built with the back office's own packages and plugins and served as files with the anchor's records. What it
 * costs bounds what the back office can reach against the anchor.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { lazyMarkdown } from '../engine/form/lazy-markdown-plugin';
import { rjsfAliases } from '../engine/form/aliases/vite-plugin';
import { REPO_ROOT } from '../tests/browser/support/paths';
import { serveFiles, type FileServer } from './static-server';
import { FIELDS } from './ra-anchor/src/fields';

export const FLOOR_EDIT_PATH = '/posts/1';

function posts() {
  return Array.from({ length: 20 }, (_, p) => ({ id: p + 1, ...Object.fromEntries(FIELDS.map((name, i) => [name, `Post ${p + 1}, value ${i + 1}`])) }));
}

/** Builds and serves the floor app; close() stops the server and removes the build. */
export async function startFloor(): Promise<FileServer> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-stack-floor-'));
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const root = path.join(REPO_ROOT, 'bench', 'stack-floor');
    await build({ root, configFile: false, mode: 'production', logLevel: 'warn', plugins: [react(), lazyMarkdown(), rjsfAliases()], build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 5000 } });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  fs.writeFileSync(path.join(outDir, 'posts.json'), JSON.stringify(posts()));
  const server = await serveFiles(outDir);
  return {
    ...server,
    async close() {
      await server.close();
      fs.rmSync(outDir, { recursive: true, force: true });
    },
  };
}
