import { Button } from '@blueprintjs/core';
import { WhyDisabled } from '../../reason/WhyDisabled';
import type { BulkAction, SetAction, WholeAction } from '../../registry/list-bulk-in';
import type { BulkSelection } from './useBulkSelection';
import { counted } from './bulk-words';
import './bulk.css';

/** The most records one change takes, as the server holds it (more is refused as a whole). */
export const MAX_BULK_ROWS = 1000;

/**
 * The toolbar of a list's bulk changes above its rows: how many are chosen, "Select all N matching" (every row the
 * filters and search keep, on every page) and Clear, and the actions the descriptor allows, each disabled with its
 * reason while nothing is chosen or the role may not edit.
 */
export function BulkBar({ noun, actions, wholes, selection, pageSize, editReason, deleteReason, onAction }: {
  noun: string;
  actions: SetAction[];
  /** The whole-record actions the list declares: Delete chosen (to the bin), the bin's Restore chosen. */
  wholes: WholeAction[];
  selection: BulkSelection;
  /** The rows on one page: Select all N matching is offered once a page is chosen and there are more. */
  pageSize: number;
  /** Why the role may not change these records, or delete them; undefined when it may. */
  editReason?: string;
  deleteReason?: string;
  onAction(action: BulkAction): void;
}) {
  const chosen = selection.chosen.length;
  const chosenReason =
    chosen === 0
      ? `Choose the ${noun} to change first: tick their boxes (Shift for a range).`
      : chosen > MAX_BULK_ROWS
        ? `A bulk change takes up to ${MAX_BULK_ROWS.toLocaleString('en')} records at a time; ${chosen.toLocaleString('en')} are chosen. Narrow the selection.`
        : undefined;
  const reason = editReason ?? chosenReason;
  return (
    <div className="engine-bulk-bar" role="toolbar" aria-label={`Change the chosen ${noun}`}>
      <span className="engine-bulk-count" role="status">
        {chosen === 0 ? `No ${noun} chosen` : selection.allChosen && chosen > pageSize ? `All ${counted(chosen, noun)} matching are chosen` : `${counted(chosen, noun)} chosen`}
      </span>
      {!selection.allChosen && selection.total > 0 && (chosen > 0 || selection.total > pageSize) && (
        <Button minimal small icon="multi-select" text={`Select all ${selection.total.toLocaleString('en')} matching`} onClick={selection.selectAll} />
      )}
      {chosen > 0 && <Button minimal small icon="cross" text="Clear" onClick={selection.clear} />}
      <span className="engine-bulk-actions">
        {actions.map((action) => (
          <WhyDisabled key={action.label} reason={reason}>
            <Button small icon={(action.icon as 'edit' | undefined) ?? 'edit'} text={action.label} disabled={!!reason} onClick={() => onAction(action)} />
          </WhyDisabled>
        ))}
        {wholes.map((whole) => (
          <WhyDisabled key={whole.whole} reason={deleteReason ?? chosenReason}>
            <Button small intent={whole.intent} icon={whole.icon} text={whole.button} disabled={!!(deleteReason ?? chosenReason)} onClick={() => onAction(whole)} />
          </WhyDisabled>
        ))}
      </span>
    </div>
  );
}
