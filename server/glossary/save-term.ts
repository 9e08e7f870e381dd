import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { GLOSSARY_TERM_MAX } from '../../shared/glossary/terms';
import { Errors, invalidField, notFound } from '../errors';
import { pick } from '../repositories/crud';
import { GLOSSARY_FIELDS, glossaryRepository, matchKeyOf, type GlossaryRepository, type GlossaryValues } from '../repositories/glossary';
import { refuseRenamingTakenName } from './taken-names';

export type TermBody = GlossaryValues & { termId?: number };

/** Refuses by name what the schema cannot say alone: the language a kind allows, the translation a kind needs, a duplicate. */
export async function refusedTerm(glossary: GlossaryRepository, values: GlossaryValues, except?: number): Promise<void> {
  if (values.languageId === null && values.kind !== 'neverTranslate') throw invalidField('languageId', 'must name a language (2, 3, 4 or 6): only a name never translated holds for every language');
  const target = values.target?.trim() ?? '';
  if (values.kind !== 'neverTranslate' && !target) throw invalidField('target', `is required for a ${values.kind === 'fixed' ? 'fixed' : 'forbidden'} term`);
  if (values.source.trim().length > GLOSSARY_TERM_MAX) throw invalidField('source', `must not be longer than ${GLOSSARY_TERM_MAX} characters`);
  const duplicate = await glossary.duplicateOf(values, except);
  if (duplicate) throw Object.assign(new Errors.Conflict(`source duplicates the term "${duplicate.source}" (${duplicate.termId}) of the same language and kind`), { field: 'source', reason: 'duplicate' });
}

/** The values a body states; a language left out is none (a name kept in every language). */
export const termValues = (b: TermBody): GlossaryValues => {
  const stated = pick(b, GLOSSARY_FIELDS) as GlossaryValues;
  return { ...stated, target: stated.target ?? null, note: stated.note ?? null, languageId: b.languageId ?? null };
};

/** The values to store: texts trimmed, a never-translated name without a translation. */
export const cleanedTerm = (values: GlossaryValues): GlossaryValues & { matchKey: string } => {
  const source = values.source.trim().replace(/\s+/g, ' ');
  const target = values.kind === 'neverTranslate' ? null : (values.target?.trim() || null);
  const note = values.note?.trim() || null;
  return { ...values, source, target, note, matchKey: matchKeyOf({ ...values, source }) };
};

/**
 * The save of the term form, one term at the version it was read at: the editor's right in its language (and in a new
 * one), a name taken from the data kept as it is, the checks of its kind, then the write through the table writer,
 * whose noted write brings the glossary's breaches up to date once the call has answered (server/plugins/glossary.ts).
 * PUT /Glossary and a bulk change of terms (server/bulk/) both run it, inside their transaction.
 */
export function glossaryTermSaver(db: Kysely<Database>) {
  const glossary = glossaryRepository(db);
  return async (req: FastifyRequest, body: TermBody) => {
    const termId = body.termId!;
    const stored = await glossary.findById(termId);
    if (!stored) throw notFound('Glossary term', termId);
    await req.authorize(stored.languageId);
    const values = termValues(body);
    if (values.languageId !== stored.languageId) await req.authorize(values.languageId);
    refuseRenamingTakenName(stored, values);
    await refusedTerm(glossary, values, termId);
    await glossary.update(termId, cleanedTerm(values));
    return (await glossary.findById(termId))!;
  };
}
