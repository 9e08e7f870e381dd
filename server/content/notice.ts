import { Errors } from '../errors';

/**
 * A 400 whose message is the back office's own notice (e.g. 'Select URL from
 * dropdown.'), so the screen can show it as is, while still naming the field.
 */
export function notice(field: string, message: string) {
  return Object.assign(new Errors.Invalid(message), { field, reason: message });
}
