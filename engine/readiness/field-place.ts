import type { FormBody } from '../model/descriptor';
import { fieldsOf, groupsOf } from '../model/parts';

/** The form's label of each field it draws, its groups' items included (a review's SERP Description). */
export function fieldLabels(form: FormBody): Map<string, string> {
  const labels = new Map<string, string>();
  for (const field of fieldsOf(form.parts)) labels.set(field.name, field.label);
  for (const group of groupsOf(form.parts)) for (const item of group.items as { name?: string; label: string }[]) if (item.name) labels.set(item.name, item.label);
  return labels;
}

// What takes the typing first: a rich-text field's editor (not its toolbar's selects and buttons), a box or a list;
// then a button (an image picker).
const CONTROLS = ['[contenteditable="true"]', 'input:not([type="hidden"]), textarea, select', 'button'];

/**
 * Takes the editor to a field of the form drawn in `root`: its control brought into sight and focused. A control's
 * id is its path in the form, the field's name one of its parts (root_section6_serpTitle, a group's
 * root_section6_group0_row1_serp__serpDescription__1). False when the form draws no such control (`typedOnly`: no
 * control that takes typing, while a rich-text editor's code is still loading and only its toolbar is drawn).
 */
export function goToField(root: HTMLElement | null, field: string, typedOnly = false): boolean {
  const named = [...(root?.querySelectorAll<HTMLElement>('[id^="root"]') ?? [])].filter((element) => element.id.split('_').includes(field));
  // Only a control the page shows: not one in a tab not open yet (its panel hidden), nor a toolbar's file input.
  const shown = (element: HTMLElement) => !element.closest('[hidden], [aria-hidden="true"]') && !element.matches('[type="file"]');
  const target = (typedOnly ? CONTROLS.slice(0, 2) : CONTROLS)
    .map((control) => [...named.filter((element) => element.matches(control)), ...named.flatMap((element) => [...element.querySelectorAll<HTMLElement>(control)])].find(shown))
    .find(Boolean);
  if (!target) return false;
  target.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  target.focus({ preventScroll: true });
  return true;
}
