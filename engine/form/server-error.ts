import type { FormBody, Notice } from '../descriptor/types';
import type { ServerRefusal } from '../data/provider';
import { fieldsOf } from './parts';

/**
 * The specification's failure notice, then the server's reason: "An error has occured while updating review.
 * Another route …". A notice that places the reason itself with {error} keeps its own wording.
 */
export function failureNotice(notice: Notice, refusal: ServerRefusal): Notice {
  if (notice.message.includes('{error}')) return { ...notice, message: notice.message.replaceAll('{error}', refusal.message) };
  return { ...notice, message: `${notice.message} ${refusal.message}` };
}

/**
 * The form field a refusal names, with the message to show under it: "url" is the field url, "link.2" an element
 * of the list field link. The field's label starts the message ("URL is already used"). None when the form has no
 * such field: the notice alone then says it.
 */
export function refusedField(form: FormBody, refusal: ServerRefusal): { name: string; message: string } | undefined {
  if (!refusal.field) return undefined;
  const head = refusal.field.split('.')[0];
  const fields = fieldsOf(form.parts);
  const field = fields.find((f) => f.name === refusal.field) ?? fields.find((f) => f.name === head);
  if (!field) return undefined;
  return { name: field.name, message: refusal.reason ? `${field.label} ${refusal.reason}` : refusal.message };
}
