import { useCallback, type ChangeEvent, type FocusEvent } from 'react';
import { HTMLSelect } from '@blueprintjs/core';
import {
  ariaDescribedByIds,
  type FormContextType,
  type RJSFSchema,
  type StrictRJSFSchema,
  type WidgetProps,
} from '@rjsf/utils';
import { EMPTY_CHOICE, findEmptyOption, findOption, resolveEnumOptions } from './enumOptions';
import { lazyWidget } from './lazy-widget';
import './select.css';

export { EMPTY_CHOICE };

// An enum array's choice: the multiselect, whose code loads with the first form drawing one.
const MultiSelectWidget = lazyWidget('multiselect');

/**
 * `select`: a Blueprint `HTMLSelect` over the `enumOptions` rjsf computes from `enum` or `oneOf`. Choices are encoded
 * by index, so numbers and strings keep their type. An empty "—" choice (giving `options.emptyValue`) is offered
 * when the field is not required (and, with no label, while a required field has no value yet), unless the schema
 * has its own empty choice (a `null` among its values, as the engine's forms give it). With `multiple` it renders the multiselect widget.
 */
export default function SelectWidget<T = any, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = any>(
  props: WidgetProps<T, S, F>,
) {
  const { id, htmlName, value, options, required, disabled, readonly, autofocus, multiple, placeholder } = props;
  const { onChange, onBlur, onFocus } = props;
  const enumOptions = resolveEnumOptions(props);
  const enumDisabled = Array.isArray(options.enumDisabled) ? options.enumDisabled : [];
  const selected = findOption(enumOptions, value);
  const selectedIndex = selected ? String(enumOptions.indexOf(selected)) : '';

  const decode = useCallback(
    (index: string) => (index === '' ? options.emptyValue : enumOptions[Number(index)]?.value),
    [enumOptions, options.emptyValue],
  );
  const handleChange = useCallback((e: ChangeEvent<HTMLSelectElement>) => onChange(decode(e.target.value)), [onChange, decode]);
  const handleBlur = useCallback((e: FocusEvent<HTMLSelectElement>) => onBlur(id, decode(e.target.value)), [onBlur, id, decode]);
  const handleFocus = useCallback((e: FocusEvent<HTMLSelectElement>) => onFocus(id, decode(e.target.value)), [onFocus, id, decode]);

  if (multiple) return <MultiSelectWidget {...props} />;

  const showEmpty = !findEmptyOption(enumOptions) && (!required || !selected);
  return (
    <HTMLSelect
      id={id}
      name={htmlName || id}
      value={selectedIndex}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      fill
      onChange={handleChange}
      onBlur={handleBlur}
      onFocus={handleFocus}
      aria-describedby={ariaDescribedByIds(id)}
    >
      {showEmpty && <option value="">{required ? (placeholder ?? '') : EMPTY_CHOICE}</option>}
      {enumOptions.map((option, i) => (
        <option key={i} value={String(i)} disabled={enumDisabled.includes(option.value)}>
          {option.label}
        </option>
      ))}
    </HTMLSelect>
  );
}
