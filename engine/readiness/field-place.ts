import type { FormBody } from '../model/descriptor';
import { fieldsOf, groupsOf } from '../model/parts';

/** The form's label of each field it draws, its groups' items included (a review's SERP Description). */
export function fieldLabels(form: FormBody): Map<string, string> {
  const labels = new Map<string, string>();
  for (const field of fieldsOf(form.parts)) labels.set(field.name, field.label);
  for (const group of groupsOf(form.parts)) for (const item of group.items as { name?: string; label: string }[]) if (item.name) labels.set(item.name, item.label);
  return labels;
}

/**
 * Takes the editor to a field of the form drawn in `root`: its control (rjsf names it root_…_field) brought into
 * sight and focused. False when the form draws no such control.
 */
export function goToField(root: HTMLElement | null, field: string): boolean {
  const controls = root?.querySelectorAll<HTMLElement>(`[id^="root"][id$="_${CSS.escape(field)}"]`);
  const control = controls && [...controls].find((c) => c.matches('input, textarea, select, [contenteditable="true"], button'));
  const target = control ?? controls?.[0];
  if (!target) return false;
  target.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  target.focus({ preventScroll: true });
  return true;
}
