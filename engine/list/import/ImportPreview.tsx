import { HTMLSelect, Tag, type Intent } from '@blueprintjs/core';
import { useState } from 'react';
import type { ImportOutcome, PreviewRow, RowStatus } from './import-types';

/** The preview draws this many rows of a status at most; the counts above say how many there are. */
const SHOWN_ROWS = 200;

const STATUS: Record<RowStatus, { text: string; intent: Intent }> = {
  new: { text: 'New', intent: 'success' },
  changed: { text: 'Changed', intent: 'primary' },
  unchanged: { text: 'Unchanged', intent: 'none' },
  refused: { text: 'Refused', intent: 'danger' },
  'left out': { text: 'Left out', intent: 'warning' },
};

function Details({ row, labelOf }: { row: PreviewRow; labelOf: (field: string) => string }) {
  if (row.reason) return <span className="engine-import-reason">{row.reason}</span>;
  if (!row.changes?.length) return null;
  return (
    <ul className="engine-import-changes">
      {row.changes.map((change) => (
        <li key={change.field}>
          <span className="engine-import-field">{labelOf(change.field)}</span>{' '}
          {row.status === 'changed' && (
            <>
              <del>{change.old ?? '(empty)'}</del> →{' '}
            </>
          )}
          <mark className="engine-import-written">{change.new ?? '(empty)'}</mark>
        </li>
      ))}
    </ul>
  );
}

/** The preview table: each row's line, key, fate and, for new and changed rows, the cells written, highlighted. */
export function ImportPreview({ outcome, keyLabel, labelOf }: { outcome: ImportOutcome; keyLabel: string; labelOf: (field: string) => string }) {
  const [shown, setShown] = useState<RowStatus | 'all'>(outcome.counts.refused ? 'refused' : 'all');
  const rows = outcome.rows.filter((r) => shown === 'all' || r.status === shown);
  const { counts } = outcome;
  return (
    <section className="engine-import-preview" aria-labelledby="engine-import-preview-title">
      <div className="engine-import-preview-bar">
        <h4 id="engine-import-preview-title" className="bp6-heading">Preview</h4>
        <span role="status" className="engine-import-counts">
          <Tag intent="success" minimal>{`${counts.new} new`}</Tag> <Tag intent="primary" minimal>{`${counts.changed} changed`}</Tag>{' '}
          <Tag minimal>{`${counts.unchanged} unchanged`}</Tag> <Tag intent="danger" minimal>{`${counts.refused} refused`}</Tag>
          {counts.leftOut > 0 && <Tag intent="warning" minimal>{` ${counts.leftOut} left out`}</Tag>}
        </span>
        <HTMLSelect aria-label="Rows shown" value={shown} onChange={(event) => setShown(event.target.value as RowStatus | 'all')}>
          <option value="all">All rows</option>
          <option value="new">New</option>
          <option value="changed">Changed</option>
          <option value="unchanged">Unchanged</option>
          <option value="refused">Refused</option>
        </HTMLSelect>
      </div>
      <div className="engine-import-table-scroll">
        <table className="bp6-html-table bp6-compact engine-import-rows">
          <caption className="engine-sr-only">Rows of the file and what importing them does</caption>
          <thead>
            <tr>
              <th scope="col">Row</th>
              <th scope="col">{keyLabel}</th>
              <th scope="col">Result</th>
              <th scope="col">Cells written, or why the row is refused</th>
            </tr>
          </thead>
          <tbody>
            {rows.slice(0, SHOWN_ROWS).map((row) => (
              <tr key={row.line} className={`engine-import-${row.status.replace(' ', '-')}`}>
                <td className="engine-num">{row.line}</td>
                <td>{row.key || '(empty)'}</td>
                <td>
                  <Tag intent={STATUS[row.status].intent} minimal={row.status !== 'refused'}>
                    {STATUS[row.status].text}
                  </Tag>
                </td>
                <td>
                  <Details row={row} labelOf={labelOf} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length > SHOWN_ROWS && <p className="engine-import-more">{`The first ${SHOWN_ROWS} of ${rows.length.toLocaleString('en')} rows are shown; choose a kind of row above to see others.`}</p>}
      {rows.length === 0 && <p className="engine-import-more">No rows of this kind.</p>}
    </section>
  );
}
