import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { DataTypeName } from '../../shared/data-types';
import { invalidField } from '../errors';
import '../db/tables/content-core';
import '../db/tables/content-items';
import '../db/tables/faq';

/** The portfolio FAQ is owned through dataTypeId 51 and tableId = portfolioId (third document). */
export const PORTFOLIO_FAQ_TYPE = 51;

export interface FaqOwnerKind {
  /** The FAQ title field that names the owner. */
  field: 'reviewId' | 'pageId' | 'blogId' | 'tableId';
  table: 'reviews' | 'pages' | 'blogs' | 'portfolio_settings';
  idColumn: string;
  /** Whose permission guards the FAQ: the owner's data type, in the owner's language. */
  dataType: DataTypeName;
  what: string;
}

export const FAQ_OWNER_KINDS: Record<'review' | 'page' | 'blog' | 'portfolio', FaqOwnerKind> = {
  review: { field: 'reviewId', table: 'reviews', idColumn: 'reviewId', dataType: 'Review', what: 'Review' },
  page: { field: 'pageId', table: 'pages', idColumn: 'pageId', dataType: 'Pages', what: 'Page' },
  blog: { field: 'blogId', table: 'blogs', idColumn: 'blogId', dataType: 'Blog', what: 'Blog post' },
  portfolio: { field: 'tableId', table: 'portfolio_settings', idColumn: 'portfolioId', dataType: 'Settings Bonus', what: 'Portfolio settings' },
};

type OwnerFields = { reviewId?: number | null; pageId?: number | null; blogId?: number | null; dataTypeId?: number | null; tableId?: number | null };

const named = (value: number | null | undefined): value is number => typeof value === 'number' && value > 0;

/** The one owner a title body names (null and 0 name nothing); 400 naming the field otherwise. */
export function ownerNamedBy(title: OwnerFields): { kind: FaqOwnerKind; id: number } {
  if (named(title.tableId) !== (title.dataTypeId === PORTFOLIO_FAQ_TYPE)) {
    throw named(title.tableId) ? invalidField('dataTypeId', `must be ${PORTFOLIO_FAQ_TYPE} when tableId is given`) : invalidField('tableId', 'must name the portfolio settings');
  }
  const kinds = Object.values(FAQ_OWNER_KINDS).filter((kind) => named(title[kind.field]));
  if (kinds.length !== 1) {
    throw invalidField(kinds[1]?.field ?? 'reviewId', 'a FAQ title belongs to exactly one of reviewId, pageId, blogId or the portfolio (dataTypeId 51 with tableId)');
  }
  return { kind: kinds[0], id: title[kinds[0].field] as number };
}

/** Finds owners and the owner of stored titles. */
export function faqOwnersRepository(db: Kysely<Database>) {
  const q = db as unknown as Kysely<any>;
  const languageOf = async (kind: FaqOwnerKind, id: number): Promise<number | undefined> =>
    (await q.selectFrom(kind.table).select('languageId').where(kind.idColumn, '=', id).executeTakeFirst())?.languageId;
  return {
    languageOf,
    /** The title with its owner's data type and language; undefined when either is gone. */
    ofTitle: async (faqTitleId: number) => {
      const title = await db.selectFrom('faq_titles').selectAll().where('faqTitleId', '=', faqTitleId).executeTakeFirst();
      if (!title) return undefined;
      const { kind, id } = ownerNamedBy(title);
      const languageId = await languageOf(kind, id);
      return languageId === undefined ? undefined : { title, kind, ownerId: id, dataType: kind.dataType, languageId };
    },
  };
}
