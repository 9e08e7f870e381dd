import { MenuItem } from '@blueprintjs/core';
import type { ItemRenderer } from '@blueprintjs/select';
import type { EnumOptionsType } from '@rjsf/utils';

/**
 * How the searchable selects draw an option of their list: a listbox option, marked when `chosen` says so. A
 * multiselect's list stays open as options are chosen (`keepOpen`).
 */
export const optionItem =
  <O extends EnumOptionsType<any>>(chosen: (option: O) => boolean, { keepOpen = false } = {}): ItemRenderer<O> =>
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
        {...(keepOpen && { shouldDismissPopover: false })}
        selected={chosen(option)}
        onClick={handleClick}
        onFocus={handleFocus}
      />
    ) : null;
