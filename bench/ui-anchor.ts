/**
 * The react-admin 5 app that bench:ui measures the back office against (bench/ra-anchor: a list and an edit
 * form of 60 text inputs). Its packages are installed from its own lock file on the first run, so the
 * project's install stays as it is; it is built in the same run as the back office and served as files.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { REPO_ROOT } from '../tests/browser/support/paths';
import { serveBuild, type ServedBuild } from './served-build';

export const ANCHOR_DIR = path.join(REPO_ROOT, 'bench', 'ra-anchor');
/** The record the bench opens: /#/posts/1 is its 60-input edit form. */
export const ANCHOR_EDIT_PATH = '/#/posts/1';
/** Its list of posts, whose rows open their edit form. */
export const ANCHOR_LIST_PATH = '/#/posts';

function ensureInstalled() {
  if (fs.existsSync(path.join(ANCHOR_DIR, 'node_modules', 'react-admin'))) return;
  console.error('installing the react-admin anchor (bench/ra-anchor, first run only)');
  execFileSync('npm', ['ci', '--prefix', ANCHOR_DIR, '--no-audit', '--no-fund', '--ignore-scripts'], { stdio: ['ignore', 'ignore', 'inherit'] });
}

export type Anchor = ServedBuild;

/** Installs (first run), builds (production, in the same run as the back office) and serves the anchor. */
export async function startAnchor(): Promise<Anchor> {
  ensureInstalled();
  return serveBuild(ANCHOR_DIR, [react()]);
}
