import type { ScreenDescriptor } from '../../model/descriptor';
import { fieldsOf } from '../../model/parts';
import { formatNumber } from '../../list/format';

type Json = Record<string, any>;

const GROUPED = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 20 });

/** How the report names a fact and shows its values: the label and the fixed choices of the form that edits it. */
export interface FactWords {
  label(field: string): string;
  value(field: string, value: unknown): string;
}

/** Read from the form descriptor (its fields' labels and fixed choices); a field it lacks is shown by its name. */
export function factWords(form: ScreenDescriptor | undefined): FactWords {
  const fields = new Map(form && 'parts' in form ? fieldsOf(form.parts as never).map((f) => [f.name, f]) : []);
  const choices = (field: string) => {
    const options = fields.get(field)?.options as Json | undefined;
    return options?.from === 'fixed' ? (options.values as { value: unknown; label: string }[]) : undefined;
  };
  return {
    label: (field) => fields.get(field)?.label ?? field,
    value: (field, value) => {
      if (value === null || value === undefined || value === '') return '—';
      if (typeof value === 'boolean') return value ? 'Yes' : 'No';
      const chosen = choices(field)?.find((c) => c.value === value);
      if (chosen) return chosen.label;
      // Large figures (a total loan value) read with their thousands grouped; the decimals stay as stored.
      return typeof value === 'number' ? (Math.abs(value) >= 10000 ? GROUPED.format(value) : formatNumber(value)) : String(value);
    },
  };
}
