import { useEffect } from 'react';
import { MenuItem } from '@blueprintjs/core';
import { MultiSelect } from '@blueprintjs/select';
import { matchesQuery, sameValue } from '../enumOptions';
import { optionItem } from '../option-item';
import type { MultiSelectParts, Option } from './parts';

/**
 * The multiselect in use: a Blueprint `MultiSelect` (tags plus a searchable list), drawn in place of the closed
 * one (../MultiSelectWidget.tsx) once the field is first used by a click, a key or typed text: it draws with its list
 * open, what was typed meanwhile as its query, and the caret at its end.
 */
export default function MultiSelectOpen({ id, enumOptions, values, selectedItems, inactive, readonly, placeholder, invalid, query, onQuery, toggle, remove, clear }: MultiSelectParts) {
  useEffect(() => {
    // MultiSelect keeps its input's ref to itself; the field's id names it (ids are unique in a page).
    const field = document.getElementById(id);
    if (!(field instanceof HTMLInputElement)) return;
    field.focus();
    field.setSelectionRange(field.value.length, field.value.length);
    // The list opens as a click on the field opens it (the popover's own interaction), so it closes as it always does.
    field.click();
    // Only as it is first drawn, in place of the closed field.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <MultiSelect<Option>
      items={enumOptions}
      selectedItems={selectedItems}
      itemsEqual={(a, b) => sameValue(a.value, b.value)}
      itemPredicate={(q, option) => matchesQuery(option, q)}
      itemRenderer={optionItem<Option>((option) => values.some((v) => sameValue(v, option.value)), { keepOpen: true })}
      tagRenderer={(option) => option.label}
      onItemSelect={toggle}
      onRemove={inactive ? undefined : (_, index) => remove(index)}
      onClear={inactive || values.length === 0 ? undefined : clear}
      noResults={<MenuItem disabled text="No matches" roleStructure="listoption" />}
      placeholder={placeholder}
      disabled={inactive}
      fill
      resetOnSelect
      query={query}
      onQueryChange={onQuery}
      popoverProps={{ minimal: true }}
      tagInputProps={{
        inputProps: { id, readOnly: readonly },
        intent: invalid ? 'danger' : 'none',
        tagProps: { minimal: true },
      }}
    />
  );
}
