import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { Errors, invalidField, notFound } from '../errors';
import { recordWrite } from '../writes/audit-entry';
import type { TranslatableEntity } from './entities';
import { familyRepository } from './family-repository';
import '../db/tables/translation-links';

/**
 * The explicit link of a record to its English record. Its change is logged as a field of the
 * record (`translationOf`), as a route's links are logged as the route's `link`.
 */
export function linkRepository(database: Kysely<Database>) {
  const db = database as unknown as Kysely<any>;
  const families = familyRepository(database);

  const current = async (e: TranslatableEntity, id: number): Promise<number | null> =>
    (await db.selectFrom('translation_links').select('englishId').where('entity', '=', e.entity).where('recordId', '=', id).executeTakeFirst())?.englishId ?? null;

  const logChange = (trx: Kysely<any>, e: TranslatableEntity, id: number, languageId: number, before: number | null, after: number | null) =>
    recordWrite(trx, 'update', e.table, id, { languageId, translationOf: before }, { languageId, translationOf: after });

  return {
    /** Links a record in another language to an English record; refuses a second version of one language. */
    link: async (e: TranslatableEntity, id: number, englishId: number, languageId: number) => {
      const english = await families.rowOf(e, englishId);
      if (!english) throw invalidField('englishId', `names no ${e.entity} record (${englishId})`);
      if (english.languageId !== 1) throw invalidField('englishId', `must name an English ${e.entity} record; ${englishId} is in language ${english.languageId}`);
      const taken = (await families.versionsOf(e, englishId)).find((v) => v.languageId === languageId && v.id !== id);
      if (taken) throw new Errors.Conflict(`${e.entity} ${englishId} already has a version in language ${languageId} (${e.entity} ${taken.id} "${taken.name}")`);
      const before = await current(e, id);
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('translation_links').where('entity', '=', e.entity).where('recordId', '=', id).execute();
        await trx.insertInto('translation_links').values({ entity: e.entity, recordId: id, languageId, englishId }).execute();
        if (before !== englishId) await logChange(trx, e, id, languageId, before, englishId);
      });
    },
    /** Removes the explicit link; 404 when the record has none. */
    unlink: async (e: TranslatableEntity, id: number, languageId: number) => {
      const before = await current(e, id);
      if (before === null) throw notFound(`Explicit link of ${e.entity}`, id);
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('translation_links').where('entity', '=', e.entity).where('recordId', '=', id).execute();
        await logChange(trx, e, id, languageId, before, null);
      });
    },
  };
}
