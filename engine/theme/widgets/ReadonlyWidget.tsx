import type { FormContextType, RJSFSchema, StrictRJSFSchema, WidgetProps } from '@rjsf/utils';
import { findOption, resolveEnumOptions } from './enumOptions';
import { isoDay } from './date-values';

function display(value: unknown, labelOf: (v: unknown) => string | undefined): string {
  if (value === undefined || value === null || value === '') return '—';
  if (Array.isArray(value)) return value.length ? value.map((v) => display(v, labelOf)).join(', ') : '—';
  const label = labelOf(value);
  if (label !== undefined) return label;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'object') return JSON.stringify(value);
  const day = isoDay(value);
  if (day && /^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/.test(String(value))) return day.split('-').reverse().join('.');
  return String(value);
}

/**
 * `readonly`: the value as plain text (an option's label when the schema has choices, dates as DD.MM.YYYY, lists
 * joined by commas, "—" when empty). It never changes the value.
 */
export default function ReadonlyWidget<T = any, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = any>(
  props: WidgetProps<T, S, F>,
) {
  const { id, value } = props;
  const enumOptions = resolveEnumOptions(props);
  const text = display(value, (v) => findOption(enumOptions, v)?.label);
  return (
    <div id={id} className="bo-readonly-value" style={{ padding: '5px 0', whiteSpace: 'pre-wrap' }}>
      {text}
    </div>
  );
}
