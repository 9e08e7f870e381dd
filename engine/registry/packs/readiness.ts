import { defineDisplayFormat, definePack, defineReadinessRule } from '../define';
import { familyReadinessCall } from '../../readiness/calls';
import { factKey, type ReadinessFacts } from '../../model/readiness';

const FIELD = { type: 'string', pattern: '^[A-Za-z_][A-Za-z0-9_]*$' };
const FIELDS = { type: 'array', minItems: 1, uniqueItems: true, items: FIELD };

const each = (fields: string[], wanting: (field: string) => boolean) => fields.filter(wanting);
const numberOf = (facts: ReadinessFacts, key: string) => (facts[key] === null || facts[key] === undefined ? null : Number(facts[key]));

/**
 * The kinds of readiness rule (docs/engine.md, "Readiness"): each says which facts about a record it reads and which
 * fields it finds wanting; a list's descriptor declares the rules with their level and message.
 */
export const readinessPack = definePack({
  displayFormats: {
    readiness: defineDisplayFormat<{ family: string }>({
      description:
        "a row's readiness in the list's language as a coloured tag (Ready, Not ready · N, Warnings · N), drawn by engine/list/cells/ReadinessCell.tsx from one call for all rows; the list kind adds this column to every list that declares `readiness`, the column's `field` holding the record's id",
      params: { family: { type: 'string', pattern: '^[A-Za-z]+$', description: 'the family of records, as the list\'s `readiness.family`' } },
      required: ['family'],
      cell: true,
      whole: true,
      calls: (p) => [familyReadinessCall(p.family)],
      show: () => ({ text: '' }),
    }),
  },
  readinessRules: {
    requiredField: defineReadinessRule<{ fields: string[] }>({
      description: 'each of `fields` must hold a non-blank value (a SERP title and description: the SERP record the record names)',
      usualLevel: 'blocks',
      params: { fields: FIELDS },
      required: ['fields'],
      fields: (p) => p.fields,
      facts: (p) => p.fields.map((field) => ({ fact: 'filled', field })),
      check: (facts, p) => each(p.fields, (field) => !facts[factKey({ fact: 'filled', field })]),
    }),
    imageAlt: defineReadinessRule<{ fields: string[] }>({
      description: 'each image `fields` names (the featured image) must have an alt text; an empty image field passes',
      usualLevel: 'blocks',
      params: { fields: FIELDS },
      required: ['fields'],
      fields: (p) => p.fields,
      facts: (p) => p.fields.map((field) => ({ fact: 'altMissing', field })),
      check: (facts, p) => each(p.fields, (field) => Boolean(facts[factKey({ fact: 'altMissing', field })])),
    }),
    linkTargetActive: defineReadinessRule<{ field: string; target: string }>({
      description: 'the record `field` names (a record of the entity `target`, e.g. "Review") must exist, and be active where it can be, in the same language; an empty field passes',
      usualLevel: 'blocks',
      params: { field: FIELD, target: { type: 'string', pattern: '^[A-Za-z]+$' } },
      required: ['field', 'target'],
      fields: (p) => [p.field],
      facts: (p) => [{ fact: 'linkTarget', field: p.field, target: p.target }],
      check: (facts, p) => {
        const state = facts[factKey({ fact: 'linkTarget', field: p.field, target: p.target })];
        return state === 'missing' || state === 'inactive' ? [p.field] : [];
      },
    }),
    siteLinksActive: defineReadinessRule<{ fields: string[] }>({
      description:
        "each link of the rich texts `fields` names to a page of the public site (its address, or one from the site's root) must go to a route that exists in the language the address names, and whose record is active where it can be; links elsewhere pass",
      usualLevel: 'blocks',
      params: { fields: FIELDS },
      required: ['fields'],
      fields: (p) => p.fields,
      facts: (p) => p.fields.map((field) => ({ fact: 'brokenSiteLinks', field })),
      check: (facts, p) => each(p.fields, (field) => (numberOf(facts, factKey({ fact: 'brokenSiteLinks', field })) ?? 0) > 0),
    }),
    staleAgainstEnglish: defineReadinessRule<{ fields?: string[] }>({
      description:
        'the translated texts English changed after this version was last saved (the translation overview\'s out of date), one finding per field; `fields` keeps only those',
      usualLevel: 'warns',
      params: { fields: FIELDS },
      fields: (p) => p.fields ?? [],
      facts: () => [{ fact: 'staleFields' }],
      check: (facts, p) => {
        const stale = String(facts[factKey({ fact: 'staleFields' })] ?? '').split(',').filter(Boolean).sort();
        return p.fields ? stale.filter((f) => p.fields!.includes(f)) : stale;
      },
    }),
    faqAnswer: defineReadinessRule<{ owner: string; field?: string }>({
      description: "every entry of the record's FAQ has an answer; `owner` is the FAQ title's column naming the record (reviewId), `field` where the editor's panel goes",
      usualLevel: 'warns',
      params: { owner: FIELD, field: FIELD },
      required: ['owner'],
      fields: () => [],
      facts: (p) => [{ fact: 'faqUnanswered', owner: p.owner }],
      check: (facts, p) => ((numberOf(facts, factKey({ fact: 'faqUnanswered', owner: p.owner })) ?? 0) > 0 ? [p.field ?? 'faq'] : []),
    }),
    shorterThanEnglish: defineReadinessRule<{ fields: string[]; ratio?: number }>({
      description: 'each text of `fields` is at least `ratio` (a half unless stated) of the English text\'s length; English itself and an empty English text pass',
      usualLevel: 'warns',
      params: { fields: FIELDS, ratio: { type: 'number', exclusiveMinimum: 0, maximum: 1 } },
      required: ['fields'],
      fields: (p) => p.fields,
      facts: (p) => p.fields.flatMap((field) => [{ fact: 'length', field }, { fact: 'englishLength', field }] as const),
      check: (facts, p) =>
        each(p.fields, (field) => {
          const english = numberOf(facts, factKey({ fact: 'englishLength', field }));
          if (!english) return false;
          return (numberOf(facts, factKey({ fact: 'length', field })) ?? 0) < english * (p.ratio ?? 0.5);
        }),
    }),
    glossaryBreach: defineReadinessRule<{ fields: string[] }>({
      description: 'each text of `fields` breaks no glossary term (a never-translated name altered or missing, a fixed term rendered otherwise, a forbidden rendering used); English itself has none',
      usualLevel: 'warns',
      params: { fields: FIELDS },
      required: ['fields'],
      fields: (p) => p.fields,
      facts: (p) => p.fields.map((field) => ({ fact: 'glossaryBreaches', field })),
      check: (facts, p) => each(p.fields, (field) => (numberOf(facts, factKey({ fact: 'glossaryBreaches', field })) ?? 0) > 0),
    }),
    neverReviewedSinceCopy: defineReadinessRule<{ field?: string }>({
      description: 'a version of an English record that nobody has saved since it was created from English (Create from English, the translation sheet); `field` where the panel goes',
      usualLevel: 'informs',
      params: { field: FIELD },
      fields: (p) => (p.field ? [p.field] : []),
      facts: () => [{ fact: 'isTranslation' }, { fact: 'editedSinceCreated' }],
      check: (facts, p) => (facts[factKey({ fact: 'isTranslation' })] && !facts[factKey({ fact: 'editedSinceCreated' })] ? [p.field ?? ''] : []),
    }),
    fromMemoryUnchecked: defineReadinessRule<{ fields?: string[] }>({
      description:
        'the fields the translation memory filled when the version was created ("from memory: check") that nobody has edited or confirmed since, one finding per field; `fields` keeps only those',
      usualLevel: 'warns',
      params: { fields: FIELDS },
      fields: (p) => p.fields ?? [],
      facts: () => [{ fact: 'memoryChecks' }],
      check: (facts, p) => {
        const marked = String(facts[factKey({ fact: 'memoryChecks' })] ?? '').split(',').filter(Boolean).sort();
        return p.fields ? marked.filter((f) => p.fields!.includes(f)) : marked;
      },
    }),
  },
});
