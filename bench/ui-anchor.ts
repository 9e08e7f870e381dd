/**
 * The react-admin 5 app that bench:ui measures the back office against (bench/ra-anchor: a list and an edit
 * form of 60 text inputs). Its packages are installed from its own lock file on the first run, so the
 * project's install stays as it is; it is built in the same run as the back office and served as files.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { REPO_ROOT } from '../tests/browser/support/paths';
import { serveFiles, type FileServer } from './static-server';

export const ANCHOR_DIR = path.join(REPO_ROOT, 'bench', 'ra-anchor');
/** The record the bench opens: /#/posts/1 is its 60-input edit form. */
export const ANCHOR_EDIT_PATH = '/#/posts/1';

function ensureInstalled() {
  if (fs.existsSync(path.join(ANCHOR_DIR, 'node_modules', 'react-admin'))) return;
  console.error('installing the react-admin anchor (bench/ra-anchor, first run only)');
  execFileSync('npm', ['ci', '--prefix', ANCHOR_DIR, '--no-audit', '--no-fund', '--ignore-scripts'], { stdio: ['ignore', 'ignore', 'inherit'] });
}

/** Twenty records of 60 text fields, as the anchor's data provider reads them. */
function posts() {
  return Array.from({ length: 20 }, (_, p) => ({
    id: p + 1,
    ...Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`field${String(i + 1).padStart(2, '0')}`, `Post ${p + 1}, value ${i + 1}`])),
  }));
}

/** Production build of the anchor into a new temporary folder, with its data beside it. */
async function buildAnchor(): Promise<string> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ra-anchor-'));
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root: ANCHOR_DIR, configFile: false, mode: 'production', logLevel: 'warn', plugins: [react()], build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 5000 } });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  fs.writeFileSync(path.join(outDir, 'posts.json'), JSON.stringify(posts()));
  return outDir;
}

export interface Anchor extends FileServer {
  dir: string;
}

/** Installs (first run), builds and serves the anchor; close() stops the server and removes the build. */
export async function startAnchor(): Promise<Anchor> {
  ensureInstalled();
  const dir = await buildAnchor();
  const server = await serveFiles(dir);
  return {
    ...server,
    dir,
    async close() {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
