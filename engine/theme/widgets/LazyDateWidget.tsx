import { lazy, Suspense, type ComponentType } from 'react';
import { InputGroup } from '@blueprintjs/core';
import type { FormContextType, RJSFSchema, StrictRJSFSchema, WidgetProps } from '@rjsf/utils';
import { isoDay, shownDay } from './date-values';

// The date picker brings date-fns and react-day-picker: only forms with a date field load them.
const DateWidget = lazy(() => import('./DateWidget')) as unknown as ComponentType<WidgetProps<any, any, any>>;

/** `date`, loaded on first use; until then the day shows, in the field's format, in a disabled box of the same size. */
export default function LazyDateWidget<T = any, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = any>(
  props: WidgetProps<T, S, F>,
) {
  const day = isoDay(props.value);
  return (
    <Suspense fallback={<InputGroup id={props.id} disabled value={day ? shownDay(day, props.options.dateFormat) : ''} aria-label={props.label} />}>
      <DateWidget {...props} />
    </Suspense>
  );
}
