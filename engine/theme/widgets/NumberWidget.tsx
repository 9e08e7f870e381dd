import { useCallback, type ChangeEvent } from 'react';
import {
  asNumber,
  getTemplate,
  type FormContextType,
  type RJSFSchema,
  type StrictRJSFSchema,
  type WidgetProps,
} from '@rjsf/utils';

/**
 * `number`: an `InputGroup` of type number. An empty box gives `options.emptyValue` (undefined by default), anything
 * else a number (rjsf's NumberField normalises it again for schemas of type number/integer).
 */
export default function NumberWidget<T = any, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = any>(
  props: WidgetProps<T, S, F>,
) {
  const { onChange, options, registry } = props;
  const BaseInputTemplate = getTemplate<'BaseInputTemplate', T, S, F>('BaseInputTemplate', registry, options);
  const handleChange = useCallback(
    ({ target }: ChangeEvent<HTMLInputElement>) =>
      onChange(target.value === '' ? options.emptyValue : asNumber(target.value)),
    [onChange, options.emptyValue],
  );
  return <BaseInputTemplate {...props} type="number" onChangeOverride={handleChange} />;
}
