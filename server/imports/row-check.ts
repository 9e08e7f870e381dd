import type { ValidateFunction } from 'ajv';
import { makeAjv } from '../plugins/validation';
import { ownMessage } from '../lib/own-message';
import { fieldMessage, fieldOfError } from '../../shared/field-messages';
import type { ImportFamily } from './import-family';

const ajv = makeAjv({ coerceTypes: false, removeAdditional: false, verbose: true });
const compiled = new WeakMap<Pick<ImportFamily, 'schema'>, ValidateFunction>();

/**
 * Checks a row's record against the family's save call's own body schema (an import's, or a bulk change's): a refusal says what that call answers
 * (the back office's own message where the schema carries one: "Please select country."), otherwise what the form
 * shows under the field ("Up to 200 characters."), after the column's label.
 */
export function checkRow(family: Pick<ImportFamily, 'schema'>, record: Record<string, unknown>, labelOf: (field: string) => string): { field: string; message: string } | null {
  let validate = compiled.get(family);
  if (!validate) compiled.set(family, (validate = ajv.compile(family.schema)));
  if (validate(record)) return null;
  const errors = validate.errors ?? [];
  const first = errors[0];
  // The own messages say a value is missing ("Lender name is required field."); a text too long is said as the form says it.
  const own = first.keyword === 'maxLength' ? null : ownMessage(errors);
  if (own) return { field: own.field, message: own.message };
  const field = fieldOfError(first);
  return { field, message: `${labelOf(field)}: ${fieldMessage(first)}` };
}
