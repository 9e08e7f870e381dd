import path from 'node:path';
import type { Plugin } from 'vite';

const COMPONENTS = path.join('@blueprintjs', 'core', 'lib', 'esm', 'components');

/** Blueprint's modules, by their path under its components, and what stands in for them. */
const STAND_INS: Record<string, string> = {
  // The same text without a second draw of every button as a screen opens (blueprint-text.tsx).
  'text/text': path.resolve(import.meta.dirname, 'blueprint-text.tsx'),
};

/**
 * Stand-ins for modules of Blueprint's components, with the same props and the same elements: only Blueprint's own
 * imports of them are replaced (its buttons, tags and menu items, and its index).
 */
export function blueprintAliases(): Plugin {
  return {
    name: 'blueprint-aliases',
    enforce: 'pre',
    resolveId(id, importer) {
      if (!importer?.includes(`${path.sep}${COMPONENTS}${path.sep}`) || !id.startsWith('.')) return undefined;
      const components = importer.slice(0, importer.indexOf(COMPONENTS) + COMPONENTS.length);
      const key = path.relative(components, path.resolve(path.dirname(importer), id)).split(path.sep).join('/').replace(/\.js$/, '');
      return Object.hasOwn(STAND_INS, key) ? STAND_INS[key] : undefined;
    },
  };
}
