import { Icons, IconSize, type IconPaths } from '@blueprintjs/icons';
import { FRAME_ICONS } from './frame-icons';

// The directory of every icon's paths module (icon-files-plugin.ts): in the build a copy under the app's assets.
const ICON_FILES: string = import.meta.env.ICON_FILES;

async function loadPaths(name: string, size: 16 | 20): Promise<IconPaths> {
  const module: { default: IconPaths } = await import(/* @vite-ignore */ `${ICON_FILES}/${size}px/paths/${name}.js`);
  return module.default;
}

// Blueprint's default loader fetches the paths of every icon of a size (about 105 kB gzipped each) for the first
// icon drawn; this one fetches each drawn icon's own paths, by its address, and the frame's icons in one chunk.
Icons.setLoaderOptions({
  loader: async (name, size) => {
    if (size >= IconSize.LARGE) return loadPaths(name, 20);
    if (FRAME_ICONS.has(name)) return (await import('./frame-icon-paths')).FRAME_ICON_PATHS[name];
    return loadPaths(name, 16);
  },
});
