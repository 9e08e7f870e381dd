import { useCallback } from 'react';
import { MenuItem } from '@blueprintjs/core';
import { MultiSelect, type ItemRenderer } from '@blueprintjs/select';
import '@blueprintjs/select/lib/css/blueprint-select.css';
import type { EnumOptionsType, FormContextType, RJSFSchema, StrictRJSFSchema, WidgetProps } from '@rjsf/utils';
import { findOption, matchesQuery, resolveEnumOptions, sameValue } from './enumOptions';

type Option = EnumOptionsType<any>;

const renderItem =
  (selected: unknown[]): ItemRenderer<Option> =>
  (option, { handleClick, handleFocus, modifiers, ref, id }) =>
    modifiers.matchesPredicate ? (
      <MenuItem
        key={id ?? String(option.value)}
        id={id}
        ref={ref}
        text={option.label}
        active={modifiers.active}
        disabled={modifiers.disabled}
        roleStructure="listoption"
        shouldDismissPopover={false}
        selected={selected.some((v) => sameValue(v, option.value))}
        onClick={handleClick}
        onFocus={handleFocus}
      />
    ) : null;

/**
 * `multiselect`: a Blueprint `MultiSelect` (tags plus a searchable list) over the `enumOptions`; the value is an
 * array of the chosen option values. Choosing a chosen option again removes it. Values without an option (e.g. a
 * deleted review) stay, shown as their raw value, until removed.
 */
export default function MultiSelectWidget<
  T = any,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = any,
>(props: WidgetProps<T, S, F>) {
  const { id, value, options, disabled, readonly, placeholder, onChange, rawErrors, hideError } = props;
  const enumOptions = resolveEnumOptions(props) as Option[];
  const values: unknown[] = Array.isArray(value) ? value : [];
  const selectedItems: Option[] = values.map((v) => findOption(enumOptions, v) ?? { label: String(v), value: v });
  const inactive = disabled || readonly;

  const emit = useCallback((next: unknown[]) => onChange(next.length ? next : (options.emptyValue ?? [])), [onChange, options.emptyValue]);
  const toggle = useCallback(
    (option: Option) =>
      emit(values.some((v) => sameValue(v, option.value)) ? values.filter((v) => !sameValue(v, option.value)) : [...values, option.value]),
    [emit, values],
  );
  const remove = useCallback((_: Option, index: number) => emit(values.filter((__, i) => i !== index)), [emit, values]);

  return (
    <MultiSelect<Option>
      items={enumOptions}
      selectedItems={selectedItems}
      itemsEqual={(a, b) => sameValue(a.value, b.value)}
      itemPredicate={(query, option) => matchesQuery(option, query)}
      itemRenderer={renderItem(values)}
      tagRenderer={(option) => option.label}
      onItemSelect={toggle}
      onRemove={inactive ? undefined : remove}
      onClear={inactive || values.length === 0 ? undefined : () => emit([])}
      noResults={<MenuItem disabled text="No matches" roleStructure="listoption" />}
      placeholder={placeholder || (typeof options.searchPlaceholder === 'string' ? options.searchPlaceholder : 'Search…')}
      disabled={inactive}
      fill
      resetOnSelect
      popoverProps={{ minimal: true }}
      tagInputProps={{
        inputProps: { id, readOnly: readonly },
        intent: !hideError && rawErrors?.length ? 'danger' : 'none',
        tagProps: { minimal: true },
      }}
    />
  );
}
