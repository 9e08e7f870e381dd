import { useCallback } from 'react';
import { DateInput } from '@blueprintjs/datetime';
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import { enUS } from 'date-fns/locale';
import type { FormContextType, RJSFSchema, StrictRJSFSchema, WidgetProps } from '@rjsf/utils';
import { datePattern, isoDay } from './date-values';

/**
 * `date`: a Blueprint `DateInput` shown and typed as DD.MM.YYYY (or `ui:options.dateFormat`, DD/MM/YYYY). Its value is an ISO day string ("2024-03-05");
 * a stored date-time ("2024-03-05T00:00:00") is read by its day part. Clearing gives `options.emptyValue`.
 */
export default function DateWidget<T = any, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = any>(
  props: WidgetProps<T, S, F>,
) {
  const { id, htmlName, value, options, placeholder, disabled, readonly, autofocus, rawErrors, hideError } = props;
  const { onChange, onBlur, onFocus } = props;
  const handleChange = useCallback(
    (next: string | null) => onChange(next ? (isoDay(next) ?? next) : options.emptyValue),
    [onChange, options.emptyValue],
  );
  return (
    <DateInput
      value={isoDay(value)}
      onChange={handleChange}
      locale={enUS}
      dateFnsFormat={datePattern(options.dateFormat)}
      placeholder={placeholder || (typeof options.dateFormat === 'string' ? options.dateFormat : 'DD.MM.YYYY')}
      disabled={disabled || readonly}
      minDate={new Date(1900, 0, 1)}
      maxDate={new Date(2100, 11, 31)}
      showActionsBar
      // The neighbouring months' days are drawn too faint to read (axe: colour contrast); a month shows its own days.
      dayPickerProps={{ showOutsideDays: false }}
      fill
      popoverProps={{ placement: 'bottom-start' }}
      inputProps={{
        id,
        name: htmlName || id,
        autoFocus: autofocus,
        // Only when there are errors: a key with undefined would hide DateInput's own invalid-date styling.
        ...(!hideError && rawErrors?.length ? { intent: 'danger' as const } : {}),
        onBlur: () => onBlur(id, value),
        onFocus: () => onFocus(id, value),
      }}
    />
  );
}
