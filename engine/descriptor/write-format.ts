/**
 * `npm run descriptor:write`: writes the descriptor format from the registry: schemas/screen-descriptor.json with the
 * registered names and what each takes, then engine/model/descriptor.generated.ts from that schema.
 * tests/engine/descriptor-format.test.ts fails while either file differs from what this writes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { descriptorSchema } from './descriptor-schema';
import { descriptorTypes } from './descriptor-types';
import { DESCRIPTOR_SCHEMA_FILE, DESCRIPTOR_TYPES_FILE, schemaText } from './format-files';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const schema = descriptorSchema();
fs.writeFileSync(path.join(root, DESCRIPTOR_SCHEMA_FILE), schemaText(schema));
fs.writeFileSync(path.join(root, DESCRIPTOR_TYPES_FILE), await descriptorTypes(schema));
console.log(`wrote ${DESCRIPTOR_SCHEMA_FILE} and ${DESCRIPTOR_TYPES_FILE}`);
