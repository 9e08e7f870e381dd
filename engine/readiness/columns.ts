import type { Column, ListBody } from '../model/descriptor';

/**
 * The readiness column a list shows when its descriptor declares `readiness` (a capability of the list kind, never
 * written per screen): each row's state in the list's language, drawn by the `readiness` display format.
 */
export function readinessColumns(list: ListBody): Column[] {
  if (!list.readiness) return [];
  return [{ label: 'Readiness', field: list.rowKey, format: 'readiness', family: list.readiness.family } as Column];
}
