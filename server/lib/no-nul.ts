/**
 * Finds the first text value containing a NUL character, and answers its path ("0.question", "body").
 * PostgreSQL cannot store one in text, SQLite would, so both refuse it up front with the same 400.
 * Arrays are walked by index and a path is built only for the value found: a body of a million
 * elements must cost a loop, not a million strings.
 */
export function fieldWithNul(value: unknown): string | null {
  const found = nulPath(value);
  return found ? found.reverse().join('.') || 'body' : null;
}

/** The path to the first NUL, innermost key first (built on the way back up), or null. */
function nulPath(value: unknown): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? [] : null;
  if (!value || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = nulPath(value[i]);
      if (found) return (found.push(String(i)), found);
    }
    return null;
  }
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const found = nulPath((value as Record<string, unknown>)[key]);
    if (found) return (found.push(key), found);
  }
  return null;
}
