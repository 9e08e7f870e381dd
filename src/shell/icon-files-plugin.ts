import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const PACKAGE = path.dirname(require.resolve('@blueprintjs/icons/package.json'));
const GENERATED = path.join(PACKAGE, 'lib/esm/generated');
const VERSION: string = require('@blueprintjs/icons/package.json').version;
const ICON_NAMES = path.resolve(import.meta.dirname, 'icon-names.ts');

/** Where the icons' path modules are, relative to the app's base: under the package's version, so a cached one never goes stale. */
export const ICON_FILES_DIR = `assets/blueprint-icons-${VERSION}`;

/**
 * Each Blueprint icon's paths module (16px and 20px), copied as it is into the build, one file per icon, so that the
 * icon loader (icons.ts) imports a drawn icon by its address. A table of a loader per icon, which a bundler makes of
 * a glob, would itself weigh 12 kB gzipped and be one more stage before the first icon. In development the package's
 * own files are served. The package's table of names goes too (icon-names.ts).
 */
export function iconFiles(): Plugin {
  let build = false;
  return {
    name: 'icon-files',
    enforce: 'pre',
    resolveId: (id, importer) =>
      id === './iconNames' && importer?.startsWith(path.join(PACKAGE, 'lib', 'esm')) ? ICON_NAMES : undefined,
    config: (_config, { command }) => {
      build = command === 'build';
      const dir = build ? `/${ICON_FILES_DIR}` : '/node_modules/@blueprintjs/icons/lib/esm/generated';
      return { define: { 'import.meta.env.ICON_FILES': JSON.stringify(dir) } };
    },
    generateBundle() {
      if (!build) return;
      for (const size of ['16px', '20px']) {
        const dir = path.join(GENERATED, size, 'paths');
        for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.js') && f !== 'index.js')) {
          const source = fs.readFileSync(path.join(dir, file), 'utf8').replace(/\n?\/\/# sourceMappingURL=.*$/m, '');
          this.emitFile({ type: 'asset', fileName: `${ICON_FILES_DIR}/${size}/paths/${file}`, source });
        }
      }
    },
  };
}
