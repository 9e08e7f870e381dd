import { useMemo, type HTMLAttributes } from 'react';
import { Classes, Icon, MenuItem } from '@blueprintjs/core';
import { Select } from '@blueprintjs/select';
import {
  ariaDescribedByIds,
  type EnumOptionsType,
  type FormContextType,
  type RJSFSchema,
  type StrictRJSFSchema,
  type WidgetProps,
} from '@rjsf/utils';
import { EMPTY_CHOICE, findEmptyOption, findOption, isEmptyValue, matchesQuery, resolveEnumOptions, sameValue } from './enumOptions';
import { optionItem } from './option-item';

type Option = EnumOptionsType<any> & { empty?: boolean };

/** Texts of one kind of searchable select (route, platform). */
export interface SearchSelectTexts {
  /** Shown on the button while nothing is chosen (`ui:placeholder` wins). */
  placeholder: string;
  /** Shown in the search box (`ui:options.searchPlaceholder` wins). */
  searchPlaceholder: string;
}

/**
 * Builds a single-choice widget with a search box: a Blueprint `Select` (filterable) over the `enumOptions`, with an
 * empty "—" choice when the field is not required (or the schema's own, e.g. `{ const: null, title: '—' }`). The
 * route and platform widgets are two instances of it. The module of a widget made with it imports
 * `@blueprintjs/select/lib/css/blueprint-select.css` itself, and is loaded on first use (lazy-modules.ts), so that
 * @blueprintjs/select is not in every form's first load.
 */
export function createSearchSelectWidget(texts: SearchSelectTexts) {
  function SearchSelectWidget<T = any, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = any>(
    props: WidgetProps<T, S, F>,
  ) {
    const { id, value, options, required, disabled, readonly, placeholder, onChange, rawErrors, hideError } = props;
    const enumOptions = resolveEnumOptions(props) as Option[];
    const items = useMemo<Option[]>(
      () =>
        required || findEmptyOption(enumOptions)
          ? enumOptions.map((o) => (isEmptyValue(o.value) ? { ...o, empty: true } : o))
          : [{ label: EMPTY_CHOICE, value: undefined, empty: true }, ...enumOptions],
      [enumOptions, required],
    );
    const current = findOption(enumOptions, value);
    const inactive = disabled || readonly;
    const searchPlaceholder =
      typeof options.searchPlaceholder === 'string' ? options.searchPlaceholder : texts.searchPlaceholder;
    const shown = current && !isEmptyValue(current.value) ? current.label : isEmptyValue(value) ? '' : String(value);

    return (
      <Select<Option>
        items={items}
        itemsEqual={(a, b) => Boolean(a.empty) === Boolean(b.empty) && sameValue(a.value, b.value)}
        itemPredicate={(query, option) => option.empty === true || matchesQuery(option, query)}
        itemRenderer={optionItem<Option>((option) => !option.empty && current !== undefined && sameValue(current.value, option.value))}
        onItemSelect={(option) => onChange(option.empty && option.value === undefined ? options.emptyValue : option.value)}
        noResults={<MenuItem disabled text="No matches" roleStructure="listoption" />}
        inputProps={{ placeholder: searchPlaceholder }}
        disabled={inactive}
        fill
        popoverProps={{ minimal: true, matchTargetWidth: true, targetTagName: 'button' }}
        // The trigger is the button itself: Select puts aria-expanded on the trigger, which a plain wrapper around
        // a Button may not carry (axe: aria-allowed-attr).
        popoverTargetProps={
          {
            id,
            type: 'button',
            disabled: inactive,
            'aria-describedby': ariaDescribedByIds(id),
            className: [Classes.BUTTON, Classes.ALIGN_LEFT, inactive && Classes.DISABLED, !hideError && rawErrors?.length && Classes.INTENT_DANGER]
              .filter(Boolean)
              .join(' '),
          } as HTMLAttributes<HTMLElement>
        }
      >
        <span className={`${Classes.BUTTON_TEXT} ${Classes.FILL}${shown ? '' : ` ${Classes.TEXT_MUTED}`}`}>{shown || placeholder || texts.placeholder}</span>
        <Icon icon="caret-down" />
      </Select>
    );
  }
  return SearchSelectWidget;
}
