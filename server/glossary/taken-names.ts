import type { GlossaryTerm } from '../../shared/glossary/terms';
import { Errors, invalidField } from '../errors';
import type { GlossaryValues } from '../repositories/glossary';

// What an editor may not do to a name taken from the data (a lender's, a platform's): it follows its record, so a
// change or a delete here would be undone by the next save there (server/glossary/seeded-terms.ts).

const takenFrom = (term: Pick<GlossaryTerm, 'origin'>) => (term.origin === 'lender' ? "lender's" : "platform's");

/** Its English term and kind stay as the record gives them: 400 naming the field. */
export function refuseRenamingTakenName(stored: GlossaryTerm, values: GlossaryValues): void {
  if (stored.origin !== 'editor' && (values.source.trim() !== stored.source || values.kind !== stored.kind)) {
    throw invalidField('source', `is taken from the ${takenFrom(stored)} name: rename the ${stored.origin} instead`);
  }
}

/** It stays while its record does: 409, saying when it goes. DELETE /Glossary and a bulk delete both refuse so. */
export function refuseDeletingTakenName(term: Pick<GlossaryTerm, 'origin' | 'source'>): void {
  if (term.origin !== 'editor') throw new Errors.Conflict(`The name "${term.source}" is taken from the ${term.origin === 'lender' ? "lenders' reference data" : "platform's English review"}: it goes when that record is deleted`);
}
