import type { IconPaths } from '@blueprintjs/icons';

// The icons of frame-icons.ts (a glob needs its names written out); the others load one by one (icons.ts).
const files = import.meta.glob<IconPaths>(
  '/node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths/{star,changes,translate,dollar,learning,document,manual,feed,database,media,cog,chevron-down,chevron-right,flash,moon,log-out,search,chevron-up,history}.js',
  { import: 'default', eager: true },
);

/** The frame's 16px icon paths by icon name. */
export const FRAME_ICON_PATHS: Record<string, IconPaths> = Object.fromEntries(
  Object.entries(files).map(([file, paths]) => [file.replace(/^.*\/|\.js$/g, ''), paths]),
);
