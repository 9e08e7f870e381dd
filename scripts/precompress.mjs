/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every compressible file of the built app,
 * at the highest levels, once at build time; the server sends them as they are
 * (@fastify/static preCompressed) instead of compressing each answer.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = process.argv[2] ?? 'dist';
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|ttf|eot)$/;

let files = 0;
let before = 0;
let after = 0;
for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
  const file = path.join(entry.parentPath, entry.name);
  if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
  const data = fs.readFileSync(file);
  if (data.length < 1024) continue;
  const br = zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } });
  fs.writeFileSync(`${file}.br`, br);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
  files += 1;
  before += data.length;
  after += br.length;
}
console.log(`precompressed ${files} files in ${root}: ${(before / 1e6).toFixed(2)} MB, ${(after / 1e6).toFixed(2)} MB as Brotli`);
