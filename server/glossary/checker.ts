import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { GlossaryBreach, GlossaryTerm } from '../../shared/glossary/terms';
import { glossaryBreaches, termsForLanguage } from '../../shared/glossary/check';
import { TRANSLATABLE_ENTITIES, type TranslatableEntity } from '../translations/entities';
import { glossaryRepository } from '../repositories/glossary';
import { glossaryBreachesRepository } from './breaches-repository';
import { recordTexts } from './record-texts';

/** Records checked at once: their texts are held in memory together. */
const BATCH = 200;

/**
 * Keeps the breaches of glossary terms current (docs/translations.md "Glossary"): a translated record is checked
 * against its English record when either is written, and every record when the glossary changes.
 */
export function glossaryChecker(db: Kysely<Database>) {
  const terms = glossaryRepository(db);
  const breaches = glossaryBreachesRepository(db);
  const texts = recordTexts(db);

  async function check(entity: TranslatableEntity, ids: number[], glossary: GlossaryTerm[]): Promise<void> {
    for (let i = 0; i < ids.length; i += BATCH) {
      const batch = ids.slice(i, i + BATCH);
      const found = new Map<number, GlossaryBreach[]>(batch.map((id) => [id, []]));
      for (const record of await texts.of(entity, batch)) {
        const own = termsForLanguage(glossary, record.languageId);
        found.set(record.id, record.fields.flatMap(({ field, english, target }) => glossaryBreaches(field, own, english, target)));
      }
      await breaches.replace(found, entity.entity);
    }
  }

  return {
    /** Checks the records written (ids of the family's table) and, for English ones, their versions. */
    records: async (entity: TranslatableEntity, ids: number[]): Promise<void> => {
      const english = await texts.englishAmong(entity, ids);
      const versions = await texts.versionIdsOf(entity, english);
      await check(entity, [...new Set([...ids, ...versions])], await terms.all());
    },
    /** Checks every translated record again: the glossary changed. */
    all: async (): Promise<void> => {
      const glossary = await terms.all();
      await breaches.clear();
      for (const entity of TRANSLATABLE_ENTITIES) await check(entity, await texts.translatedIds(entity), glossary);
    },
  };
}
