/** `npm run docs:reference`: writes docs/engine-reference.md from the registry's definitions (engine/descriptor/reference.ts). */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { engineReference } from './reference';

export const REFERENCE_FILE = 'docs/engine-reference.md';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
fs.writeFileSync(path.join(root, REFERENCE_FILE), engineReference());
console.log(`wrote ${REFERENCE_FILE}`);
