import { HTMLTable, Icon, Tag } from '@blueprintjs/core';
import { LANGUAGES } from '../../../shared/languages';
import type { WholeAction } from '../../registry/list-bulk-in';
import type { BulkOutcome, BulkRow } from './bulk-types';

const code = (languageId: number | null) => LANGUAGES.find((l) => l.languageId === languageId)?.code.toUpperCase() ?? '';

const STATUS = {
  changed: { words: 'Changes', intent: 'success' },
  unchanged: { words: 'Unchanged', intent: 'none' },
  refused: { words: 'Refused', intent: 'danger' },
} as const;

function Line({ row, done, whole, languages }: { row: BulkRow; done: boolean; whole: WholeAction | null; languages: boolean }) {
  const status = STATUS[row.status];
  return (
    <tr className={`engine-bulk-${row.status}`}>
      <td className="engine-text">
        <span className="engine-cell-text">{row.name ?? `#${row.id}`}</span>
      </td>
      {languages && <td>{code(row.languageId)}</td>}
      <td className="engine-bulk-values">
        {row.status === 'refused' ? (
          <span>{row.reason}</span>
        ) : whole ? (
          <span>{done ? whole.went : whole.goes}</span>
        ) : (
          <>
            <span className="engine-bulk-before">{row.before ?? '(empty)'}</span>
            {row.status === 'changed' && (
              <>
                <Icon icon="arrow-right" size={12} aria-label="becomes" />
                <strong>{row.after ?? '(empty)'}</strong>
              </>
            )}
          </>
        )}
      </td>
      <td>
        <Tag minimal intent={status.intent}>
          {row.status === 'changed' ? (whole ? (done ? whole.tagDone : whole.tag) : done ? 'Written' : status.words) : status.words}
        </Tag>
      </td>
    </tr>
  );
}

/**
 * A bulk change's preview or report: every record with its value before and after, those that stay as they are, and
 * those refused with the server's reason, refused ones first so none goes unseen.
 */
export function BulkPreview({ outcome, field, done, whole = null }: { outcome: BulkOutcome; field: string; done: boolean; whole?: WholeAction | null }) {
  const order = { refused: 0, changed: 1, unchanged: 2 } as const;
  const rows = [...outcome.rows].sort((a, b) => order[a.status] - order[b.status]);
  // Records without a language (countries, users) leave the column out rather than show it empty.
  const languages = rows.some((row) => row.languageId !== null);
  return (
    // A region that scrolls takes the focus, so the keyboard scrolls it too.
    <div className="engine-bulk-preview" tabIndex={0} role="region" aria-label={done ? 'What was written' : 'What the change would write'}>
      <HTMLTable compact className="engine-table">
        <caption className="engine-sr-only">{done ? 'What was written' : 'What the change would write'}</caption>
        <thead>
          <tr>
            <th scope="col">Record</th>
            {languages && <th scope="col">Language</th>}
            <th scope="col">{whole ? 'What happens' : `${field}: before → after`}</th>
            <th scope="col">Outcome</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <Line key={`${row.id}-${i}`} row={row} done={done} whole={whole} languages={languages} />
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
