import type { Plugin } from 'vite';
import { checkAllDescriptors } from './check-all';

const SCREEN_INDEX = 'virtual:screen-index';
const RESOLVED = `\0${SCREEN_INDEX}`;

/**
 * Every screen descriptor is checked when the build starts and whenever one changes in development,
 * and the shell gets a small index (file, routes, id, data type) so that descriptors load on demand.
 */
export function screenDescriptors(root = process.cwd()): Plugin {
  return {
    name: 'screen-descriptors',
    buildStart() {
      checkAllDescriptors(root);
    },
    resolveId: (id) => (id === SCREEN_INDEX ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      const index = checkAllDescriptors(root).map(({ file, descriptor }) => ({
        file: `/${file}`,
        routes: 'route' in descriptor && descriptor.route ? [descriptor.route].flat() : [],
        id: 'id' in descriptor ? descriptor.id : undefined,
        permission: descriptor.permission?.dataType,
      }));
      return `export default ${JSON.stringify(index)};`;
    },
    handleHotUpdate({ file, server }) {
      if (!file.includes('/screens/')) return;
      checkAllDescriptors(root);
      const module = server.moduleGraph.getModuleById(RESOLVED);
      if (module) server.moduleGraph.invalidateModule(module);
    },
  };
}
