import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDescriptor } from '../../engine/descriptor/check-all';
import { screenDescriptors } from '../../engine/descriptor/vite-plugin';
import { buildSchema } from '../../engine/form/schema';
import type { FormBody } from '../../engine/model/descriptor';

// Issue 6, item 2: a form names its entity; every field name is checked against schemas/<entity>.json, and each
// field takes its type's limits, enum and required from there.

const root = path.resolve(__dirname, '../..');
const file = 'screens/settings/bonus-settings.json';
const bonus = JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
const pageSettingsFields = Object.keys(JSON.parse(fs.readFileSync(path.join(root, 'schemas/page-settings.json'), 'utf8')).properties).join(', ');
const withPart = (part: Record<string, unknown>) => {
  const copy = structuredClone(bonus);
  copy.parts.splice(2, 0, part);
  return copy;
};

describe('a field name unknown to the entity', () => {
  it('fails naming the descriptor, the place, the entity file, a near name and every field of the entity', () => {
    expect(() => checkDescriptor(root, file, withPart({ name: 'editorialNot', label: 'Editorial note', widget: 'textarea' }))).toThrow(
      `${file}: at parts[2].name: "editorialNot" is not a field of schemas/page-settings.json (did you mean "editorialNote"?); its fields: ${pageSettingsFields}`,
    );
  });

  it('fails the build: the Vite plugin checks every descriptor when the build starts', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'entity-'));
    fs.cpSync(path.join(root, 'schemas'), path.join(dir, 'schemas'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'screens', 'settings'), { recursive: true });
    fs.cpSync(path.join(root, 'screens', 'fragments'), path.join(dir, 'screens', 'fragments'), { recursive: true });
    fs.writeFileSync(path.join(dir, file), JSON.stringify(withPart({ name: 'subtitel', label: 'Sub', widget: 'text' })));
    const plugin = screenDescriptors(dir) as unknown as { buildStart(): void };
    expect(() => plugin.buildStart()).toThrow(`${file}: at parts[2].name: "subtitel" is not a field of schemas/page-settings.json (did you mean "subtitle"?)`);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('an unknown entity names the file it looked for', () => {
    expect(() => checkDescriptor(root, file, { ...bonus, entity: 'page-setting' })).toThrow(`${file}: at entity: unknown entity "page-setting": there is no schemas/page-setting.json`);
  });
});

describe('a section bound to a joined record', () => {
  const review = {
    kind: 'form',
    route: '/review-x/:id',
    title: 'Review',
    entity: 'review',
    idField: 'reviewId',
    parts: [
      { name: 'name', label: 'Name', widget: 'text' },
      { section: 'SERP', entity: 'serp', parts: [{ name: 'serpTitle', label: 'SERP title', widget: 'text' }, { name: 'serpDescription', label: 'SERP description', widget: 'textarea' }] },
    ],
    save: { update: { method: 'PUT', path: '/Review/Parent' } },
    notices: { failure: { message: 'no' } },
  };

  it('checks its fields against its own entity', () => {
    const bad = structuredClone(review);
    bad.parts[1].parts![0].name = 'serpTitel';
    expect(() => checkDescriptor(root, 'screens/x.json', bad)).toThrow('screens/x.json: at parts[1].parts[0].name: "serpTitel" is not a field of schemas/serp.json (did you mean "serpTitle"?)');
  });

  it('gives the rjsf schema required and maxLength from each entity', () => {
    const form = checkDescriptor(root, 'screens/x.json', review) as unknown as FormBody;
    const { schema } = buildSchema(form.parts, {}, { language: 1, isNew: false, values: {} });
    expect(schema.required).toEqual(['name']);
    expect(schema.properties.name).toMatchObject({ type: ['string', 'null'], maxLength: 200, minLength: 1 });
    expect(schema.properties.section1.properties.serpTitle).toMatchObject({ maxLength: 300 });
    expect(schema.properties.section1.properties.serpDescription).toMatchObject({ maxLength: 1000 });
  });
});
