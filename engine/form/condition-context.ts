import { useMemo, useRef } from 'react';
import type { FormBody } from '../model/descriptor';
import { sourcesOf } from '../registry/choice-sources';
import type { ConditionContext } from './parts';

/** Every field a condition of the form names (showIf, requiredIf, readOnlyIf, nullIf, a rule's if, an embed's showIf…). */
function conditionFields(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((item) => conditionFields(item, found));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if ((key === 'field' || key === 'ownAccount') && typeof value === 'string') found.add(value);
      else conditionFields(value, found);
    }
  }
  return found;
}

/**
 * Which value keys decide what the form's schema is: the fields its conditions read, and the fields with a
 * choice list (a stored value missing from the list is added to it), a fixed group's slots by their item.
 */
export function schemaInputs(form: FormBody): (key: string) => boolean {
  const keys = conditionFields(form);
  for (const source of sourcesOf(form.parts)) keys.add(source.key);
  const known = new Map<string, boolean>();
  return (key) => {
    let input = known.get(key);
    if (input === undefined) known.set(key, (input = keys.has(key) || keys.has(key.replace(/__\d+$/, ''))));
    return input;
  };
}

/**
 * The context conditions are judged in, kept while nothing it is read for changes: a key typed into a text
 * field leaves it (and the schema built from it) as it was. Its `values` are current for the keys
 * `schemaInputs` names, which are the only ones conditions and the schema read.
 */
export function useConditionContext(
  form: FormBody,
  { language, isNew, values, signedIn }: { language: number; isNew: boolean; values: Record<string, unknown>; signedIn: NonNullable<ConditionContext['signedIn']> },
): ConditionContext {
  const isInput = useMemo(() => schemaInputs(form), [form]);
  const read = JSON.stringify(Object.keys(values).filter(isInput).map((key) => [key, values[key]]));
  const { userId, isAdministrator } = signedIn;
  // `may` is a new function on every render, yet answers alike while the user and the language stay: read the latest.
  const may = useRef(signedIn.may);
  may.current = signedIn.may;
  return useMemo(
    () => ({ language, isNew, values, signedIn: { userId, isAdministrator, may: (dataType: string) => may.current?.(dataType) ?? false } }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [form, language, isNew, read, userId, isAdministrator],
  );
}
