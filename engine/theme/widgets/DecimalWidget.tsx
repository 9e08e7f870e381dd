import { useCallback, type ChangeEvent } from 'react';
import { getTemplate, type FormContextType, type RJSFSchema, type StrictRJSFSchema, type WidgetProps } from '@rjsf/utils';
import { showDecimal } from '../../registry/packs/reviews/decimal';

/**
 * `decimal`: a number typed in a text box, so that anything else can be refused with 'Must be a number' rather
 * than silently dropped by a number input; shown with `ui:options.decimals` places (2) once it reads as a number.
 */
export default function DecimalWidget<T = any, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = any>(
  props: WidgetProps<T, S, F>,
) {
  const { value, onChange, onBlur, options, registry } = props;
  const decimals = typeof options.decimals === 'number' ? options.decimals : 2;
  const BaseInputTemplate = getTemplate<'BaseInputTemplate', T, S, F>('BaseInputTemplate', registry, options);
  const handleChange = useCallback(({ target }: ChangeEvent<HTMLInputElement>) => onChange(target.value === '' ? options.emptyValue : target.value), [onChange, options.emptyValue]);
  const handleBlur = useCallback(
    (id: string, typed: unknown) => {
      const shown = showDecimal(typed, decimals);
      if (shown !== '' && shown !== typed) onChange(shown);
      onBlur(id, typed);
    },
    [onChange, onBlur, decimals],
  );
  const shown = typeof value === 'number' ? showDecimal(value, decimals) : (value ?? '');
  return <BaseInputTemplate {...props} value={shown} type="text" inputMode="decimal" onChangeOverride={handleChange} onBlur={handleBlur} />;
}
