import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkAllDescriptors, checkDescriptor } from '../../engine/descriptor/check-all';
import { fieldsOf } from '../../engine/model/parts';
import { buildSchema } from '../../engine/form/schema';
import type { FormBody } from '../../engine/model/descriptor';
import { englishOnlyFacts, factNames, sharedFactsMistakes, sharedFactsOf } from '../../shared/shared-facts';

// Issue 18 item 4: an entity's schema declares its shared facts (schemas/review.json, `sharedFacts`); the English-only
// ones are read-only on a translation, with a note saying where they are edited.

const root = path.resolve(__dirname, '../..');
const file = 'screens/reviews/review-edit.json';
const readJson = (name: string) => JSON.parse(fs.readFileSync(path.join(root, name), 'utf8'));
const review = readJson('schemas/review.json');

/** A field's schema and ui schema, wherever its section put it. */
function find(tree: { schema: any; uiSchema: any }, name: string): { schema: any; ui: any } | undefined {
  if (tree.schema.properties?.[name]) return { schema: tree.schema.properties[name], ui: tree.uiSchema[name] ?? {} };
  for (const key of Object.keys(tree.schema.properties ?? {})) {
    if (!/^section\d+$/.test(key)) continue;
    const found = find({ schema: tree.schema.properties[key], uiSchema: tree.uiSchema[key] ?? {} }, name);
    if (found) return found;
  }
  return undefined;
}

describe('the review schema declares its shared facts', () => {
  it('names the platform figures and flags, not the prose, and marks the headline figures English-only', () => {
    const declared = sharedFactsOf(review)!;
    expect(declared.parent).toBe('parentReviewId');
    expect(factNames(declared)).toEqual(expect.arrayContaining(['interest', 'minInvestment', 'operatingSince', 'totalLoanValue', 'statisticsOtherCurrency', 'autoInvest', 'buybackGuarantee']));
    for (const prose of ['name', 'subtitle', 'features', 'bonus', 'customMessage', 'reviewContent', 'financialReport']) expect(factNames(declared)).not.toContain(prose);
    expect(englishOnlyFacts(declared)).toEqual(['interest', 'operatingSince', 'totalLoanValue', 'statisticsOtherCurrency']);
  });
});

describe('an English-only fact in the form', () => {
  const form = checkDescriptor(root, file, readJson(file)) as unknown as FormBody;
  const draw = (language: number, values: Record<string, unknown> = {}) => buildSchema(form.parts, {}, { language, isNew: false, values });

  it('is read-only on a translation, saying it is kept on the English review', () => {
    const interest = find(draw(2), 'interest')!;
    expect(interest.ui['ui:disabled']).toBe(true);
    expect(interest.schema.description).toBe('Kept on the English review');
    const shared = find(draw(2), 'autoInvest')!;
    expect(shared.ui['ui:disabled']).toBeUndefined();
  });

  it("follows the record's own language where the form holds it", () => {
    expect(find(draw(1, { languageId: 2 }), 'interest')!.ui['ui:disabled']).toBe(true);
    expect(find(draw(2, { languageId: 1 }), 'interest')!.ui['ui:disabled']).toBeUndefined();
  });

  it('is editable on the English review', () => {
    const interest = find(draw(1), 'interest')!;
    expect(interest.ui['ui:disabled']).toBeUndefined();
    expect(interest.schema.description).toBeUndefined();
  });
});

describe('a mistaken declaration', () => {
  const withFacts = (sharedFacts: unknown) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'facts-'));
    fs.cpSync(path.join(root, 'schemas'), path.join(dir, 'schemas'), { recursive: true });
    fs.cpSync(path.join(root, 'screens', 'fragments'), path.join(dir, 'screens', 'fragments'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'schemas/review.json'), JSON.stringify({ ...review, sharedFacts }));
    return dir;
  };

  it('fails naming the schema file, the place and the fix', () => {
    const declared = sharedFactsOf(review)!;
    const dir = withFacts({ ...declared, facts: { ...declared.facts, interst: { englishOnly: true } } });
    expect(() => checkDescriptor(dir, file, readJson(file))).toThrow(/^schemas\/review\.json: at sharedFacts\.facts\.interst: "interst" is not a field of schemas\/review\.json; use one of reviewId, /);
    const noParent = withFacts({ ...declared, parent: 'parentId' });
    expect(() => checkDescriptor(noParent, file, readJson(file))).toThrow('schemas/review.json: at sharedFacts.parent: expected the name of a field of schemas/review.json');
    const badOption = withFacts({ ...declared, facts: { interest: { englishonly: true } } });
    expect(() => checkDescriptor(badOption, file, readJson(file))).toThrow('schemas/review.json: at sharedFacts.facts.interest: expected {} or { "englishOnly": true }');
    for (const d of [dir, noParent, badOption]) fs.rmSync(d, { recursive: true, force: true });
  });
});

describe('every declaration and its report', () => {
  it('every schema under schemas/ declares its shared facts rightly, if it declares any', () => {
    for (const name of fs.readdirSync(path.join(root, 'schemas')).filter((f) => f.endsWith('.json'))) {
      expect(sharedFactsMistakes(`schemas/${name}`, readJson(`schemas/${name}`)), name).toEqual([]);
    }
  });

  it("the report's descriptor names a form that exists and labels every fact of its entity", () => {
    const report = readJson('screens/reviews/shared-facts.json');
    const all = checkAllDescriptors(root);
    const form = all.find(({ descriptor }) => (descriptor as { id?: string }).id === report.props.form)?.descriptor as unknown as FormBody | undefined;
    expect(form, report.props.form).toBeDefined();
    const labelled = new Set(fieldsOf(form!.parts).map((f) => f.name));
    for (const fact of factNames(sharedFactsOf(review)!)) expect(labelled.has(fact), fact).toBe(true);
  });
});
