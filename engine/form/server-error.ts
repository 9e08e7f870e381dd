import type { FormBody, GroupItem, Notice } from '../model/descriptor';
import type { ServerRefusal } from '../data/provider';
import { slotKey, storageOf } from './parts';
import { fieldsOf, groupsOf } from '../model/parts';

type Row = Record<string, any>;

/**
 * The specification's failure notice, then the server's reason: "An error has occured while updating review.
 * Another route …". A notice that places the reason itself with {error} keeps its own wording.
 */
export function failureNotice(notice: Notice, refusal: ServerRefusal): Notice {
  // A reason that only repeats the notice ('Invalid credentials.' twice) is said once.
  if (refusal.message.trim() === notice.message.trim()) return notice;
  if (notice.message.includes('{error}')) return { ...notice, message: notice.message.replaceAll('{error}', refusal.message) };
  return { ...notice, message: `${notice.message} ${refusal.message}` };
}

/**
 * The slot of a fixed group (settings attributes) that a sent list element fills: its item is the one whose own
 * properties (settingsDataTypeId) the element carries, its row the element's index.
 */
function slotOf(form: FormBody, list: string, sent: Row | undefined): { name: string; item: GroupItem } | undefined {
  if (!sent || typeof sent.index !== 'number') return undefined;
  for (const group of groupsOf(form.parts).filter((g) => g.name === list)) {
    const storage = storageOf(group);
    const keys = Object.keys(storage.itemParams ?? {});
    if (storage.layout !== 'fixed' || !keys.length) continue;
    const item = group.items.find((i) => keys.every((k) => String((i as Row)[k]) === String(sent[k])));
    if (item) return { name: slotKey(group, storage.itemKey(item), sent.index), item };
  }
  return undefined;
}

/**
 * The form value a refusal names, with the message to show under it: "url" is the field url, "link.2" an element
 * of the list field link, "settingsAttributes.3.value" the attribute slot the fourth sent element fills. The
 * label starts the message ("Route is already used"). None when the form has no such field: the notice alone
 * then says it.
 */
export function refusedField(form: FormBody, refusal: ServerRefusal, body: Row = {}): { name: string; message: string } | undefined {
  if (!refusal.field) return undefined;
  const message = (label: string) => (refusal.reason ? `${label} ${refusal.reason}` : refusal.message);
  const [head, position] = refusal.field.split('.');
  const fields = fieldsOf(form.parts);
  const field = fields.find((f) => f.name === refusal.field) ?? fields.find((f) => f.name === head);
  if (field) return { name: field.name, message: message(field.label) };
  const slot = slotOf(form, head, Array.isArray(body[head]) ? body[head][Number(position)] : undefined);
  return slot && { name: slot.name, message: message(slot.item.label) };
}
