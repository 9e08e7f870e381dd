import { sameValues } from './useDirty';

type Values = Record<string, unknown>;

/** The fields whose value differs from the one loaded or last saved, compared as the unsaved-changes guard compares them. */
export function changedFields(values: Values, baseline: Values): Set<string> {
  const names = new Set([...Object.keys(values), ...Object.keys(baseline)]);
  return new Set([...names].filter((name) => !sameValues({ [name]: values[name] }, { [name]: baseline[name] })));
}
