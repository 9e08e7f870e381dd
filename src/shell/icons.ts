import { Icons, IconSize } from '@blueprintjs/icons';

// Blueprint's default loader fetches the paths of every icon of a size (about 105 kB gzipped each) for the first
// icon drawn; this one fetches each drawn icon's own paths.
Icons.setLoaderOptions({
  loader: async (name, size) =>
    size >= IconSize.LARGE ? (await import('./icon-paths-20')).loadIconPaths(name) : (await import('./icon-paths-16')).loadIconPaths(name),
});
