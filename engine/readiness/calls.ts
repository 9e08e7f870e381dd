import type { CallSpec } from '../model/descriptor';

/** The list's readiness: every record of the family in the screen's language (docs/server.md, "Readiness"). */
export const familyReadinessCall = (family: string): CallSpec => ({ path: `/Readiness/${family}`, query: { languageId: '{language}' } });

/**
 * One record's readiness with its findings, for the editor's panel, naming the record by its form's id field: the form
 * opens with it, read as soon as its record is here (engine/descriptor/form-reads.ts), so the panel is drawn with the
 * form rather than pushing it down a moment later.
 */
export const recordReadinessCall = (family: string, idField: string): CallSpec => ({ path: `/Readiness/${family}/{record.${idField}}` });

/**
 * The same read as a form opens with it: where the form's load names the route parameter holding its record's id
 * (`load.idParam`), by that parameter, so it goes out with the record's own read instead of a round after it; the URL
 * is the one the form's panel reads, which then finds it read.
 */
export const openingReadinessCall = (family: string, idField: string, idParam?: string): CallSpec =>
  idParam ? { path: `/Readiness/${family}/{param.${idParam}}` } : recordReadinessCall(family, idField);
