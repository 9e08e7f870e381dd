import path from 'node:path';
import type { Plugin } from 'vite';

const PACKAGE = 'markdown-to-jsx/react';
const LAZY = path.resolve(import.meta.dirname, 'lazy-markdown.tsx');

/** Every import of the Markdown parser but the lazy wrapper's own resolves to the wrapper (lazy-markdown.tsx). */
export function lazyMarkdown(): Plugin {
  return {
    name: 'lazy-markdown',
    enforce: 'pre',
    resolveId: (id, importer) => (id === PACKAGE && importer && path.resolve(importer) !== LAZY ? LAZY : undefined),
  };
}
