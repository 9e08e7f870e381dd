/** What one imported file may hold: larger files are refused with these numbers in the reason, before any row is read. */
export const MAX_SHEET_BYTES = 5 * 1024 * 1024;
export const MAX_SHEET_ROWS = 20_000;
