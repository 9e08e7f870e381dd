import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { IMPORT_FAMILIES } from '../../server/imports/families';
import { importableFields } from '../../server/imports/import-schemas';

const root = path.resolve(import.meta.dirname, '../..');
const files = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : e.name.endsWith('.json') ? [path.join(dir, e.name)] : []));

/** Every list that declares an import, with its declaration. */
const imports = files(path.join(root, 'screens'))
  .map((file) => ({ file: path.relative(root, file), descriptor: JSON.parse(fs.readFileSync(file, 'utf8')) }))
  .filter(({ descriptor }) => descriptor.kind === 'list' && descriptor.import);

describe("A list's import declaration", () => {
  it('is declared by the lists the issue names', () => {
    expect(imports.map(({ descriptor }) => descriptor.import.family).sort()).toEqual(expect.arrayContaining(['lenders']));
  });

  it.each(imports.map(({ file, descriptor }) => [file, descriptor.import] as const))('%s names a server family, one of its keys and only fields it imports', (_file, declared) => {
    const family = IMPORT_FAMILIES[declared.family];
    expect(family, `no import family "${declared.family}" in server/imports/families`).toBeDefined();
    expect(family.keys).toContain(declared.key);
    const fields = declared.columns.map((c: { field: string }) => c.field);
    expect(fields).toContain(declared.key);
    expect(importableFields(family)).toEqual(expect.arrayContaining(fields));
    expect(new Set(fields).size).toBe(fields.length);
    expect(!!declared.language).toBe(!!family.languageColumn);
    // Every field the save call requires is a column, so a new record can be filled in from the file.
    for (const field of (family.schema.required as string[]).filter((f) => f !== family.languageColumn)) expect(fields).toContain(field);
  });
});
