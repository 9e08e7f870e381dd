/**
 * The characters that make a spreadsheet read a cell as a formula (OWASP, "CSV Injection"): `=`, `+`, `-`, `@`, a tab
 * and a carriage return at its start.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell's text as a spreadsheet should read it: one that would run as a formula gets a single quote in front, as
 * OWASP advises, so "=HYPERLINK(…)" in a record's name is shown, never run. Both formats write it so.
 */
export const escapeFormula = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);
