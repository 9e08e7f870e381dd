/** Writes schemas/screen-descriptor.json with the registry's lists of names: `npx tsx engine/descriptor/write-schema.ts`. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { descriptorSchema } from './descriptor-schema';

const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../schemas/screen-descriptor.json');
fs.writeFileSync(file, JSON.stringify(descriptorSchema(), null, 2) + '\n');
console.log(`wrote ${path.relative(process.cwd(), file)}`);
