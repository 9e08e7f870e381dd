/**
 * A small app of bench:ui built for production into a new temporary folder, with the anchor's records beside it
 * (posts.json: twenty records of the 60 text fields), and served as files. close() stops the server and removes
 * the build.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, type PluginOption } from 'vite';
import { serveFiles, type FileServer } from './static-server';
import { FIELDS } from './ra-anchor/src/fields';

export interface ServedBuild extends FileServer {
  dir: string;
}

function posts() {
  return Array.from({ length: 20 }, (_, p) => ({ id: p + 1, ...Object.fromEntries(FIELDS.map((name, i) => [name, `Post ${p + 1}, value ${i + 1}`])) }));
}

export async function serveBuild(root: string, plugins: PluginOption[]): Promise<ServedBuild> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${path.basename(root)}-`));
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root, configFile: false, mode: 'production', logLevel: 'warn', plugins, build: { outDir: dir, emptyOutDir: true, chunkSizeWarningLimit: 5000 } });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  fs.writeFileSync(path.join(dir, 'posts.json'), JSON.stringify(posts()));
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
