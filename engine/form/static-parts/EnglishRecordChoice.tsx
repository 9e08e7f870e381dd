import '@blueprintjs/select/lib/css/blueprint-select.css';
import type { HTMLAttributes } from 'react';
import { Classes, Icon, MenuItem } from '@blueprintjs/core';
import { Select } from '@blueprintjs/select';

export type Choice = { value: number | null; label: string };
export const NOT_LINKED: Choice = { value: null, label: 'Not linked' };

/**
 * The choice of an English record with a search box: a type can hold hundreds of English records. Loaded on first
 * use (TranslationOfPart), so that @blueprintjs/select is not in every form's first load.
 */
export default function EnglishRecordChoice(props: { id: string; choices: Choice[]; value: number | null; disabled: boolean; onChoose: (value: number | null) => void }) {
  const { id, choices, value, disabled, onChoose } = props;
  const current = choices.find((c) => c.value === value) ?? NOT_LINKED;
  return (
    <Select<Choice>
      items={[NOT_LINKED, ...choices]}
      itemsEqual={(a, b) => a.value === b.value}
      itemPredicate={(query, choice) => choice.value === null || choice.label.toLowerCase().includes(query.trim().toLowerCase())}
      itemRenderer={(choice, { handleClick, handleFocus, modifiers, ref, id: itemId }) =>
        modifiers.matchesPredicate ? (
          <MenuItem
            key={itemId ?? String(choice.value)}
            id={itemId}
            ref={ref}
            text={choice.label}
            active={modifiers.active}
            roleStructure="listoption"
            selected={choice.value === current.value}
            onClick={handleClick}
            onFocus={handleFocus}
          />
        ) : null
      }
      onItemSelect={(choice) => choice.value !== value && onChoose(choice.value)}
      noResults={<MenuItem disabled text="No matches" roleStructure="listoption" />}
      inputProps={{ placeholder: 'Search English records…', 'aria-label': 'Search English records' }}
      disabled={disabled}
      fill
      popoverProps={{ minimal: true, matchTargetWidth: true, targetTagName: 'button' }}
      // The trigger is the button itself, named by the form group's label (axe: aria-allowed-attr on a wrapper).
      popoverTargetProps={{ id, type: 'button', disabled, className: [Classes.BUTTON, Classes.ALIGN_LEFT, disabled && Classes.DISABLED].filter(Boolean).join(' ') } as HTMLAttributes<HTMLElement>}
    >
      <span className={`${Classes.BUTTON_TEXT} ${Classes.FILL}${current.value === null ? ` ${Classes.TEXT_MUTED}` : ''}`}>{current.label}</span>
      <Icon icon="caret-down" />
    </Select>
  );
}
