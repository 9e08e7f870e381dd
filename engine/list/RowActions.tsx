import { Button, Classes, Icon, Tooltip } from '@blueprintjs/core';
import { useState } from 'react';
import type { Column } from '../model/descriptor';
import { show } from './format';
import { RecordLink } from './RecordLink';
import { WhyDisabled } from '../reason/WhyDisabled';

type Row = Record<string, any>;

const LINK = `${Classes.BUTTON} ${Classes.MINIMAL} ${Classes.SMALL}`;
export const PUBLIC_PAGE_TIP = 'Opens the public page in a new tab';

export interface RowActionsProps {
  row: Row;
  language: number;
  /** Link columns: the record's public page, opened in a new tab. */
  links: Column[];
  editLabel?: string;
  canEdit: boolean;
  canDelete: boolean;
  /** Why Edit (and the row's dialogs) or Delete is disabled, for its tooltip (engine/access/why-not.ts). */
  reasons?: { edit?: string; delete?: string };
  /** The record's own screen, where Edit (View) leads as a link; absent when Edit opens a dialog. */
  editTo?(row: Row): string | undefined;
  onEdit?(row: Row): void;
  modals: { label: string; open(row: Row): void }[];
  onDelete?(row: Row): void;
  /** The delete button's text; Delete when absent. */
  deleteLabel?: string;
  /** Buttons that make a call about the row (the bin's Restore), allowed where delete is. */
  calls?: { label: string; run(row: Row): Promise<void> }[];
}

/**
 * A row's actions, quiet (minimal buttons): the danger belongs to the confirmation, not to every row. VIEW (the
 * public page, a new tab, an external-link icon and a tooltip) is told apart from View (the record, this tab).
 */
export function RowActions({ row, language, links, editLabel, canEdit, canDelete, reasons = {}, editTo, onEdit, modals, onDelete, deleteLabel, calls }: RowActionsProps) {
  const to = editTo?.(row);
  return (
    <div className="engine-row-actions">
      {links.map((column) => {
        const { href } = show(row[column.field], column, 'list', language);
        // A link (not Blueprint's AnchorButton, whose role is button): it opens the public page in a new tab.
        return href ? (
          <Tooltip key={column.field} content={PUBLIC_PAGE_TIP} placement="top" compact>
            <a className={LINK} href={href} target="_blank" rel="noopener noreferrer">
              {/* Its own element, so that Blueprint spaces the icon from it as in any button. */}
              <span>{column.label}</span>
              <Icon icon="share" size={12} aria-hidden />
            </a>
          </Tooltip>
        ) : (
          // A record without a public address keeps the link's room, so the row's other actions stay in line.
          <span key={column.field} className={LINK} aria-hidden="true" style={{ visibility: 'hidden' }}>
            <span>{column.label}</span>
            <Icon icon="share" size={12} />
          </span>
        );
      })}
      {onEdit &&
        (to && canEdit ? (
          <RecordLink to={to} button>
            {editLabel}
          </RecordLink>
        ) : (
          <WhyDisabled reason={canEdit ? undefined : reasons.edit}>
            <Button variant="minimal" size="small" text={editLabel} disabled={!canEdit} onClick={() => onEdit(row)} />
          </WhyDisabled>
        ))}
      {modals.map((m) => (
        <WhyDisabled key={m.label} reason={canEdit ? undefined : reasons.edit}>
          <Button variant="minimal" size="small" text={m.label} disabled={!canEdit} onClick={() => m.open(row)} />
        </WhyDisabled>
      ))}
      {calls?.map((call) => (
        <WhyDisabled key={call.label} reason={canDelete ? undefined : reasons.delete}>
          <RowCallButton label={call.label} disabled={!canDelete} run={() => call.run(row)} />
        </WhyDisabled>
      ))}
      {onDelete && (
        <WhyDisabled reason={canDelete ? undefined : reasons.delete}>
          <Button variant="minimal" size="small" text={deleteLabel ?? 'Delete'} disabled={!canDelete} onClick={() => onDelete(row)} />
        </WhyDisabled>
      )}
    </div>
  );
}

/** A row's call button: busy while its call runs, so a second click does not send it twice. */
function RowCallButton({ label, disabled, run }: { label: string; disabled: boolean; run(): Promise<void> }) {
  const [busy, setBusy] = useState(false);
  return <Button variant="minimal" size="small" text={label} disabled={disabled} loading={busy} onClick={() => {
    setBusy(true);
    void run().finally(() => setBusy(false));
  }} />;
}
