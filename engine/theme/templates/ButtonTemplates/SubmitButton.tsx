import { Button } from '@blueprintjs/core';
import {
  getUiOptions,
  type FormContextType,
  type RJSFSchema,
  type StrictRJSFSchema,
  type SubmitButtonProps,
  type UISchemaSubmitButtonOptions,
} from '@rjsf/utils';

/** The label of the submit button unless `ui:submitButtonOptions.submitText` says otherwise. */
export const DEFAULT_SUBMIT_TEXT = 'Save';

/**
 * The form's submit button: Blueprint, intent primary, "Save" unless `ui:submitButtonOptions.submitText` says
 * otherwise; disabled by `ui:submitButtonOptions.props.disabled` (rjsf sets it when the Form is `disabled`);
 * `norender` hides it.
 */
export default function SubmitButton<T = any, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = any>(
  props: SubmitButtonProps<T, S, F>,
) {
  const options = (getUiOptions<T, S, F>(props.uiSchema).submitButtonOptions ?? {}) as UISchemaSubmitButtonOptions;
  if (options.norender) return null;
  const { disabled, className, ...rest } = options.props ?? {};
  return (
    <div className="bo-submit" style={{ marginTop: 15 }}>
      <Button
        {...rest}
        type="submit"
        intent="primary"
        className={className}
        disabled={Boolean(disabled)}
        text={options.submitText ?? DEFAULT_SUBMIT_TEXT}
      />
    </div>
  );
}
