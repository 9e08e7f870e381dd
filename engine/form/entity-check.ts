import { fieldMessage as message, fieldOfError as fieldOf } from '../../shared/field-messages';
import checks from 'virtual:entity-checks';

export type EntityCheck = (body: unknown) => Record<string, string>;

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
