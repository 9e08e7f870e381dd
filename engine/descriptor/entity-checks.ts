import fs from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone';

/** The entity schemas of schemas/ (the descriptor schema and reference lists aside). */
export function entityNames(root: string): string[] {
  return fs
    .readdirSync(path.join(root, 'schemas'))
    .filter((f) => f.endsWith('.json') && f !== 'screen-descriptor.json')
    .map((f) => f.replace(/\.json$/, ''))
    .sort();
}

/**
 * One entity's check as standalone ES module code (ajv/dist/standalone): the browser runs the server's own
 * schema without shipping ajv. Formats are left to the server.
 */
export function entityCheckCode(root: string, entity: string): string {
  const schema = JSON.parse(fs.readFileSync(path.join(root, 'schemas', `${entity}.json`), 'utf8'));
  const ajv = new Ajv({ allErrors: true, allowUnionTypes: true, strict: false, validateFormats: false, code: { source: true, esm: true } });
  ajv.addKeyword('example');
  return standaloneCode(ajv, ajv.compile(schema));
}
