/**
 * The characters that make a spreadsheet read a cell as a formula (OWASP, "CSV Injection"): `=`, `+`, `-`, `@`, a tab
 * and a carriage return at its start. The list export and the translation sheet escape such cells; an import refuses them.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Whether a spreadsheet would run this text as a formula. */
export const startsLikeFormula = (text: string): boolean => FORMULA_START.test(text);

/**
 * A cell's text as a spreadsheet should read it: one that would run as a formula gets a single quote in front, as
 * OWASP advises, so "=HYPERLINK(…)" in a record's name is shown, never run.
 */
export const escapeFormula = (text: string): string => (startsLikeFormula(text) ? `'${text}` : text);

/** The text a cell held before escapeFormula: a quote is taken off only where the escape put one. */
export const unescapeFormula = (text: string): string => (text.startsWith("'") && startsLikeFormula(text.slice(1)) ? text.slice(1) : text);
