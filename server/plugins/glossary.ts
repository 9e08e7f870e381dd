import fp from 'fastify-plugin';
import { TRANSLATABLE_ENTITIES } from '../translations/entities';
import { glossaryChecker } from '../glossary/checker';
import { syncSeededTerms } from '../glossary/seeded-terms';
import type { Written } from '../writes/after-writes';

/** What the glossary follows besides the translated records: its own terms, and the names its seeded terms are taken from. */
const TERMS = 'glossary_terms';
const NAMED = new Set(['lenders', 'reviews']);

/**
 * The glossary's derived state (docs/translations.md "Glossary"): the names taken from the data are in it once the
 * server has started (the demo content included), and the breaches kept for readiness follow every write of a
 * translated record, of an English one (its versions), of a lender or platform name and of the glossary itself.
 */
export default fp(
  async (app) => {
    const checker = glossaryChecker(app.db);

    const follow = async (written: Written) => {
      const tables = new Set(written.map((w) => w.table));
      const renamed = [...tables].some((t) => NAMED.has(t)) && (await syncSeededTerms(app.db));
      if (renamed || tables.has(TERMS)) return checker.all();
      for (const entity of TRANSLATABLE_ENTITIES) {
        const ids = written.filter((w) => w.table === entity.table).flatMap((w) => w.ids.map(Number)).filter(Number.isInteger);
        if (ids.length) await checker.records(entity, [...new Set(ids)]);
      }
    };
    app.afterWrites.on('glossary', follow);

    // Once every plugin has started (the demo content loaded): the names taken from the data, and the breaches
    // checked when the glossary changed since, or were never checked on this database.
    app.addHook('onReady', async () => {
      const changed = await syncSeededTerms(app.db);
      const checked = await app.db.selectFrom('meta').select('value').where('key', '=', 'glossaryCheckedAt').executeTakeFirst();
      if (!changed && checked) return;
      await checker.all();
      const at = new Date().toISOString();
      if (checked) await app.db.updateTable('meta').set({ value: at }).where('key', '=', 'glossaryCheckedAt').execute();
      else await app.db.insertInto('meta').values({ key: 'glossaryCheckedAt', value: at }).execute();
    });
  },
  { name: 'glossary', dependencies: ['database', 'writes'] },
);
