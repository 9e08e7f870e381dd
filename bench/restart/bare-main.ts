/**
 * The anchor of the restart figures: bench/bare.ts's bare Fastify server on the back office's SQLite
 * database (DATA_DIR), listening on PORT. Compiled to JavaScript like the server, and run with plain node.
 */
import path from 'node:path';
import { bareServer } from '../bare';

const dataDir = process.env.DATA_DIR ?? 'data';
const app = await bareServer({ sqliteFile: path.join(dataDir, 'backoffice.sqlite'), mediaDir: path.join(dataDir, 'media'), baseUrl: '/media-files' });
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
