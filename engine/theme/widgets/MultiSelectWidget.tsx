import { useCallback, useState, type ComponentType } from 'react';
import { Button, Classes, TagInput } from '@blueprintjs/core';
import { Cross } from '@blueprintjs/icons';
import '@blueprintjs/select/lib/css/blueprint-select.css';
import type { FormContextType, RJSFSchema, StrictRJSFSchema, WidgetProps } from '@rjsf/utils';
import { findOption, resolveEnumOptions, sameValue } from './enumOptions';
import type { MultiSelectParts, Option } from './multi-select/parts';

// The list, its popover and their positioning (Blueprint's select package, floating-ui: about 25 kB) load when the
// field is first used, not with every form that has a multiselect.
type Open = ComponentType<MultiSelectParts>;
let open: Promise<Open> | undefined;
const loadOpen = () => (open ??= import('./multi-select/MultiSelectOpen').then((module) => module.default as Open));

const NS = Classes.getClassNamespace();
/** Keys that move through the page or the tags, not into the list: they do not open it (as MultiSelect does not). */
const PASSING = new Set(['Tab', 'Shift', 'Control', 'Alt', 'Meta', 'Escape', 'Backspace', 'ArrowLeft', 'ArrowRight']);

/**
 * `multiselect`: the chosen options as tags, with a searchable list of the `enumOptions`; the value is an array of
 * the chosen option values. Choosing a chosen option again removes it. Values without an option (e.g. a deleted
 * review) stay, shown as their raw value, until removed.
 *
 * Closed, it is Blueprint's `TagInput` as `MultiSelect` draws it (the same look, the combobox role, tags that can be
 * removed, the clear button). Focused, the list's code is fetched; a click, a key or typed text puts Blueprint's
 * `MultiSelect` in its place with the list open and what was typed as its query, so nothing typed is lost.
 */
export default function MultiSelectWidget<T = any, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = any>(props: WidgetProps<T, S, F>) {
  const { id, value, options, disabled, readonly, placeholder, onChange, rawErrors, hideError } = props;
  const enumOptions = resolveEnumOptions(props) as Option[];
  const values: unknown[] = Array.isArray(value) ? value : [];
  const selectedItems: Option[] = values.map((v) => findOption(enumOptions, v) ?? { label: String(v), value: v });
  const inactive = !!(disabled || readonly);
  const [query, setQuery] = useState('');
  // Once used, the field stays the open kind. The closed one stays drawn (focused, taking keys) until its code is here.
  const [Open, setOpen] = useState<{ component: Open } | null>(null);
  const use = () => {
    if (inactive || Open) return;
    loadOpen().then(
      (component) => setOpen({ component }),
      // The code could not be fetched (the app was updated since the page opened): the closed field stays usable for
      // its tags, and the next use tries again.
      () => void (open = undefined),
    );
  };

  const emit = useCallback((next: unknown[]) => onChange(next.length ? next : (options.emptyValue ?? [])), [onChange, options.emptyValue]);
  const parts: MultiSelectParts = {
    id,
    enumOptions,
    values,
    selectedItems,
    inactive,
    readonly: !!readonly,
    placeholder: placeholder || (typeof options.searchPlaceholder === 'string' ? options.searchPlaceholder : 'Search…'),
    invalid: !hideError && !!rawErrors?.length,
    query,
    onQuery: setQuery,
    toggle: (option) => emit(values.some((v) => sameValue(v, option.value)) ? values.filter((v) => !sameValue(v, option.value)) : [...values, option.value]),
    remove: (index) => emit(values.filter((_, i) => i !== index)),
    clear: () => emit([]),
  };

  if (!Open) return <ClosedMultiSelect {...parts} onUse={use} />;
  // Drawn in place of the closed one only after a use, so it opens its list as it first draws.
  return <Open.component {...parts} />;
}

/** The field as MultiSelect draws it closed, without the list's code; `onUse` when a click, a key or text asks for the list. */
function ClosedMultiSelect({ id, selectedItems, inactive, readonly, placeholder, invalid, query, onQuery, remove, clear, onUse }: MultiSelectParts & { onUse(): void }) {
  // Its icon as MultiSelect draws it, a component in the code already here: an icon named by a string is fetched after
  // the field has drawn, a request round later.
  const clearButton =
    !inactive && selectedItems.length > 0 ? (
      <Button aria-label="Clear selected items" title="Clear selected items" icon={<Cross />} variant="minimal" onClick={clear} />
    ) : undefined;
  return (
    <div
      role="combobox"
      aria-autocomplete="list"
      aria-expanded={false}
      aria-disabled={inactive}
      className={`${NS}-popover-target ${Classes.FILL}`}
      onFocus={() => void (inactive || loadOpen().catch(() => undefined))}
      onClick={(event) => !(event.target as HTMLElement).closest(`.${NS}-tag-remove, .${Classes.BUTTON}`) && onUse()}
      onKeyDown={(event) => !PASSING.has(event.key) && !(event.target as HTMLElement).closest(`.${Classes.BUTTON}`) && onUse()}
    >
      <TagInput
        className={`${NS}-multi-select`}
        placeholder={placeholder}
        rightElement={clearButton}
        disabled={inactive}
        fill
        inputProps={{ id, readOnly: readonly, className: `${NS}-multi-select-tag-input-input` }}
        inputValue={query}
        onInputChange={(event) => {
          onQuery(event.currentTarget.value);
          onUse();
        }}
        onRemove={inactive ? undefined : (_, index) => remove(index)}
        intent={invalid ? 'danger' : 'none'}
        tagProps={{ minimal: true }}
        values={selectedItems.map((option) => option.label)}
      />
    </div>
  );
}
