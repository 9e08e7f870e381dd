import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { engineReference } from '../../engine/descriptor/reference';
import { createRegistry, DEFAULT_PACKS, defineFieldKind, definePack, namesOf } from '../../engine/registry/index';

// Issue 29, item 4: the engine's reference is written from the registry's definitions, so it cannot drift from them.

const root = path.resolve(__dirname, '../..');
const reference = engineReference();

describe('docs/engine-reference.md', () => {
  it('is what the definitions give', () => {
    const onDisk = fs.readFileSync(path.join(root, 'docs/engine-reference.md'), 'utf8');
    expect(onDisk === reference, 'docs/engine-reference.md differs from the definitions: run `npm run docs:reference` and commit the result').toBe(true);
  });

  it('names every registered piece under its kind', () => {
    for (const [kind, title] of [['fieldKinds', 'Field kinds'], ['screenKinds', 'Screen kinds'], ['optionSources', 'Option sources'], ['rules', 'Cross-field rules'], ['conversions', 'Conversions'], ['partKinds', 'Part kinds'], ['displayFormats', 'Display formats'], ['saveHooks', 'Save hooks'], ['groupStorage', 'Group storages'], ['computed', 'Computed values']] as const) {
      const section = reference.split(`\n## ${title}\n`)[1].split('\n## ')[0];
      expect([...section.matchAll(/^### `([^`]+)`$/gm)].map((m) => m[1]), kind).toEqual(namesOf(kind));
    }
  });

  it("shows a field kind's parameters with their type, whether required and what they are for", () => {
    const slug = reference.split('\n### `slug`\n')[1].split('\n### ')[0];
    expect(slug).toContain('| `from` | string | yes | the field the address is proposed from, e.g. "from": "name" |');
    expect(slug).toContain('Supplies: `propose`.');
  });

  it('shows a property a definition gains without a change to the generator', () => {
    const component = { $$typeof: Symbol.for('react.lazy'), _payload: {} };
    const pack = definePack({ fieldKinds: { colour: { ...defineFieldKind({ description: 'a colour from a swatch', valueType: 'string' }), swatch: ['red', 'green'], summarise: () => 'a colour', component } } });
    const colour = engineReference(createRegistry([...DEFAULT_PACKS, pack])).split('\n### `colour`\n')[1].split('\n### ')[0];
    expect(colour).toContain('- `swatch`: `["red","green"]`');
    expect(colour).toContain('Supplies: `summarise`, `component`.');
  });
});
