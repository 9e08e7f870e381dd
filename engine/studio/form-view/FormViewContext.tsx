import { createContext, useContext } from 'react';
import type { Json } from './edits';

/** What every control of the form view needs: the raw descriptor, the way to change it, and whether it may. */
export interface FormViewEditing {
  value: Json;
  /** Gives the form view's owner the descriptor an edit answers (a new object; the one shown is never changed). */
  change(edit: (descriptor: Json) => Json): void;
  readOnly: boolean;
}

export const FormViewContext = createContext<FormViewEditing | null>(null);

export function useFormViewEditing(): FormViewEditing {
  const editing = useContext(FormViewContext);
  if (!editing) throw new Error('a form view control is drawn outside DescriptorFormView');
  return editing;
}
