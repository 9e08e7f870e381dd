type Json = Record<string, any>;

/**
 * A stored value as the entity's property types it: SQLite keeps booleans as 1 and 0, so a fact is compared
 * and answered as its schema says.
 */
export function typedValue(property: Json | undefined, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  const types = ([] as string[]).concat(property?.type ?? []);
  if (types.includes('boolean') && typeof value === 'number') return value !== 0;
  if ((types.includes('number') || types.includes('integer')) && typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return value;
}

/** The same fact value, once both are typed (null and a missing value are the same). */
export function sameFact(property: Json | undefined, a: unknown, b: unknown): boolean {
  return typedValue(property, a) === typedValue(property, b);
}
