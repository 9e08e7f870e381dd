import { useCallback, type ChangeEvent, type FocusEvent } from 'react';
import { useHeldText } from '../typing/useHeldText';
import { Classes } from '@blueprintjs/core';
import {
  ariaDescribedByIds,
  type FormContextType,
  type RJSFSchema,
  type StrictRJSFSchema,
  type WidgetProps,
} from '@rjsf/utils';

/**
 * `textarea`: a text area drawn as Blueprint's `TextArea` draws one (its classes), `ui:options.rows` setting its
 * height (5 rows when omitted). Not the component itself: it reads the element's scrollHeight as it mounts, even
 * without autoResize, which made the browser lay out the whole page once per text area as a long form drew.
 */
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
    <textarea
      id={id}
      name={htmlName || id}
      className={[Classes.INPUT, Classes.TEXT_AREA, Classes.FILL, !hideError && rawErrors?.length ? Classes.INTENT_DANGER : ''].filter(Boolean).join(' ')}
      value={box.text}
      rows={rows}
      placeholder={placeholder}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      onChange={handleChange}
      onBlur={handleBlur}
      onFocus={handleFocus}
      aria-describedby={ariaDescribedByIds(id)}
    />
  );
}
