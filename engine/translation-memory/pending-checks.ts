import type { Marks } from './marks';

/**
 * The marks of a record being added, from the form's controller hook (useMemoryChecks) to the save step that records
 * them once the record exists (the `memoryChecks` save hook): a save hook runs outside React and reads the form's
 * values, not its state. One form is added at a time; each form files its marks under its own key.
 */
const pending = new Map<string, Marks>();

export const pendingChecks = {
  set(form: string, marks: Marks): void {
    if (Object.keys(marks).length) pending.set(form, marks);
    else pending.delete(form);
  },
  /** The marks filed for the form, taken: a second save of the same dialog records nothing twice. */
  take(form: string): Marks {
    const marks = pending.get(form) ?? {};
    pending.delete(form);
    return marks;
  },
  clear(form: string): void {
    pending.delete(form);
  },
};
