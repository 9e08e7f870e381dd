import Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone';
import { definitionOf, descriptorSchema } from './descriptor-schema';
import { registry } from '../registry/index';

/**
 * The descriptor schema's check of every screen kind as standalone ES module code (ajv/dist/standalone), one
 * export per kind's definition: the browser (the screen studio) checks a descriptor as the build does, under a
 * policy that allows no eval. Compiled with validate.ts's options, so its errors read the same.
 */
export function descriptorCheckCode(): string {
  const ajv = new Ajv({ allErrors: true, strict: false, allowUnionTypes: true, verbose: true, code: { source: true, esm: true } });
  ajv.addSchema(descriptorSchema(registry), 'screen');
  const kinds = registry.screenKinds as Record<string, { schema: unknown; bespoke?: boolean }>;
  const definitions = [...new Set(Object.keys(kinds).filter((k) => !kinds[k].bespoke).map((k) => definitionOf(k, kinds[k].schema as string)))];
  const imports: string[] = [];
  const code = standaloneCode(ajv, Object.fromEntries(definitions.map((d) => [d, `screen#/definitions/${d}`])))
    .replace(/^"use strict";/, '')
    .replace(/require\("([^"]+)"\)/g, (_, module: string) => {
      imports.push(`import * as runtime${imports.length} from ${JSON.stringify(module)};`);
      return `commonJs(runtime${imports.length - 1})`;
    });
  return [...imports, "const commonJs = (m) => (typeof m.default === 'function' ? m : m.default);", code].join('\n');
}
