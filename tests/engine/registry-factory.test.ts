import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDescriptor, readFragments } from '../../engine/descriptor/check-all';
import {
  DEFAULT_PACKS,
  createRegistry,
  defineFieldKind,
  definePack,
  namesIn,
  namesOf,
  registry,
  type FieldKindName,
} from '../../engine/registry/index';
import { corePack } from '../../engine/registry/packs/core/index';
import { reviewsPack } from '../../engine/registry/packs/reviews/index';

// Issue 15, item 1: the registry is made by a factory from a list of packs (as rjsf's getDefaultRegistry), the
// app's is createRegistry(DEFAULT_PACKS), and a test builds its own instead of changing the app's.

const root = path.resolve(__dirname, '../..');

describe('createRegistry(packs)', () => {
  it('holds the names of the packs it is given, and no others', () => {
    const core = createRegistry([corePack]);
    expect(namesIn(core, 'fieldKinds')).toContain('select');
    expect(namesIn(core, 'fieldKinds')).not.toContain('decimal');
    expect(namesIn(core, 'groupStorage')).not.toContain('reviewHighlights');
    const withReviews = createRegistry([corePack, reviewsPack]);
    expect(namesIn(withReviews, 'fieldKinds')).toContain('decimal');
    expect(namesIn(withReviews, 'groupStorage')).toContain('reviewHighlights');
  });

  it("a later pack's name wins over an earlier one's, in the earlier one's place", () => {
    const plainer = defineFieldKind({ description: 'a text without a check', valueType: 'string' });
    const overriding = createRegistry([corePack, definePack({ fieldKinds: { number: plainer } })]);
    expect(overriding.fieldKinds.number).toBe(plainer);
    expect(namesIn(overriding, 'fieldKinds')).toEqual(namesIn(createRegistry([corePack]), 'fieldKinds'));
  });

  it("the app's registry is createRegistry(DEFAULT_PACKS)", () => {
    const again = createRegistry(DEFAULT_PACKS);
    for (const kind of ['fieldKinds', 'conversions', 'screenKinds', 'optionSources', 'rules', 'computed', 'saveHooks', 'groupStorage', 'displayFormats', 'partKinds'] as const) {
      expect(namesIn(again, kind), kind).toEqual(namesOf(kind));
      for (const name of namesOf(kind)) expect((again[kind] as Record<string, unknown>)[name], `${kind}.${name}`).toBe((registry[kind] as Record<string, unknown>)[name]);
    }
  });

  it("a registry cannot be changed after it is made: a test builds its own, and the app's stays as it was", () => {
    expect(() => {
      (registry.saveHooks as Record<string, unknown>).stamp = {};
    }).toThrow(TypeError);
    const own = createRegistry([...DEFAULT_PACKS, definePack({ fieldKinds: { stars: defineFieldKind({ description: 'stars', valueType: 'number' }) } })]);
    expect(namesIn(own, 'fieldKinds')).toContain('stars');
    expect(namesOf('fieldKinds')).not.toContain('stars');
    const form = {
      kind: 'form', route: '/x', title: 'X', entity: 'cashback', idField: 'cashBackId', save: {}, notices: { failure: { message: 'no' } },
      parts: [{ name: 'ratingCalculated', label: 'Rating', widget: 'stars' }],
    };
    expect(() => checkDescriptor(root, 'screens/x.json', form, readFragments(root), own)).not.toThrow();
    expect(() => checkDescriptor(root, 'screens/x.json', form, readFragments(root))).toThrow('screens/x.json: at parts[0].widget: expected one of');
  });

  it('the compiler knows the names of the packs, so a component map must have one for each', () => {
    const known: FieldKindName = 'decimal';
    // @ts-expect-error no pack registers this field kind
    const unknown: FieldKindName = 'colourPicker';
    expect([known, unknown]).toHaveLength(2);
  });
});

describe('packs hold what belongs to them (issue 15, item 1)', () => {
  it('the core pack holds the serp storage and the send hook any screen may use; the reviews pack holds the highlights', () => {
    expect(Object.keys(corePack.groupStorage)).toEqual(expect.arrayContaining(['serp', 'faqEntries', 'settingsAttributes']));
    expect(Object.keys(corePack.saveHooks)).toContain('send');
    expect(Object.keys(corePack.groupStorage)).not.toContain('reviewHighlights');
    expect(Object.keys(reviewsPack.groupStorage)).toEqual(['reviewHighlights']);
    expect(Object.keys(reviewsPack.saveHooks)).toEqual(['createReview']);
  });
});
