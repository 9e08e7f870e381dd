import { useCallback, type ChangeEvent, type FocusEvent } from 'react';
import { Checkbox } from '@blueprintjs/core';
import {
  ariaDescribedByIds,
  labelValue,
  schemaRequiresTrueValue,
  type FormContextType,
  type RJSFSchema,
  type StrictRJSFSchema,
  type WidgetProps,
} from '@rjsf/utils';

/** `checkbox`: a Blueprint `Checkbox` carrying the field's label (the FieldTemplate shows none for it). */
export default function CheckboxWidget<
  T = any,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = any,
>(props: WidgetProps<T, S, F>) {
  const { id, htmlName, value, schema, label, hideLabel, required, disabled, readonly, autofocus } = props;
  const { onChange, onBlur, onFocus } = props;
  const handleChange = useCallback((e: ChangeEvent<HTMLInputElement>) => onChange(e.target.checked), [onChange]);
  const handleBlur = useCallback((e: FocusEvent<HTMLInputElement>) => onBlur(id, e.target.checked), [onBlur, id]);
  const handleFocus = useCallback((e: FocusEvent<HTMLInputElement>) => onFocus(id, e.target.checked), [onFocus, id]);
  const mustBeTrue = required && schemaRequiresTrueValue<S>(schema);
  return (
    <Checkbox
      id={id}
      name={htmlName || id}
      checked={value === true}
      required={mustBeTrue}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      labelElement={labelValue(
        <span>
          {label}
          {mustBeTrue && <span className="bp6-text-muted"> *</span>}
        </span>,
        hideLabel,
      )}
      onChange={handleChange}
      onBlur={handleBlur}
      onFocus={handleFocus}
      aria-describedby={ariaDescribedByIds(id)}
    />
  );
}
