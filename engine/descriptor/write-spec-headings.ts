/** Writes engine/descriptor/spec-headings.ts from docs/spec/: `npx tsx engine/descriptor/write-spec-headings.ts`. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { specHeadingIndex } from './spec-heading-index';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const file = path.join(root, 'engine/descriptor/spec-headings.ts');
fs.writeFileSync(file, specHeadingIndex(root));
console.log(`wrote ${path.relative(process.cwd(), file)}`);
