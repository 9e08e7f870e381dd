import { DateInput } from '@blueprintjs/datetime';
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import { enUS } from 'date-fns/locale';
import { isoDay } from '../theme/widgets/date-values';

interface Props {
  id: string;
  /** The day as YYYY-MM-DD, or empty. */
  value: string;
  onChange(day: string): void;
}

/** A day typed and shown as DD/MM/YYYY, the product's format, whatever the browser's language (a native date box follows the browser's). */
export function DayInput({ id, value, onChange }: Props) {
  return (
    <DateInput
      value={value || null}
      onChange={(next) => onChange(next ? (isoDay(next) ?? '') : '')}
      locale={enUS}
      dateFnsFormat="dd/MM/yyyy"
      placeholder="DD/MM/YYYY"
      minDate={new Date(2000, 0, 1)}
      maxDate={new Date(2100, 11, 31)}
      showActionsBar
      dayPickerProps={{ showOutsideDays: false }}
      popoverProps={{ placement: 'bottom-start' }}
      inputProps={{ id }}
    />
  );
}
