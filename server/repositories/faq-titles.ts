import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { crudRepository } from './crud';
import { PORTFOLIO_FAQ_TYPE, type FaqOwnerKind } from './faq-owners';
import '../db/tables/faq';

/** FAQ titles; an owner may have several, oldest first (the back office uses the last). */
export function faqTitlesRepository(db: Kysely<Database>) {
  const crud = crudRepository(db, 'faq_titles', 'faqTitleId');
  const ownerColumns = (kind: FaqOwnerKind, id: number) =>
    kind.field === 'tableId' ? { dataTypeId: PORTFOLIO_FAQ_TYPE, tableId: id } : { [kind.field]: id };
  return {
    ...crud,
    byOwner: (kind: FaqOwnerKind, id: number) => crud.list(ownerColumns(kind, id)),
    createFor: (kind: FaqOwnerKind, id: number, title: string) => crud.create({ title, ...ownerColumns(kind, id) }),
  };
}
