import fp from 'fastify-plugin';
import zlib from 'node:zlib';
import compress from '@fastify/compress';

/**
 * Compresses answers the client accepts compressed (API JSON, the app's files when no
 * precompressed copy exists). Brotli at a low level: the lists are large and answered often,
 * so the CPU spent per answer matters more than the last few percent of size.
 */
export default fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      // Request bodies are never sent compressed by the back office: no per-request decompression hook.
      globalDecompression: false,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
    });
  },
  { name: 'compression' },
);
