import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The package's entries by the name they are imported with, and their file in its production build. */
const ENTRIES: Record<string, string> = { 'react-router': 'index.mjs', 'react-router/dom': 'dom-export.mjs' };

/**
 * React Router 7's package names only its development build in its exports, for every environment
 * (remix-run/react-router#12532, #14102), so a production bundle carried its development code: its warnings switched
 * on, and the checks and messages behind them. A production build of the app takes the production build the package
 * ships beside it. The development server keeps the development build and its warnings.
 */
export function routerProductionBuild(): Plugin {
  let production = false;
  const dist = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production');
  return {
    name: 'router-production-build',
    enforce: 'pre',
    configResolved: (config) => void (production = config.command === 'build' && config.isProduction),
    resolveId: (id) => (production && Object.hasOwn(ENTRIES, id) ? path.join(dist, ENTRIES[id]) : undefined),
  };
}
