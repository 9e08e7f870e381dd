import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { matchKeyOf } from '../repositories/glossary';
import '../db/tables/glossary';
import '../db/tables/reference-data';
import '../db/tables/content-core';

const ENGLISH = 1;
type Origin = 'lender' | 'platform';

interface Named {
  origin: Origin;
  originId: number;
  name: string;
}

const keyOf = (origin: string, originId: number | null) => `${origin}:${originId}`;
const neverTranslated = (name: string) => matchKeyOf({ languageId: null, kind: 'neverTranslate', source: name });

/**
 * The names taken from the data (docs/translations.md "Glossary"): every lender's name (reference data) and every
 * platform's (an English review's name) is a term never translated, in every language. A name an editor's term (or
 * another taken name) already holds is not added twice; a renamed record renames its term, a deleted one removes it.
 * Answers whether the glossary changed.
 */
export async function syncSeededTerms(database: Kysely<Database>): Promise<boolean> {
  const db = database as unknown as Kysely<any>;
  return db.transaction().execute(async (trx) => {
    const lenders = await trx.selectFrom('lenders').select(['lenderID as id', 'lenderName as name']).execute();
    const platforms = await trx.selectFrom('reviews').select(['reviewId as id', 'name']).where('languageId', '=', ENGLISH).execute();
    const named: Named[] = [
      ...lenders.map((l: { id: number; name: string | null }) => ({ origin: 'lender' as const, originId: Number(l.id), name: (l.name ?? '').trim() })),
      ...platforms.map((p: { id: number; name: string | null }) => ({ origin: 'platform' as const, originId: Number(p.id), name: (p.name ?? '').trim() })),
    ].filter((n) => n.name && n.name.length <= 200);
    const wanted = new Map(named.map((n) => [keyOf(n.origin, n.originId), n]));

    const stored = await trx.selectFrom('glossary_terms').select(['termId', 'origin', 'originId', 'source', 'matchKey', 'version']).execute();
    const taken = new Set<string>(stored.map((t: { matchKey: string }) => t.matchKey));
    let changed = false;

    for (const term of stored.filter((t: { origin: string }) => t.origin !== 'editor')) {
      const want = wanted.get(keyOf(term.origin, term.originId));
      wanted.delete(keyOf(term.origin, term.originId));
      if (want && want.name === term.source) continue;
      taken.delete(term.matchKey);
      const matchKey = want && neverTranslated(want.name);
      if (!want || taken.has(matchKey!)) {
        await trx.deleteFrom('glossary_terms').where('termId', '=', term.termId).execute();
      } else {
        await trx.updateTable('glossary_terms').set({ source: want.name, matchKey, version: term.version + 1 }).where('termId', '=', term.termId).execute();
        taken.add(matchKey!);
      }
      changed = true;
    }
    for (const n of wanted.values()) {
      const matchKey = neverTranslated(n.name);
      if (taken.has(matchKey)) continue;
      await trx.insertInto('glossary_terms').values({ languageId: null, kind: 'neverTranslate', source: n.name, target: null, origin: n.origin, originId: n.originId, note: null, matchKey }).execute();
      taken.add(matchKey);
      changed = true;
    }
    return changed;
  });
}
