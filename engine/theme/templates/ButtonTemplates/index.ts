import type { FormContextType, RJSFSchema, StrictRJSFSchema, TemplatesType } from '@rjsf/utils';
import AddButton from './AddButton';
import { ClearButton, CopyButton, MoveDownButton, MoveUpButton, RemoveButton } from './IconButton';
import SubmitButton from './SubmitButton';

/** The theme's buttons: Blueprint submit (intent primary, "Save"), add, and the array row icon buttons. */
export function generateButtonTemplates<
  T = any,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = any,
>(): TemplatesType<T, S, F>['ButtonTemplates'] {
  return { SubmitButton, AddButton, CopyButton, MoveDownButton, MoveUpButton, RemoveButton, ClearButton };
}

export { AddButton, ClearButton, CopyButton, MoveDownButton, MoveUpButton, RemoveButton, SubmitButton };
export default generateButtonTemplates;
