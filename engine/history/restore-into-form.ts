import type { FormBody } from '../model/descriptor';
import { recordToValues } from '../form/record';

type Row = Record<string, unknown>;

/**
 * The form values an earlier version of the record brings back: the form reads both the stored record and the
 * earlier one as it reads any record (conversions, groups, computed values), and only what differs is taken.
 */
export function valuesOfVersion(form: FormBody, current: Row | null, earlier: Row): Record<string, unknown> {
  const now = recordToValues(form, current);
  const then = recordToValues(form, earlier);
  return Object.fromEntries(Object.entries(then).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(now[key])));
}
