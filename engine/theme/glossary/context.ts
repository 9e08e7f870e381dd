import { createContext, useContext } from 'react';
import type { CheckedTerm } from '../../../shared/glossary/check';

/**
 * What the glossary's check of a field needs, given by the form's view for a record in another language than
 * English: the terms that hold in its language and the English record's values, field by field.
 */
export interface GlossaryChecks {
  terms: CheckedTerm[];
  english: Record<string, unknown>;
}

export const GlossaryChecksContext = createContext<GlossaryChecks | null>(null);

export const useGlossaryChecks = () => useContext(GlossaryChecksContext);
