import type { ErrorObject } from 'ajv';
import checks from 'virtual:entity-checks';

export type EntityCheck = (body: unknown) => Record<string, string>;

/** The message an editor reads for one broken constraint of the entity schema. */
function message(error: ErrorObject): string {
  const p = error.params as Record<string, any>;
  switch (error.keyword) {
    case 'required':
      return 'Required.';
    case 'maxLength':
      return `Up to ${p.limit} characters.`;
    case 'minLength':
      return 'Required.';
    case 'pattern':
      // "\\S" is how the schemas say "not blank"; any other pattern is a format the text must follow.
      return p.pattern === '\\S' ? 'Required.' : 'Not in the expected form.';
    case 'format':
      return 'Not in the expected form.';
    case 'type':
      if (/number|integer/.test(String(p.type))) return 'Must be a number';
      return /boolean/.test(String(p.type)) ? 'Must be yes or no.' : 'Must be text.';
    case 'minimum':
      return `At least ${p.limit}.`;
    case 'maximum':
      return `At most ${p.limit}.`;
    case 'multipleOf':
      return `In steps of ${p.multipleOf}.`;
    case 'enum':
      return 'Choose one of the listed values.';
    case 'additionalProperties':
      return 'is not a known field';
    default:
      return error.message ?? 'is not valid';
  }
}

/** The field an error is about: the missing one, the unknown one, or the one at its path. */
const fieldOf = (error: ErrorObject) =>
  (error.params as { missingProperty?: string }).missingProperty ??
  (error.params as { additionalProperty?: string }).additionalProperty ??
  error.instancePath.replace(/^\//, '').split('/')[0];

/**
 * The server's check of a record body, from the same schemas/<entity>.json, precompiled at build and loaded
 * when first needed: field → message, empty when the body passes.
 */
export async function loadEntityCheck(entity: string): Promise<EntityCheck> {
  const load = checks[entity];
  if (!load) throw new Error(`no entity schema schemas/${entity}.json`);
  const validate = (await load()).default;
  return (body) => {
    if (validate(body)) return {};
    const errors: Record<string, string> = {};
    for (const error of validate.errors ?? []) errors[fieldOf(error)] ??= message(error);
    return errors;
  };
}
