import { useCallback, type ChangeEvent, type FocusEvent } from 'react';
import { useHeldText } from '../typing/useHeldText';
import { TextArea } from '@blueprintjs/core';
import {
  ariaDescribedByIds,
  type FormContextType,
  type RJSFSchema,
  type StrictRJSFSchema,
  type WidgetProps,
} from '@rjsf/utils';

/** `textarea`: a Blueprint `TextArea`; `ui:options.rows` sets its height (5 rows when omitted). */
export default function TextareaWidget<
  T = any,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = any,
>(props: WidgetProps<T, S, F>) {
  const { id, name, htmlName, value, options, placeholder, required, disabled, readonly, autofocus, rawErrors, hideError } =
    props;
  const { onChange, onBlur, onFocus } = props;
  // The text is held while it is typed (engine/theme/typing).
  const box = useHeldText({ id, name, value, onChange, emptyValue: options.emptyValue });
  const handleChange = ({ target }: ChangeEvent<HTMLTextAreaElement>) => box.change(target.value);
  const handleBlur = ({ target }: FocusEvent<HTMLTextAreaElement>) => {
    box.leave();
    onBlur(id, target.value);
  };
  const handleFocus = useCallback(({ target }: FocusEvent<HTMLTextAreaElement>) => onFocus(id, target.value), [onFocus, id]);
  const rows = typeof options.rows === 'number' ? options.rows : 5;
  return (
    <TextArea
      id={id}
      name={htmlName || id}
      value={box.text}
      rows={rows}
      placeholder={placeholder}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      intent={!hideError && rawErrors?.length ? 'danger' : 'none'}
      fill
      onChange={handleChange}
      onBlur={handleBlur}
      onFocus={handleFocus}
      aria-describedby={ariaDescribedByIds(id)}
    />
  );
}
