/**
 * The engine as the server uses it, its one way in: merging a published screen change over the shipped descriptor,
 * comparing descriptors, and the check a published change must pass. Node-safe: nothing behind it loads React,
 * Blueprint or axios (tests/build/server-packages.test.ts reads the compiled server's packages).
 */
export { mergeOverlay } from './descriptor/overlay/merge';
export { same } from './descriptor/overlay/same';

/**
 * The checking layer (ajv, the registry, the entity schemas), loaded on the first check rather than at the server's
 * start.
 */
export async function loadChecking() {
  const [{ checkDescriptor, readFragments }, { widenedPermissions }] = await Promise.all([import('./descriptor/check-all'), import('./descriptor/overlay')]);
  return { checkDescriptor, readFragments, widenedPermissions };
}

/**
 * What the export route needs of the engine (a list's rows as the list shows them, its columns and their text), loaded
 * on the first export rather than at the server's start.
 */
export async function loadExporting() {
  const [{ registry }, { resolveFragments }, { readFragments }, { joinRows, joinIndex, joinWith }, { shownRows }, { searchedColumnsIn }, { exportedColumnsIn, exportFileStem }, { exportCellText }, { fill, fillPath }] =
    await Promise.all([
      import('./registry/index'),
      import('./descriptor/fragments'),
      import('./descriptor/check-all'),
      import('./list/join'),
      import('./list/shown-rows'),
      import('./registry/list-search-in'),
      import('./registry/list-export-in'),
      import('./list/export/cell-text'),
      import('./data/templates'),
    ]);
  return { registry, resolveFragments, readFragments, joinRows, joinIndex, joinWith, shownRows, searchedColumnsIn, exportedColumnsIn, exportFileStem, exportCellText, fill, fillPath };
}
/**
 * What readiness needs of the engine (the registered rule kinds, the facts they read and the findings they make),
 * loaded on the first readiness call or activation rather than at the server's start.
 */
export async function loadReadiness() {
  const [{ registry }, findings] = await Promise.all([import('./registry/index'), import('./readiness/findings')]);
  return { registry, ...findings };
}
export { factKey } from './model/readiness';
export type { DeclaredReadinessRule, ReadinessFact, ReadinessFacts, ReadinessFinding, ReadinessCounts, ReadinessState, ReadinessLevel, RecordReadiness } from './model/readiness';
export type { ListView } from './list/shown-rows';
export type { CallSpec, Column, ListBody } from './model/descriptor';
