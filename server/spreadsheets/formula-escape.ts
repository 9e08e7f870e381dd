/**
 * The first characters by which a spreadsheet reads a CSV cell as a formula (OWASP, CSV injection): such a cell is
 * written with a leading single quote, which spreadsheets show as text and do not run.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function escapeFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** The text a cell held before escapeFormula: a quote is taken off only where the escape put one. */
export function unescapeFormula(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}
