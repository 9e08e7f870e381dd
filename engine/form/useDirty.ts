import { useCallback, useEffect, useState } from 'react';

type Values = Record<string, unknown>;

/** Empty is empty whichever way a widget says it (undefined, null, ''); the rest compares as JSON. */
const normal = (value: unknown) => (value === undefined || value === null || value === '' ? null : JSON.stringify(value));

export function sameValues(a: Values, b: Values): boolean {
  if (a === b) return true;
  // The same value is the same without writing it out (a review's long text on every key).
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].every((key) => a[key] === b[key] || normal(a[key]) === normal(b[key]));
}

/**
 * Whether the editor has changed the form since it was loaded or saved. Until the editor's first change the
 * baseline follows the values, so what the form fills in by itself (rjsf defaults, a load) never counts.
 */
export function useDirty(values: Values, opened?: { baseline: Values; touched: boolean }) {
  // A form that opened with edits kept from before starts changed against the values they were made from.
  const [baseline, setBaseline] = useState(opened?.baseline ?? values);
  const [touched, setTouched] = useState(opened?.touched ?? false);
  useEffect(() => {
    if (!touched) setBaseline(values);
  }, [touched, values]);
  return {
    dirty: touched && !sameValues(values, baseline),
    /** The editor changed a field. */
    touch: useCallback(() => setTouched(true), []),
    /** Loaded or saved: the current values are the new baseline. */
    settle: useCallback(() => setTouched(false), []),
    /** Loaded with edits kept from before (a form's draft): changed against these values. */
    startFrom: useCallback((loaded: Values) => {
      setBaseline(loaded);
      setTouched(true);
    }, []),
    /** The values as loaded or last saved. */
    baseline,
  };
}
