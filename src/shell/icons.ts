import { Icons, IconSize } from '@blueprintjs/icons';
import { FRAME_ICONS } from './frame-icons';

// Blueprint's default loader fetches the paths of every icon of a size (about 105 kB gzipped each) for the first
// icon drawn; this one fetches each drawn icon's own paths.
Icons.setLoaderOptions({
  loader: async (name, size) => {
    if (size >= IconSize.LARGE) return (await import('./icon-paths-20')).loadIconPaths(name);
    if (FRAME_ICONS.has(name)) return (await import('./frame-icon-paths')).FRAME_ICON_PATHS[name];
    return (await import('./icon-paths-16')).loadIconPaths(name);
  },
});
