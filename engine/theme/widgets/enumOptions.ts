import {
  deepEquals,
  optionsList,
  type EnumOptionsType,
  type FormContextType,
  type RJSFSchema,
  type StrictRJSFSchema,
  type WidgetProps,
} from '@rjsf/utils';


/** The label of the empty choice offered when the field is not required. */
export const EMPTY_CHOICE = '—';

/**
 * The choices of a select-like widget: rjsf's `enumOptions` (computed from `enum` or `oneOf`/`anyOf` of consts), or,
 * for an array rendered by a custom widget (rjsf computes none then), the options of the array's `items`.
 */
export function resolveEnumOptions<T = any, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = any>(
  props: Pick<WidgetProps<T, S, F>, 'options' | 'schema' | 'uiSchema' | 'registry'>,
): EnumOptionsType<S>[] {
  const { options, schema, uiSchema, registry } = props;
  if (Array.isArray(options.enumOptions)) return options.enumOptions;
  const items = schema.items;
  if (items && typeof items === 'object' && !Array.isArray(items)) {
    const itemSchema = registry.schemaUtils.retrieveSchema(items as S);
    return optionsList<T, S, F>(itemSchema, (uiSchema?.items ?? uiSchema) as WidgetProps<T, S, F>['uiSchema']) ?? [];
  }
  return optionsList<T, S, F>(schema, uiSchema) ?? [];
}

/** Equal values; a number and its string form count as equal (ids loaded as text still find their choice). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (deepEquals(a, b)) return true;
  const primitive = (v: unknown) => typeof v === 'string' || typeof v === 'number';
  return primitive(a) && primitive(b) && String(a) === String(b);
}

/** No value: undefined, null or "". */
export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/**
 * The schema's own empty choice, if it has one (a `null` in its `enum`, or `{ const: null, title: '—' }` in a `oneOf`); widgets then offer
 * it instead of adding their own "—".
 */
export function findEmptyOption<S extends StrictRJSFSchema = RJSFSchema>(enumOptions: EnumOptionsType<S>[]) {
  return enumOptions.find((o) => isEmptyValue(o.value));
}

/** The choice holding `value`, if any; an empty value finds the schema's own empty choice. */
export function findOption<S extends StrictRJSFSchema = RJSFSchema>(
  enumOptions: EnumOptionsType<S>[],
  value: unknown,
): EnumOptionsType<S> | undefined {
  if (isEmptyValue(value)) return findEmptyOption(enumOptions);
  return enumOptions.find((o) => sameValue(o.value, value));
}

/** Case-insensitive substring match on the label (and the value), for the searchable selects. */
export function matchesQuery(option: EnumOptionsType<any>, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return String(option.label).toLowerCase().includes(q) || String(option.value).toLowerCase().includes(q);
}
