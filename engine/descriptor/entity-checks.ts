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
  // The code requires ajv's small runtime helpers (string length, deep equality); as a browser module it imports them.
  const imports: string[] = [];
  const code = standaloneCode(ajv, ajv.compile(schema))
    .replace(/^"use strict";/, '')
    .replace(/require\("([^"]+)"\)/g, (_, module: string) => {
      imports.push(`import * as runtime${imports.length} from ${JSON.stringify(module)};`);
      return `commonJs(runtime${imports.length - 1})`;
    });
  return [...imports, "const commonJs = (m) => (typeof m.default === 'function' ? m : m.default);", code].join('\n');
}
