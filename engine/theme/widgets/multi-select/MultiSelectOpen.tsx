import { useEffect } from 'react';
import { MenuItem } from '@blueprintjs/core';
import { MultiSelect, type ItemRenderer } from '@blueprintjs/select';
import { matchesQuery, sameValue } from '../enumOptions';
import type { MultiSelectParts, Option } from './parts';

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
      itemRenderer={renderItem(values)}
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
