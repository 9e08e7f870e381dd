import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { GlossaryKind, GlossaryTerm } from '../../shared/glossary/terms';
import { crudRepository } from './crud';
import { pageOf, type PageAsked } from '../lib/paged-reads';
import '../db/tables/glossary';

export const GLOSSARY_FIELDS = ['languageId', 'kind', 'source', 'target', 'note'] as const;

export type GlossaryValues = Pick<GlossaryTerm, 'languageId' | 'kind' | 'source' | 'target' | 'note'>;

export interface GlossaryQuery extends PageAsked {
  /** The terms that hold in this language: its own and those of every language; English (1) and none: every term. */
  languageId?: number;
  kind?: GlossaryKind;
  /** Words found in the English term, the translation or the note, in any case. */
  search?: string;
}

const ENGLISH = 1;
const COLUMNS = ['termId', 'languageId', 'kind', 'source', 'target', 'origin', 'note', 'version'] as const;

/** What makes two terms the same term: language, kind and English term, whatever its case or spacing. */
export const matchKeyOf = (t: Pick<GlossaryValues, 'languageId' | 'kind' | 'source'>) =>
  `${t.languageId ?? '*'}|${t.kind}|${t.source.trim().replace(/\s+/g, ' ').toLowerCase()}`;

/** The glossary's terms (docs/translations.md "Glossary"). */
export function glossaryRepository(database: Kysely<Database>) {
  const db = database as unknown as Kysely<any>;
  const crud = crudRepository(database, 'glossary_terms', 'termId');
  const terms = () => db.selectFrom('glossary_terms').select([...COLUMNS]);

  return {
    ...crud,
    findById: async (termId: number): Promise<GlossaryTerm | undefined> => (await terms().where('termId', '=', termId).executeTakeFirst()) as GlossaryTerm | undefined,
    /** In the order of the English term, then language and kind; a page of them when asked. */
    list: async (asked: GlossaryQuery = {}): Promise<GlossaryTerm[]> => {
      let query = terms();
      if (asked.languageId !== undefined && asked.languageId !== ENGLISH) query = query.where((w) => w.or([w('languageId', '=', asked.languageId), w('languageId', 'is', null)]));
      if (asked.kind) query = query.where('kind', '=', asked.kind);
      for (const word of (asked.search ?? '').toLowerCase().split(/\s+/).filter(Boolean)) {
        const like = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        query = query.where((w) => w.or(['source', 'target', 'note'].map((c) => w(sql`lower(coalesce(${sql.ref(c)}, ''))`, 'like', sql`${like} escape '\\'`))));
      }
      query = query.orderBy(sql`lower(source)`).orderBy('languageId').orderBy('kind').orderBy('termId');
      const page = pageOf(asked);
      if (page) query = query.limit(page.limit).offset(page.offset);
      return (await query.execute()) as GlossaryTerm[];
    },
    /** The term another one would duplicate (same language, kind and English term), if any. */
    duplicateOf: async (values: Pick<GlossaryValues, 'languageId' | 'kind' | 'source'>, except?: number) => {
      let query = terms().where('matchKey', '=', matchKeyOf(values));
      if (except !== undefined) query = query.where('termId', '<>', except);
      return (await query.executeTakeFirst()) as GlossaryTerm | undefined;
    },
    /** Every term, for the check of records. */
    all: async (): Promise<GlossaryTerm[]> => (await terms().orderBy('termId').execute()) as GlossaryTerm[],
  };
}

export type GlossaryRepository = ReturnType<typeof glossaryRepository>;
