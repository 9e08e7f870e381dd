import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API host is configurable (VITE_API_URL); in development /api is proxied to the local server.
export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/api': process.env.API_PROXY ?? 'http://127.0.0.1:3000', '/media-files': process.env.API_PROXY ?? 'http://127.0.0.1:3000' } },
  build: { outDir: 'dist', chunkSizeWarningLimit: 1500 },
});
