import type { IconPaths } from '@blueprintjs/icons';

// The 20px paths, for icons drawn at 20 px and more (empty states): loaded like the 16px ones (icon-paths-16.ts).
const DIR = '/node_modules/@blueprintjs/icons/lib/esm/generated/20px/paths/';
const paths = import.meta.glob<IconPaths>(['/node_modules/@blueprintjs/icons/lib/esm/generated/20px/paths/*.js', '!**/index.js'], { import: 'default' });

export function loadIconPaths(name: string): Promise<IconPaths> {
  const load = paths[`${DIR}${name}.js`];
  return load ? load() : Promise.reject(new Error(`no 20px paths for the icon "${name}"`));
}
