import { Errors } from '../../errors';

/** A 400 whose message is the spec's own wording (shown to the editor as is), naming the field. */
export function refuse(field: string, message: string) {
  return Object.assign(new Errors.Invalid(message), { field, reason: message });
}
