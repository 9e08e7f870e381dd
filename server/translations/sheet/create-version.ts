import type { Kysely } from 'kysely';
import { reviewsRepository } from '../../repositories/reviews';
import { recordWrite } from '../../writes/audit-entry';
import { requiredFields, translatedFields } from '../translated-fields';
import { tableWriter } from '../../writes/table-writer';
import type { PlannedRecord } from './plan';
import '../../db/tables/translation-links';

/**
 * Creates the missing version of a family in a language, as its Add flow does (docs/translations.md, "The overview"):
 * a version found through its parent (a review) is the repository's child of the English record, its platform fields
 * copied (what Add Review's createReview does); any other is the record with its texts and the source's fixed columns
 * (a cashback campaign's kind) and the English record's values of the other fields its schema requires (the platform a
 * cashback is for), explicitly linked to its English record (what the Add flows' linkToEnglish does).
 * Answers the new record's id.
 */
export async function createVersion(trx: Kysely<any>, planned: PlannedRecord, languageId: number): Promise<number> {
  const { entity, source, englishId, changes } = planned;
  if (entity.link === 'parent') {
    const reviews = reviewsRepository(trx);
    const parent = await reviews.findById(englishId);
    if (!parent) throw new Error(`English review ${englishId} disappeared during the import`);
    const { [entity.nameColumn]: name, ...rest } = changes;
    const id = await reviews.createChild(parent, { languageId, name: name?.trim() ? name : String(parent[entity.nameColumn]) });
    if (Object.keys(rest).length) await tableWriter(trx, entity.table, entity.idColumn).update(id, rest);
    return id;
  }
  const english = await trx.selectFrom(entity.table).selectAll().where(entity.idColumn, '=', englishId).executeTakeFirstOrThrow();
  const name = changes[entity.nameColumn]?.trim() ? changes[entity.nameColumn] : String(english[entity.nameColumn]);
  // What the record needs besides its texts is the English record's: the platform a cashback is for, its kind.
  const texts = translatedFields(entity.table);
  const copied = Object.fromEntries(requiredFields(entity.table).filter((f) => !texts.has(f) && f !== 'languageId' && f in english).map((f) => [f, english[f]]));
  const row = await tableWriter(trx, entity.table, entity.idColumn).insert({ ...copied, ...source.where, ...changes, [entity.nameColumn]: name, languageId });
  const id = Number(row[entity.idColumn]);
  await trx.insertInto('translation_links').values({ entity: entity.entity, recordId: id, languageId, englishId }).execute();
  await recordWrite(trx, 'update', entity.table, id, { languageId, translationOf: null }, { languageId, translationOf: englishId });
  return id;
}
