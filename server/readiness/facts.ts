import { sql, type Kysely, type RawBuilder } from 'kysely';
import { brokenSiteLinks } from './site-links';
import { columnsOf } from '../writes/table-columns';
import { TRANSLATABLE_ENTITIES } from '../translations/entities';
import { markableFields } from '../translation-memory/checks/markable-fields';
import type { ReadinessFact } from './engine';
import type { ReadinessFamily } from './families';

/** What a statement joins for some facts: the SERP record, an image's info, the English record (and its SERP), the English changes. */
export type Join = 'serp' | 'english' | 'englishSerp' | 'changed' | `image:${string}`;

export interface FactColumn {
  column: RawBuilder<unknown>;
  joins: Join[];
  /**
   * A fact SQL cannot answer from the row alone (the links in a text): the column reads what it needs, and this turns
   * every row's value into the fact's, with one more statement for all the rows at once.
   */
  settle?: (db: Kysely<any>, values: unknown[]) => Promise<unknown[]>;
}

const SERP_FIELDS = new Set(['serpTitle', 'serpDescription']);
const blank = (column: RawBuilder<unknown>) => sql`(${column} is null or trim(${column}) = '')`;

/** An image's join alias: one per field. */
export const imageAlias = (field: string) => `i_${field}`;

/**
 * Where a field lives for a family: its own column (`t`, the English record's `e`), or, for a SERP field of a family
 * whose SEO texts are a SERP record, that record's (`s`, `es`). A field that is neither is a mistake in the rules.
 */
function place(family: ReadinessFamily, field: string, english = false): { column: RawBuilder<unknown>; joins: Join[] } {
  if (family.seo === 'serp' && SERP_FIELDS.has(field)) return { column: sql.ref(`${english ? 'es' : 's'}.${field}`), joins: english ? ['english', 'englishSerp'] : ['serp'] };
  if (!columnsOf(family.table).has(field)) throw new Error(`readiness rule of ${family.type}: "${field}" is no field of ${family.table}${family.seo === 'serp' ? ' nor of its SERP record' : ''}`);
  return { column: sql.ref(`${english ? 'e' : 't'}.${field}`), joins: english ? ['english'] : [] };
}

const linkable = (target: string) => {
  const entity = TRANSLATABLE_ENTITIES.find((e) => e.entity.toLowerCase() === target.toLowerCase());
  if (!entity) throw new Error(`readiness rule: "${target}" is no entity; known: ${TRANSLATABLE_ENTITIES.map((e) => e.entity).join(', ')}`);
  return entity;
};

/**
 * Each fact a rule kind may read (engine/model/readiness.ts), as one SQL expression over the record `t`, the base
 * row `b` (its `english` id and, where English changed a text, when it was `saved`) and the joins it names.
 */
const FACTS: { [K in ReadinessFact['fact']]: (family: ReadinessFamily, fact: Extract<ReadinessFact, { fact: K }>) => FactColumn } = {
  filled: (family, { field }) => {
    const { column, joins } = place(family, field);
    return { column: sql`case when ${blank(column)} then 0 else 1 end`, joins };
  },
  altMissing: (family, { field }) => {
    const { column, joins } = place(family, field);
    const alt = sql.ref(`${imageAlias(field)}.altText`);
    return { column: sql`case when ${blank(column)} then 0 when ${blank(alt)} then 1 else 0 end`, joins: [...joins, `image:${field}`] };
  },
  length: (family, { field }) => {
    const { column, joins } = place(family, field);
    return { column: sql`length(${column})`, joins };
  },
  englishLength: (family, { field }) => {
    const { column, joins } = place(family, field, true);
    return { column: sql`case when t."languageId" = 1 then null else length(${column}) end`, joins };
  },
  staleFields: () => ({ column: sql.ref('b.stale'), joins: ['changed'] }),
  faqUnanswered: (family, { owner }) => {
    if (!/^[A-Za-z]+Id$/.test(owner)) throw new Error(`readiness rule of ${family.type}: "${owner}" is no FAQ owner column`);
    return {
      column: sql`(select count(*) from faq_lists l inner join faq_titles f on f."faqTitleId" = l."faqTitleId"
        where f.${sql.ref(owner)} = t.${sql.ref(family.idColumn)} and ${blank(sql.ref('l.answer'))})`,
      joins: [],
    };
  },
  editedSinceCreated: (family) => ({
    column: sql`case when exists (select 1 from audit_log a where a."recordType" = ${sql.lit(family.table)}
      and a."recordId" = cast(t.${sql.ref(family.idColumn)} as text) and a.action = 'update') then 1 else 0 end`,
    joins: [],
  }),
  glossaryBreaches: (family, { field }) => {
    place(family, field);
    return {
      column: sql`(select count(*) from glossary_breaches g where g.entity = ${sql.lit(family.family.entity)}
        and g."recordId" = t.${sql.ref(family.idColumn)} and g.field = ${sql.lit(field)})`,
      joins: [],
    };
  },
  isTranslation: () => ({ column: sql`case when b.english is null then 0 else 1 end`, joins: [] }),
  linkTarget: (family, { field, target }) => {
    const { column } = place(family, field);
    const entity = linkable(target);
    const row = sql`from ${sql.table(entity.table)} x where x.${sql.ref(entity.idColumn)} = ${column} and x."languageId" = t."languageId"`;
    const inactive = entity.activeColumn ? sql`when not exists (select 1 ${row} and x.${sql.ref(entity.activeColumn)} = ${sql.lit(true)}) then 'inactive'` : sql``;
    return { column: sql`case when ${column} is null or ${column} = 0 then 'none' when not exists (select 1 ${row}) then 'missing' ${inactive} else 'ok' end`, joins: [] };
  },
  brokenSiteLinks: (family, { field }) => {
    const { column, joins } = place(family, field);
    // Only a text with a link is read: most have none, and a review's text is long.
    return { column: sql`case when ${column} like '%href%' then ${column} end`, joins, settle: brokenSiteLinks };
  },
  // One indexed look-up per field the memory can fill, joined with ||: the same SQL on both databases, no aggregate.
  memoryChecks: (family) => {
    const marked = markableFields(family.family).map((field) => sql`case when exists (select 1 from memory_checks m where m.entity = ${sql.lit(family.family.entity)}
      and m."recordId" = t.${sql.ref(family.idColumn)} and m.field = ${sql.lit(field)}) then ${sql.lit(`${field},`)} else '' end`);
    return { column: marked.length ? sql`(${sql.join(marked, sql` || `)})` : sql`''`, joins: [] };
  },
};

export function factColumn(family: ReadinessFamily, fact: ReadinessFact): FactColumn {
  return (FACTS[fact.fact] as (family: ReadinessFamily, fact: ReadinessFact) => FactColumn)(family, fact);
}
