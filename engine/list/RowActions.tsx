import { Button, Classes } from '@blueprintjs/core';
import type { Column } from '../model/descriptor';
import { show } from './format';

type Row = Record<string, any>;

const LINK = `${Classes.BUTTON} ${Classes.MINIMAL} ${Classes.SMALL}`;

export interface RowActionsProps {
  row: Row;
  language: number;
  /** Link columns: the record's public page, opened in a new tab. */
  links: Column[];
  editLabel?: string;
  canEdit: boolean;
  canDelete: boolean;
  onEdit?(row: Row): void;
  modals: { label: string; open(row: Row): void }[];
  onDelete?(row: Row): void;
}

/** A row's actions, quiet (minimal buttons): the danger belongs to the confirmation, not to every row. */
export function RowActions({ row, language, links, editLabel, canEdit, canDelete, onEdit, modals, onDelete }: RowActionsProps) {
  return (
    <div className="engine-row-actions">
      {links.map((column) => {
        const { href } = show(row[column.field], column, 'list', language);
        // A link (not Blueprint's AnchorButton, whose role is button): it opens the public page in a new tab.
        return href ? (
          <a key={column.field} className={LINK} href={href} target="_blank" rel="noopener noreferrer">
            {column.label}
          </a>
        ) : (
          // A record without a public address keeps the link's room, so the row's other actions stay in line.
          <span key={column.field} className={LINK} aria-hidden="true" style={{ visibility: 'hidden' }}>
            {column.label}
          </span>
        );
      })}
      {onEdit && <Button variant="minimal" size="small" text={editLabel} disabled={!canEdit} onClick={() => onEdit(row)} />}
      {modals.map((m) => (
        <Button key={m.label} variant="minimal" size="small" text={m.label} disabled={!canEdit} onClick={() => m.open(row)} />
      ))}
      {onDelete && <Button variant="minimal" size="small" text="Delete" disabled={!canDelete} onClick={() => onDelete(row)} />}
    </div>
  );
}
