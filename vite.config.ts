import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { screenDescriptors } from './engine/descriptor/vite-plugin';
import { lazyMarkdown } from './engine/form/lazy-markdown-plugin';
import { rjsfAliases } from './engine/form/aliases/vite-plugin';
import { blueprintAliases } from './src/shell/blueprint-aliases/plugin';
import { asciiOutput } from './src/shell/ascii-output-plugin';
import { iconFiles } from './src/shell/icon-files-plugin';
import { routeGroups } from './src/shell/route-chunks/group-plugin';
import { routeChunks } from './src/shell/route-chunks/plugin';
import { routerProductionBuild } from './src/shell/router-production-plugin';

// Libraries kept in chunks of their own: otherwise the bundler may merge one into a chunk a form's first paint
// imports for something else (a select widget's code came with every form).
const CHUNK_GROUPS = [
  { name: 'popover-next', test: /node_modules[\\/](@floating-ui[\\/]|@blueprintjs[\\/]core[\\/]lib[\\/]esm[\\/]components[\\/]popover-next[\\/])/ },
  // Its code only: the closed multiselect draws with the package's style and loads the code on first use.
  { name: 'blueprint-select', test: /node_modules[\\/]@blueprintjs[\\/]select[\\/].*\.js$/ },
];

/** The largest shared chunk copied into its users rather than fetched on its own (source bytes before minifying). */
const INLINED_CHUNK_BYTES = 10 * 1024;

// The signed-in shell's lazily loaded modules, which every screen route loads: listed with each route's own code.
const SHELL = ['src/App.tsx', 'src/open.tsx', 'src/shell/frame-icon-paths.ts'];
// What a visitor not signed in loads: the page's root and the sign-in screen.
const SIGN_IN = ['src/open.tsx', 'src/login/SignInScreen.tsx'];

// The API host is configurable (VITE_API_URL); in development /api is proxied to the local server.
const api = process.env.API_PROXY ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), routerProductionBuild(), screenDescriptors(), lazyMarkdown(), rjsfAliases(), blueprintAliases(), iconFiles(), routeChunks({ shell: SHELL }), routeGroups({ signIn: SIGN_IN }), asciiOutput()],
  server: { proxy: { '/api': api, '/media-files': api } },
  build: {
    outDir: 'dist',
    // One stylesheet for the whole app, linked by the page: a screen's code split with styles of its own ran only once
    // those had loaded too (a cold review editor waited for six), and each chunk holding only styles was a request
    // of its own. Measured side by side (bench:ui's cold openings, interleaved, medians), a cold review editor paints
    // 9-23 ms sooner; every page loads some 12 kB (gzip) more stylesheet, the rich-text editor's and the date picker's.
    cssCodeSplit: false,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      // Required by inlined common chunks: an entry's unused exports may go.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: CHUNK_GROUPS,
          // The small chunks shared by some screens (most under 1 kB) are copied into the chunks that use them, with one
          // state and one run per module kept by the bundler's runtime: a cold form came in 53-62 files, each a request
          // on a connection shared with the others, and now comes in 30-39. Measured side by side (bench:ui's cold
          // openings), about 40 ms sooner; larger limits bring more duplicated code for no further gain. The chunks a
          // page loads are then put together (routeGroups): 13 files for a review editor.
          experimentalInlineCommonChunks: { maxSize: INLINED_CHUNK_BYTES },
        },
      },
    },
  },
});
