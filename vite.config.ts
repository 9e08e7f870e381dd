import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { screenDescriptors } from './engine/descriptor/vite-plugin';
import { lazyMarkdown } from './engine/form/lazy-markdown-plugin';
import { rjsfAliases } from './engine/form/aliases/vite-plugin';
import { iconFiles } from './src/shell/icon-files-plugin';
import { routeChunks } from './src/shell/route-chunks/plugin';

// Libraries kept in chunks of their own: otherwise the bundler may merge one into a chunk a form's first paint
// imports for something else (a select widget's code came with every form).
const CHUNK_GROUPS = [
  { name: 'popover-next', test: /node_modules[\\/](@floating-ui[\\/]|@blueprintjs[\\/]core[\\/]lib[\\/]esm[\\/]components[\\/]popover-next[\\/])/ },
  // Its code only: the closed multiselect draws with the package's style and loads the code on first use.
  { name: 'blueprint-select', test: /node_modules[\\/]@blueprintjs[\\/]select[\\/].*\.js$/ },
];

// The signed-in shell's lazily loaded modules, which every screen route loads: listed with each route's own code.
const SHELL = ['src/App.tsx', 'src/open.tsx', 'src/shell/frame-icon-paths.ts'];

// The API host is configurable (VITE_API_URL); in development /api is proxied to the local server.
const api = process.env.API_PROXY ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), screenDescriptors(), lazyMarkdown(), rjsfAliases(), iconFiles(), routeChunks({ shell: SHELL })],
  server: { proxy: { '/api': api, '/media-files': api } },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 1500,
    rolldownOptions: { output: { codeSplitting: { includeDependenciesRecursively: false, groups: CHUNK_GROUPS } } },
  },
});
