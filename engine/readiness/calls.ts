import type { CallSpec } from '../model/descriptor';

/** The list's readiness: every record of the family in the screen's language (docs/server.md, "Readiness"). */
export const familyReadinessCall = (family: string): CallSpec => ({ path: `/Readiness/${family}`, query: { languageId: '{language}' } });

/** One record's readiness with its findings, for the editor's panel. */
export const recordReadinessCall = (family: string): CallSpec => ({ path: `/Readiness/${family}/{record.id}` });
