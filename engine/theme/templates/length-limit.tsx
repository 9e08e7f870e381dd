import { useTypedValue } from '../typing/context';

/** From this share of the limit on, the live count shows: far from it, the count is noise under every field. */
export const COUNT_FROM = 0.8;

/**
 * The helper text of a field with a length limit (the schema's maxLength): the limit itself, "up to 400 characters",
 * until the text comes near it (80 %), then a live count "330 / 400", red once the text is longer than the server accepts.
 */
export function LengthLimit({ id, maxLength, value: formValue }: { id: string; maxLength: number; value: unknown }) {
  // The keys typed and not yet in the form count too.
  const value = useTypedValue(id, formValue);
  const length = typeof value === 'string' ? value.length : 0;
  const over = length > maxLength;
  const near = length >= maxLength * COUNT_FROM;
  return (
    <div className={['bo-field-limit', over ? 'bp6-intent-danger bo-field-limit-over' : ''].join(' ').trim()} id={`${id}__limit`}>
      {near && length > 0 ? `${length} / ${maxLength}` : `up to ${maxLength} characters`}
    </div>
  );
}

/** The helper text of a number with a range (`ui:options.showRange`): "between 100 and 50000", red while the value is outside it. */
export function RangeLimit({ id, minimum, maximum, value }: { id: string; minimum?: number; maximum?: number; value: unknown }) {
  const number = typeof value === 'number' ? value : value === '' || value === null || value === undefined ? undefined : Number(value);
  const over = number !== undefined && ((minimum !== undefined && number < minimum) || (maximum !== undefined && number > maximum));
  const text = minimum !== undefined && maximum !== undefined ? `between ${minimum} and ${maximum}` : minimum !== undefined ? `at least ${minimum}` : `at most ${maximum}`;
  return (
    <div className={['bo-field-limit', over ? 'bp6-intent-danger bo-field-limit-over' : ''].join(' ').trim()} id={`${id}__range`}>
      {text}
    </div>
  );
}
