/**
 * The record a form's load call answers, as its `pick` says (engine/form/load.ts): an array's first or last element,
 * any other answer as it is; null where there is no record (an empty array, null, a value that is not an object).
 */
export function pickedRecord(answer: unknown, pick?: 'first' | 'last' | 'object'): Record<string, unknown> | null {
  const record = Array.isArray(answer) && (pick === 'first' || pick === 'last') ? answer.at(pick === 'first' ? 0 : -1) : answer;
  return record && typeof record === 'object' && !Array.isArray(record) ? (record as Record<string, unknown>) : null;
}
