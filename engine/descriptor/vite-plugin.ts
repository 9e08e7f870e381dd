import type { Plugin } from 'vite';
import { checkAllDescriptors } from './check-all';
import { entityCheckCode, entityNames } from './entity-checks';
import { recordLabelOf, rowsLabelOf } from './record-label';
import { openingIndex } from './opening-index';
import { historyIndex } from './history-index';
import { descriptorCheckCode } from './descriptor-check-code';
import { openingReadsOf } from './opening-reads';

const SCREEN_INDEX = 'virtual:screen-index';
const RESOLVED = `\0${SCREEN_INDEX}`;
const ENTITY_CHECKS = 'virtual:entity-checks';
const ENTITY_CHECK = 'virtual:entity-check/';
const DESCRIPTOR_CHECK = 'virtual:descriptor-check';
const OPENING_READS = 'virtual:opening-reads';

/**
 * Every screen descriptor is checked when the build starts and whenever one changes in development,
 * and the shell gets a small index (file, routes, id, data type, what record it shows) so that descriptors load on demand.
 * Each entity schema also becomes a precompiled check (virtual:entity-check/<entity>), loaded on demand
 * through virtual:entity-checks, so the browser checks a body as the server does without shipping ajv; and the
 * descriptor schema's check of each screen kind (virtual:descriptor-check), for the screen studio.
 */
export function screenDescriptors(root = process.cwd()): Plugin {
  return {
    name: 'screen-descriptors',
    buildStart() {
      checkAllDescriptors(root);
    },
    resolveId: (id) => (id === SCREEN_INDEX || id === OPENING_READS || id === ENTITY_CHECKS || id === DESCRIPTOR_CHECK || id.startsWith(ENTITY_CHECK) ? `\0${id}` : undefined),
    load(id) {
      if (id === `\0${ENTITY_CHECKS}`) {
        const entries = entityNames(root).map((e) => `  ${JSON.stringify(e)}: () => import(${JSON.stringify(ENTITY_CHECK + e)}),`);
        return `export default {\n${entries.join('\n')}\n};`;
      }
      if (id === `\0${DESCRIPTOR_CHECK}`) return descriptorCheckCode();
      if (id.startsWith(`\0${ENTITY_CHECK}`)) return entityCheckCode(root, id.slice(ENTITY_CHECK.length + 1));
      if (id === `\0${OPENING_READS}`) return `export default ${JSON.stringify(openingReadsOf(screenIndex(root)))};`;
      if (id !== RESOLVED) return undefined;
      return `export default ${JSON.stringify(screenIndex(root))};`;
    },
    handleHotUpdate({ file, server }) {
      if (!file.includes('/screens/') && !file.includes('/schemas/')) return;
      checkAllDescriptors(root);
      for (const id of [RESOLVED, `\0${OPENING_READS}`]) {
        const module = server.moduleGraph.getModuleById(id);
        if (module) server.moduleGraph.invalidateModule(module);
      }
    },
  };
}

/** The shell's index of every screen (engine/descriptor/catalog.ts). */
function screenIndex(root: string) {
  const checked = checkAllDescriptors(root);
  const byId = new Map(checked.flatMap(({ descriptor }) => ('id' in descriptor && descriptor.id ? [[descriptor.id, descriptor] as const] : [])));
  return checked.map(({ file, descriptor }) => ({
    file: `/${file}`,
    routes: 'route' in descriptor && descriptor.route ? [descriptor.route].flat() : [],
    id: 'id' in descriptor ? descriptor.id : undefined,
    permission: descriptor.permission?.dataType,
    // Every screen's, not only a routed one's: a tab's or a dialog's form names its record in a refusal too.
    recordLabel: recordLabelOf(root, descriptor, byId),
    rowsLabel: rowsLabelOf(root, descriptor, checked.map((c) => c.descriptor), byId),
    ...historyIndex(descriptor),
    ...openingIndex(descriptor, byId),
  }));
}
