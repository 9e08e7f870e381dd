/**
 * A published screen change is an overlay on its shipped file (docs/server.md, "Screen versions"): merged three
 * ways over the file as it is now, and never reaching further than the shipped screen. Node- and browser-safe.
 */
export { mergeOverlay, type MergedOverlay } from './overlay/merge';
export { widenedPermissions } from './overlay/widened-permissions';
