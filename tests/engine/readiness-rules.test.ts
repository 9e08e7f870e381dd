import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDescriptor, readFragments } from '../../engine/descriptor/check-all';
import { registry } from '../../engine/registry/index';
import { countsOf, factsNeeded, findingsOf, stateOf } from '../../engine/readiness/findings';
import type { DeclaredReadinessRule, ReadinessFacts } from '../../engine/model/readiness';

// Issue 32, items 2 and 3: each kind of readiness rule reads facts about a record and names the fields it finds
// wanting; the declared rule gives the level and the message.

const rule = (r: Partial<DeclaredReadinessRule> & { rule: string }): DeclaredReadinessRule => ({ level: 'blocks', message: 'M', ...r });
const find = (r: DeclaredReadinessRule, facts: ReadinessFacts) => findingsOf([r], facts, registry).map((f) => f.field);

describe('readiness rule kinds', () => {
  it('requiredField names each empty field', () => {
    const r = rule({ rule: 'requiredField', fields: ['serpTitle', 'serpDescription'] });
    expect(factsNeeded([r], registry)).toEqual([{ fact: 'filled', field: 'serpTitle' }, { fact: 'filled', field: 'serpDescription' }]);
    expect(find(r, { 'filled:serpTitle': 1, 'filled:serpDescription': 0 })).toEqual(['serpDescription']);
    expect(find(r, { 'filled:serpTitle': 1, 'filled:serpDescription': 1 })).toEqual([]);
  });

  it('imageAlt names an image whose alt text is missing', () => {
    const r = rule({ rule: 'imageAlt', fields: ['featuredImage'] });
    expect(find(r, { 'altMissing:featuredImage': 1 })).toEqual(['featuredImage']);
    expect(find(r, { 'altMissing:featuredImage': 0 })).toEqual([]);
  });

  it('linkTargetActive names a link to a record missing or inactive in the language, not an empty one', () => {
    const r = rule({ rule: 'linkTargetActive', field: 'reviewId', target: 'Review' });
    const key = 'linkTarget:reviewId:Review';
    expect(factsNeeded([r], registry)).toEqual([{ fact: 'linkTarget', field: 'reviewId', target: 'Review' }]);
    expect(find(r, { [key]: 'missing' })).toEqual(['reviewId']);
    expect(find(r, { [key]: 'inactive' })).toEqual(['reviewId']);
    expect(find(r, { [key]: 'ok' })).toEqual([]);
    expect(find(r, { [key]: 'none' })).toEqual([]);
  });

  it('staleAgainstEnglish makes one finding per stale field, in order, or only the fields it names', () => {
    expect(find(rule({ rule: 'staleAgainstEnglish' }), { staleFields: 'subtitle,name' })).toEqual(['name', 'subtitle']);
    expect(find(rule({ rule: 'staleAgainstEnglish', fields: ['name'] }), { staleFields: 'subtitle,name' })).toEqual(['name']);
    expect(find(rule({ rule: 'staleAgainstEnglish' }), { staleFields: null })).toEqual([]);
  });

  it('fromMemoryUnchecked makes one finding per field filled from the memory and not yet checked, or only the fields it names', () => {
    expect(find(rule({ rule: 'fromMemoryUnchecked' }), { memoryChecks: 'subtitle,bonus,' })).toEqual(['bonus', 'subtitle']);
    expect(find(rule({ rule: 'fromMemoryUnchecked', fields: ['bonus'] }), { memoryChecks: 'subtitle,bonus,' })).toEqual(['bonus']);
    expect(find(rule({ rule: 'fromMemoryUnchecked' }), { memoryChecks: '' })).toEqual([]);
  });

  it('faqAnswer finds a FAQ entry without an answer, at the field it names', () => {
    expect(find(rule({ rule: 'faqAnswer', owner: 'reviewId' }), { 'faqUnanswered:reviewId': '2' })).toEqual(['faq']);
    expect(find(rule({ rule: 'faqAnswer', owner: 'reviewId', field: 'faqTitle' }), { 'faqUnanswered:reviewId': 1 })).toEqual(['faqTitle']);
    expect(find(rule({ rule: 'faqAnswer', owner: 'reviewId' }), { 'faqUnanswered:reviewId': 0 })).toEqual([]);
  });

  it('shorterThanEnglish finds a text under half the English (or the ratio), and passes English and an empty English', () => {
    const r = rule({ rule: 'shorterThanEnglish', fields: ['content'] });
    expect(find(r, { 'length:content': 49, 'englishLength:content': 100 })).toEqual(['content']);
    expect(find(r, { 'length:content': 50, 'englishLength:content': 100 })).toEqual([]);
    expect(find(r, { 'length:content': null, 'englishLength:content': 100 })).toEqual(['content']);
    expect(find(r, { 'length:content': 10, 'englishLength:content': null })).toEqual([]);
    expect(find(rule({ rule: 'shorterThanEnglish', fields: ['content'], ratio: 0.8 }), { 'length:content': 70, 'englishLength:content': 100 })).toEqual(['content']);
  });

  it('neverReviewedSinceCopy informs of a version nobody saved since its copy, never of English', () => {
    const r = rule({ rule: 'neverReviewedSinceCopy', field: 'name', level: 'informs' });
    expect(find(r, { isTranslation: 1, editedSinceCreated: 0 })).toEqual(['name']);
    expect(find(r, { isTranslation: 1, editedSinceCreated: 1 })).toEqual([]);
    expect(find(r, { isTranslation: 0, editedSinceCreated: 0 })).toEqual([]);
  });

  it('gives each finding the declared level and message, counts them, and states ready, warnings or not ready', () => {
    const rules = [
      rule({ rule: 'requiredField', fields: ['serpDescription'], message: 'The SERP description is empty.' }),
      rule({ rule: 'staleAgainstEnglish', level: 'warns', message: 'Stale.' }),
      rule({ rule: 'neverReviewedSinceCopy', level: 'informs', message: 'Copied.' }),
    ];
    const facts = { 'filled:serpDescription': 0, staleFields: 'name', isTranslation: 1, editedSinceCreated: 0 };
    const findings = findingsOf(rules, facts, registry);
    expect(findings).toEqual([
      { rule: 'requiredField', field: 'serpDescription', level: 'blocks', message: 'The SERP description is empty.' },
      { rule: 'staleAgainstEnglish', field: 'name', level: 'warns', message: 'Stale.' },
      { rule: 'neverReviewedSinceCopy', field: '', level: 'informs', message: 'Copied.' },
    ]);
    expect(countsOf(findings)).toEqual({ blocks: 1, warns: 1, informs: 1 });
    expect(stateOf({ blocks: 1, warns: 1, informs: 0 })).toBe('notReady');
    expect(stateOf({ blocks: 0, warns: 1, informs: 0 })).toBe('warnings');
    expect(stateOf({ blocks: 0, warns: 0, informs: 3 })).toBe('ready');
  });

  it('refuses an unknown rule kind by name', () => {
    expect(() => findingsOf([rule({ rule: 'spellCheck' })], {}, registry)).toThrow(/no readiness rule kind "spellCheck".*requiredField/);
  });
});

describe('readiness declared in a list', () => {
  const root = path.resolve(__dirname, '../..');
  const file = 'screens/reviews/reviews-list.json';
  const shipped = JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
  const check = (readiness: unknown) => checkDescriptor(root, file, { ...shipped, readiness }, readFragments(root), registry);

  it('is checked by the descriptor format: a rule needs a known kind, its params, a level and a message', () => {
    expect(() => check(shipped.readiness)).not.toThrow();
    expect(() => check({ family: 'reviews', rules: [{ rule: 'requiredField', fields: ['serpTitle'], level: 'blocks' }] })).toThrow(/message/);
    expect(() => check({ family: 'reviews', rules: [{ rule: 'requiredField', level: 'blocks', message: 'M' }] })).toThrow(/fields/);
    expect(() => check({ family: 'reviews', rules: [{ rule: 'requiredField', fields: ['x'], level: 'stops', message: 'M' }] })).toThrow(/level/);
    expect(() => check({ family: 'reviews', rules: [{ rule: 'requiredFeld', fields: ['x'], level: 'blocks', message: 'M' }] })).toThrow(/requiredField/);
  });
});

describe("the studio's edits of readiness rules", () => {
  const list = { kind: 'list', readiness: { family: 'reviews', rules: [{ rule: 'requiredField', fields: ['serpTitle'], level: 'blocks', message: 'Title.' }] } };
  const rulesIn = (d: any) => d.readiness.rules;

  it('changes a level, a message and a param, removes and adds rules, and leaves the descriptor given untouched', async () => {
    const { addRule, removeRule, setRuleLevel, setRuleMessage, setRuleParam } = await import('../../engine/studio/form-view/edits');
    const warned = setRuleLevel(list, 0, 'warns');
    expect(rulesIn(warned)[0].level).toBe('warns');
    expect(rulesIn(list)[0].level).toBe('blocks');
    expect(rulesIn(setRuleMessage(list, 0, 'No title.'))[0].message).toBe('No title.');
    expect(rulesIn(setRuleParam(list, 0, 'fields', ['serpTitle', 'serpDescription']))[0].fields).toEqual(['serpTitle', 'serpDescription']);
    expect(rulesIn(setRuleParam(list, 0, 'fields', []))[0]).not.toHaveProperty('fields');
    expect(rulesIn(removeRule(list, 0))).toEqual([]);
    expect(rulesIn(addRule(list, 'faqAnswer', 'warns', 'reviews'))[1]).toEqual({ rule: 'faqAnswer', level: 'warns', message: '' });
    expect(addRule({ kind: 'list' }, 'requiredField', 'blocks', 'blog')).toEqual({ kind: 'list', readiness: { family: 'blog', rules: [{ rule: 'requiredField', level: 'blocks', message: '' }] } });
  });
});
