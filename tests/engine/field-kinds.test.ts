import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDescriptor, readFragments } from '../../engine/descriptor/check-all';
import { DEFAULT_PACKS, createRegistry, defineFieldKind, definePack } from '../../engine/registry/index';

// Issue 15, item 1: field kinds declare their parameters (a select needs its options), and a widget whose value
// does not fit the entity's property is refused at build, each with the file, the place and the fix.

const root = path.resolve(__dirname, '../..');
const fragments = readFragments(root);
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));

const offer = 'screens/cashback/cashback-offer-form.json'; // reviewId select, cashBack_ca text, cashBack_terms textarea, exclusive checkbox
const routes = 'screens/settings/routes-form.json';
const navigation = 'screens/settings/navigation-settings.json';
const checked = (file: string, change: (d: any) => void) => () => {
  const d = read(file);
  change(d);
  return checkDescriptor(root, file, d, fragments);
};

describe('a field kind states the properties it needs', () => {
  it('a select without options is refused at build, naming the file, the place and what options are', () => {
    expect(checked(offer, (d) => delete d.parts[0].options)).toThrow(
      `${offer}: at parts[0]: missing property "options" (a "select" field needs "options": where its choices come from, e.g. "options": { "from": "fixed", "values": [{ "value": 1, "label": "One" }] } or "options": { "from": "routes" })`,
    );
  });

  it('so are a multiselect, a route and a platform without options, also as an item of a group', () => {
    expect(checked(routes, (d) => delete d.parts.find((p: any) => p.widget === 'multiselect').options)).toThrow(/at parts\[\d+\]: missing property "options" \(a "multiselect" field needs "options"/);
    expect(checked(offer, (d) => (d.parts[0] = { name: 'reviewId', label: 'Platform', widget: 'platform' }))).toThrow(`${offer}: at parts[0]: missing property "options" (a "platform" field needs "options"`);
    const routeItem = (d: any) => d.parts.flatMap((p: any) => (p.kind === 'group' ? p.items : p.parts?.flatMap((q: any) => q.items ?? []) ?? [])).find((i: any) => i.widget === 'route');
    expect(checked(navigation, (d) => delete routeItem(d).options)).toThrow(/missing property "options" \(a "route" field needs "options"/);
  });

  it('a kind a pack registers with a required property of its own is held to it', () => {
    const ratingPack = definePack({
      fieldKinds: {
        rating: defineFieldKind({ description: 'stars out of `max`', valueType: 'number', params: { max: { type: 'integer', minimum: 1, description: 'how many stars, e.g. "max": 5' } }, required: ['max'] }),
      },
    });
    const registry = createRegistry([...DEFAULT_PACKS, ratingPack]);
    const file = 'screens/reviews/x.json';
    const form = (rating: Record<string, unknown>) => ({
      kind: 'form', route: '/x', title: 'X', entity: 'cashback', idField: 'cashBackId', notices: { failure: { message: 'no' } }, save: {},
      parts: [{ name: 'ratingCalculated', label: 'Rating', widget: 'rating', ...rating }],
    });
    expect(() => checkDescriptor(root, file, form({ max: 5 }), fragments, registry)).not.toThrow();
    expect(() => checkDescriptor(root, file, form({}), fragments, registry)).toThrow(`${file}: at parts[0]: missing property "max" (a "rating" field needs "max": how many stars, e.g. "max": 5)`);
    expect(() => checkDescriptor(root, file, form({ max: 0 }), fragments, registry)).toThrow(`${file}: at parts[0].max`);
  });
});

describe("a widget whose value does not fit its entity's property is refused at build", () => {
  it('a checkbox on a string property', () => {
    expect(checked(offer, (d) => (d.parts[1].widget = 'checkbox'))).toThrow(
      `${offer}: at parts[1].widget: "checkbox" gives a boolean, and "cashBack_ca" of schemas/cashback.json is a string; use a widget that gives one: "text", "textarea", "select"`,
    );
  });

  it('a number on a string property, a text on a boolean, a text on an integer', () => {
    expect(checked(offer, (d) => (d.parts[2].widget = 'number'))).toThrow(`${offer}: at parts[2].widget: "number" gives a number, and "cashBack_terms" of schemas/cashback.json is a string; use a widget that gives one:`);
    expect(checked(offer, (d) => (d.parts[3].widget = 'text'))).toThrow(`${offer}: at parts[3].widget: "text" gives a string, and "exclusive" of schemas/cashback.json is a boolean; use a widget that gives one: "checkbox"`);
    expect(checked(offer, (d) => (d.parts[0] = { name: 'reviewId', label: 'Platform', widget: 'text' }))).toThrow(`${offer}: at parts[0].widget: "text" gives a string, and "reviewId" of schemas/cashback.json is an integer; use a widget that gives one: "number"`);
  });

  it("a conversion decides the type sent: a list kept as text fits a string property, a list does not", () => {
    const platforms = (d: any) => d.parts.find((p: any) => p.section === 'Platforms' || p.name === 'platforms') ?? d.parts.flatMap((p: any) => p.parts ?? []).find((p: any) => p.name === 'platforms');
    const page = 'screens/pages/page-edit.json';
    expect(checked(page, () => undefined)).not.toThrow();
    expect(checked(page, (d) => (platforms(d).convert = []))).toThrow(/at parts\[[\d\]\[.parts]+\.widget: "multiselect" gives an array, and "platforms" of schemas\/page\.json is a string; use a widget that gives one:/);
    expect(checked(page, (d) => (platforms(d).convert = ['commaIds', 'number']))).toThrow(/"multiselect" converted by "number" gives a number, and "platforms" of schemas\/page\.json is a string/);
  });

  it('a choice fits a string or a number property, and a display kind is never sent', () => {
    expect(checked(offer, (d) => (d.parts[1] = { name: 'cashBack_ca', label: 'Call to action', widget: 'select', options: { from: 'fixed', values: [{ value: 'a', label: 'A' }] } }))).not.toThrow();
    expect(checked(offer, (d) => (d.parts[3].widget = 'readonly'))).not.toThrow();
  });
});
