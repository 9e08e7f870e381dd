/** The ids of a comma-joined list such as "12, 15,3" (platforms, popular articles); empty text gives none. */
export function parseIds(text: string | null | undefined): number[] {
  if (!text) return [];
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map(Number);
}

/** The list stored without the spaces a client may have put in ("12, 15" → "12,15"); null stays null. */
export function normalizeIds(text: string | null): string | null {
  return text === null ? null : parseIds(text).join(',');
}
