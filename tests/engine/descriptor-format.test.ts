import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { descriptorSchema } from '../../engine/descriptor/descriptor-schema';
import { descriptorTypes } from '../../engine/descriptor/descriptor-types';
import { DESCRIPTOR_SCHEMA_FILE, DESCRIPTOR_TYPES_FILE, WRITE_FORMAT_COMMAND, schemaText } from '../../engine/descriptor/format-files';
import { createRegistry, DEFAULT_PACKS, defineFieldKind, definePack, defineScreenKind } from '../../engine/registry/index';

// Issue 29, item 3: the descriptor format is written once. The schema is the source (filled from the registry), the
// types are written from it, and both files on disk are what the registry gives now.

const root = path.resolve(__dirname, '../..');
const onDisk = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const stale = (file: string) => `${file} differs from what the registry gives: run \`${WRITE_FORMAT_COMMAND}\` and commit the result`;

describe('the descriptor format on disk', () => {
  it('the schema is what the registry gives', () => {
    expect(onDisk(DESCRIPTOR_SCHEMA_FILE) === schemaText(descriptorSchema()), stale(DESCRIPTOR_SCHEMA_FILE)).toBe(true);
  });

  it('the types are what the schema gives', async () => {
    expect(onDisk(DESCRIPTOR_TYPES_FILE) === (await descriptorTypes()), stale(DESCRIPTOR_TYPES_FILE)).toBe(true);
  }, 30_000);
});

describe("the packs' kinds are part of the types", () => {
  it("every registered screen kind and field kind is in the app's types", async () => {
    const types = onDisk(DESCRIPTOR_TYPES_FILE);
    expect(types).toContain("kind: 'studioScreen';");
    const widget = /export type Widget =([^;]+);/.exec(types)?.[1] ?? '';
    expect(widget.split('|').map((name) => name.trim().replace(/'/g, '')).filter(Boolean)).toEqual(Object.keys(createRegistry(DEFAULT_PACKS).fieldKinds));
  });

  it("a pack's new screen kind and field kind appear in both the schema and the types", async () => {
    const pack = definePack({
      screenKinds: {
        wizard: defineScreenKind({
          description: 'steps one after the other',
          schema: { type: 'object', additionalProperties: false, required: ['kind', 'route', 'title', 'steps'], properties: { kind: { const: 'wizard' }, route: { $ref: '#/definitions/route' }, title: { type: 'string' }, steps: { type: 'array', items: { type: 'string' } } } },
        }),
      },
      fieldKinds: { colour: defineFieldKind({ description: 'a colour picked from a swatch', valueType: 'string' }) },
    });
    const schema = descriptorSchema(createRegistry([...DEFAULT_PACKS, pack]));
    expect(schema.definitions.screenKind.enum).toContain('wizard');
    expect(schema.definitions.widget.enum).toContain('colour');
    const types = await descriptorTypes(schema);
    expect(types).toMatch(/export interface WizardScreen \{\s+kind: 'wizard';\s+route: Route;\s+title: string;\s+steps: string\[\];\s+\}/);
    expect(types).toMatch(/export type ScreenDescriptor =[^;]*\| WizardScreen;/);
    expect(types).toMatch(/export type Widget =[^;]*\| 'colour';/);
  }, 30_000);
});
