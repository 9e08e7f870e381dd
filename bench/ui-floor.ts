/**
 * The stack's floor for bench:ui (bench/stack-floor): the prescribed libraries alone drawing a 60-input form,
 * built with the back office's own packages and plugins and served with the anchor's records. What it costs
 * bounds what the back office can reach against the anchor.
 */
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { lazyMarkdown } from '../engine/form/lazy-markdown-plugin';
import { rjsfAliases } from '../engine/form/aliases/vite-plugin';
import { asciiOutput } from '../src/shell/ascii-output-plugin';
import { routerProductionBuild } from '../src/shell/router-production-plugin';
import { REPO_ROOT } from '../tests/browser/support/paths';
import { serveBuild, type ServedBuild } from './served-build';

export const FLOOR_EDIT_PATH = '/posts/1';
/** Its list of the records, each a link to its form: where the warm navigation starts. */
export const FLOOR_LIST_PATH = '/posts';

export const startFloor = (): Promise<ServedBuild> => serveBuild(path.join(REPO_ROOT, 'bench', 'stack-floor'), [react(), routerProductionBuild(), lazyMarkdown(), rjsfAliases(), asciiOutput()]);
