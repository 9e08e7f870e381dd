import { useCallback, type ChangeEvent, type FocusEvent } from 'react';
import { useHeldText } from '../typing/useHeldText';
import { PlainInput } from './PlainInput';
import {
  ariaDescribedByIds,
  getInputProps,
  type BaseInputTemplateProps,
  type FormContextType,
  type RJSFSchema,
  type StrictRJSFSchema,
} from '@rjsf/utils';

/**
 * The box behind the text, number, password and other `<input>` widgets, as Blueprint's `InputGroup` draws it
 * (PlainInput). Empty text becomes `options.emptyValue` (undefined unless the uiSchema says otherwise).
 */
export default function BaseInputTemplate<
  T = any,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = any,
>(props: BaseInputTemplateProps<T, S, F>) {
  const {
    id,
    name,
    htmlName,
    value,
    readonly,
    disabled,
    autofocus,
    placeholder,
    required,
    onBlur,
    onFocus,
    onChange,
    onChangeOverride,
    options,
    schema,
    rawErrors,
    hideError,
    type,
  } = props;
  const inputProps = getInputProps<T, S, F>(schema, type, options);
  const isNumber = inputProps.type === 'number' || inputProps.type === 'integer';
  // Text is held while it is typed (engine/theme/typing); a number, or a widget with its own conversion, is not.
  const box = useHeldText({ id, name, value, onChange, emptyValue: options.emptyValue, holds: !isNumber && !onChangeOverride });
  const inputValue = isNumber ? (value || value === 0 ? value : '') : box.text;

  const handleChange = ({ target }: ChangeEvent<HTMLInputElement>) => box.change(target.value);
  const handleBlur = ({ target }: FocusEvent<HTMLInputElement>) => {
    box.leave();
    onBlur(id, target.value);
  };
  const handleFocus = useCallback(({ target }: FocusEvent<HTMLInputElement>) => onFocus(id, target.value), [onFocus, id]);

  return (
    <PlainInput
      id={id}
      name={htmlName || id}
      {...inputProps}
      type={inputProps.type === 'integer' ? 'number' : inputProps.type}
      value={String(inputValue)}
      placeholder={placeholder}
      required={required}
      readOnly={readonly}
      disabled={disabled}
      autoFocus={autofocus}
      intent={!hideError && rawErrors?.length ? 'danger' : 'none'}
      onChange={onChangeOverride || handleChange}
      onBlur={handleBlur}
      onFocus={handleFocus}
      aria-describedby={typeof schema.maxLength === 'number' ? `${ariaDescribedByIds(id)} ${id}__limit` : ariaDescribedByIds(id)}
    />
  );
}
