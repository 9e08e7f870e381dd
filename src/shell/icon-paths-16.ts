import type { IconPaths } from '@blueprintjs/icons';

// One module per icon: only the icons a screen draws are fetched. This table of loaders is itself loaded with
// the first icon, so a screen that draws none carries none of it.
const DIR = '/node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths/';
// The frame's own icons come in one chunk of their own (frame-icon-paths.ts).
const paths = import.meta.glob<IconPaths>(
  [
    '/node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths/*.js',
    '!**/index.js',
    '!**/{star,dollar,learning,document,manual,feed,translate,database,media,cog,chevron-down,chevron-right,flash,moon,log-out}.js',
  ],
  { import: 'default' },
);

export function loadIconPaths(name: string): Promise<IconPaths> {
  const load = paths[`${DIR}${name}.js`];
  return load ? load() : Promise.reject(new Error(`no 16px paths for the icon "${name}"`));
}
