import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readFragments } from '../../engine/descriptor/check-all';
import { descriptorSchema } from '../../engine/descriptor/descriptor-schema';
import { DescriptorError, validateDescriptor } from '../../engine/descriptor/validate';
import { namesOf, registry } from '../../engine/registry/index';
import { generateWidgets } from '../../engine/theme';

// Issue 6, item 1: one registry; a descriptor naming anything unregistered fails naming the file, the place and the known names.

const root = path.resolve(__dirname, '../..');
const file = 'screens/settings/routes-form.json';
const routes = JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
const errorOf = (change: (d: any) => void): DescriptorError => {
  const copy = structuredClone(routes);
  change(copy);
  try {
    validateDescriptor(file, copy, readFragments(root));
  } catch (error) {
    return error as DescriptorError;
  }
  throw new Error('no error');
};
const quoted = (names: string[]) => names.map((n) => JSON.stringify(n)).join(', ');

describe('a name the registry does not hold', () => {
  it('a field kind', () => {
    const error = errorOf((d) => (d.parts[2].widget = 'txt'));
    expect(error).toBeInstanceOf(DescriptorError);
    expect(error.message).toBe(`${file}: at parts[2].widget: expected one of ${quoted(namesOf('fieldKinds'))} (did you mean "text"?)`);
  });

  it('an option source, a conversion', () => {
    expect(errorOf((d) => (d.parts[3].options.from = 'rutes')).message).toBe(`${file}: at parts[3].options.from: expected one of ${quoted(namesOf('optionSources'))} (did you mean "routes"?)`);
    expect(errorOf((d) => (d.parts[3].convert = ['emptyToNil'])).message).toBe(`${file}: at parts[3].convert[0]: expected one of ${quoted(namesOf('conversions'))} (did you mean "emptyToNull"?)`);
  });

  it('a rule, a computed value, a group storage', () => {
    expect(errorOf((d) => (d.rules = [{ rule: 'notMore', field: 'tableId', than: 'dataTypeId', message: 'm' }])).message).toBe(`${file}: at rules[0].rule: expected one of ${quoted(namesOf('rules'))}`);
    expect(errorOf((d) => (d.parts[2].computed = { compute: 'mean', of: ['tableId'] })).message).toBe(`${file}: at parts[2].computed.compute: expected one of ${quoted(namesOf('computed'))}`);
    expect(errorOf((d) => d.parts.push({ kind: 'group', storage: 'faq', name: 'faq', items: [{ name: 'question', label: 'Q', widget: 'text' }] })).message).toBe(
      `${file}: at parts[5].storage: expected one of ${quoted(namesOf('groupStorage'))}`,
    );
  });

  it('a registered piece with a property it does not take', () => {
    expect(errorOf((d) => (d.rules = [{ rule: 'notMoreThan', field: 'tableId', then: 'dataTypeId', message: 'm' }])).message).toContain('at rules[0]: unknown property "then" (did you mean "than"?');
  });

  it('a screen kind, and a bespoke component of a custom screen', () => {
    const kinds = namesOf('screenKinds').filter((k) => !(registry.screenKinds as Record<string, { bespoke?: boolean }>)[k].bespoke);
    expect(errorOf((d) => (d.kind = 'wizard')).message).toBe(`${file}: at kind: unknown screen kind "wizard"; expected one of ${kinds.join(', ')}`);
    const custom = { kind: 'custom', route: '/x', title: 'X', component: 'nothingRegistered' };
    expect(() => validateDescriptor('screens/x.json', custom)).toThrow(/screens\/x\.json: at component: (expected one of|must NOT be valid)/);
  });
});

describe('a misspelt registered name gets a "did you mean"', () => {
  const meant = (change: (d: any) => void) => /\(did you mean "([^"]+)"\?\)$/.exec(errorOf(change).message)?.[1];

  it('a field kind, an option source, a conversion', () => {
    expect(errorOf((d) => (d.parts[3].widget = 'selct')).message).toBe(`${file}: at parts[3].widget: expected one of ${quoted(namesOf('fieldKinds'))} (did you mean "select"?)`);
    expect(meant((d) => (d.parts[3].options.from = 'Routes'))).toBe('routes');
    expect(meant((d) => (d.parts[3].convert = ['emptyToNul']))).toBe('emptyToNull');
  });

  it('a rule, a computed value, a save hook, a group storage', () => {
    expect(meant((d) => (d.rules = [{ rule: 'notBoht', fields: ['tableId', 'dataTypeId'], message: 'm' }]))).toBe('notBoth');
    expect(meant((d) => (d.parts[2].computed = { compute: 'meanRoundedToHaf', of: ['tableId'] }))).toBe('meanRoundedToHalf');
    expect(meant((d) => (d.save = { steps: [{ hook: 'sendd', call: { path: '/X' }, body: {} }] }))).toBe('send');
    expect(meant((d) => d.parts.push({ kind: 'group', storage: 'faqEntrys', name: 'faq', list: { path: '/X' }, items: [{ name: 'question', label: 'Q', widget: 'text' }] }))).toBe('faqEntries');
  });

  it('a screen kind, a bespoke component, a part kind, a display format', () => {
    expect(errorOf((d) => (d.kind = 'from')).message).toMatch(/at kind: unknown screen kind "from"; expected one of .* \(did you mean "form"\?\)$/);
    expect(() => validateDescriptor('screens/x.json', { kind: 'custom', route: '/x', title: 'X', component: 'mediaLibary' })).toThrow('(did you mean "mediaLibrary"?)');
    expect(meant((d) => d.parts.push({ kind: 'noet', text: 'All fields are required.' }))).toBe('note');
    const list = { kind: 'list', route: '/x', title: 'X', load: { path: '/X' }, rowKey: 'id', columns: [{ label: 'Date', field: 'd', format: 'dat' }] };
    expect(() => validateDescriptor('screens/x.json', list)).toThrow('screens/x.json: at columns[0].format: expected one of "text", "shortText", "number", "rating", "date", "language", "publicUrl", "link", "permissionSummary", "choice", "coverage", "readiness" (did you mean "date"?)');
  });

  it('a name far from every known one gets the list only', () => {
    expect(errorOf((d) => (d.parts[3].widget = 'colourPicker')).message).toBe(`${file}: at parts[3].widget: expected one of ${quoted(namesOf('fieldKinds'))}`);
  });
});

describe('the descriptor schema and the registry agree', () => {
  it('schemas/screen-descriptor.json holds the lists generated from the registry (npm run descriptor:write)', () => {
    const onDisk = JSON.parse(fs.readFileSync(path.join(root, 'schemas/screen-descriptor.json'), 'utf8'));
    expect(onDisk).toEqual(descriptorSchema());
  });

  it('every registered field kind has a widget component in the theme', () => {
    const widgets = generateWidgets();
    for (const name of namesOf('fieldKinds')) expect(widgets, name).toHaveProperty(name);
  });
});
