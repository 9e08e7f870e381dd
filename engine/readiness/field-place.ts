import type { FormBody } from '../model/descriptor';
import { fieldsOf, groupsOf } from '../model/parts';

/** The form's label of each field it draws, its groups' items included (a review's SERP Description). */
export function fieldLabels(form: FormBody): Map<string, string> {
  const labels = new Map<string, string>();
  for (const field of fieldsOf(form.parts)) labels.set(field.name, field.label);
  for (const group of groupsOf(form.parts)) for (const item of group.items as { name?: string; label: string }[]) if (item.name) labels.set(item.name, item.label);
  return labels;
}

const CONTROL = 'input:not([type="hidden"]), textarea, select, [contenteditable="true"], button';

/**
 * Takes the editor to a field of the form drawn in `root`: its control brought into sight and focused. A control's
 * id is its path in the form, the field's name one of its parts (root_section6_serpTitle, a group's
 * root_section6_group0_row1_serp__serpDescription__1). False when the form draws no such control.
 */
export function goToField(root: HTMLElement | null, field: string): boolean {
  const named = [...(root?.querySelectorAll<HTMLElement>('[id^="root"]') ?? [])].filter((element) => element.id.split('_').includes(field));
  const target = named.find((element) => element.matches(CONTROL)) ?? named.map((element) => element.querySelector<HTMLElement>(CONTROL)).find(Boolean);
  if (!target) return false;
  target.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  target.focus({ preventScroll: true });
  return true;
}
