import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { checkAllDescriptors } from './engine/descriptor/check-all';

const SCREEN_INDEX = 'virtual:screen-index';

/**
 * Every screen descriptor is checked when the build starts and whenever one changes in development,
 * and the shell gets a small index (file, routes, id, data type) so that descriptors load on demand.
 */
function screenDescriptors(): Plugin {
  return {
    name: 'screen-descriptors',
    buildStart() {
      checkAllDescriptors(process.cwd());
    },
    resolveId: (id) => (id === SCREEN_INDEX ? `\0${SCREEN_INDEX}` : undefined),
    load(id) {
      if (id !== `\0${SCREEN_INDEX}`) return undefined;
      const index = checkAllDescriptors(process.cwd()).map(({ file, descriptor }) => ({
        file: `/${file}`,
        routes: 'route' in descriptor && descriptor.route ? [descriptor.route].flat() : [],
        id: 'id' in descriptor ? descriptor.id : undefined,
        permission: descriptor.permission?.dataType,
      }));
      return `export default ${JSON.stringify(index)};`;
    },
    handleHotUpdate({ file, server }) {
      if (!file.includes('/screens/')) return;
      checkAllDescriptors(process.cwd());
      const module = server.moduleGraph.getModuleById(`\0${SCREEN_INDEX}`);
      if (module) server.moduleGraph.invalidateModule(module);
    },
  };
}

// The API host is configurable (VITE_API_URL); in development /api is proxied to the local server.
export default defineConfig({
  plugins: [react(), screenDescriptors()],
  server: { proxy: { '/api': process.env.API_PROXY ?? 'http://127.0.0.1:3000', '/media-files': process.env.API_PROXY ?? 'http://127.0.0.1:3000' } },
  build: { outDir: 'dist', chunkSizeWarningLimit: 1500 },
});
