import { Classes } from '@blueprintjs/core';
import { changeSentence, type ChangeLine } from './readable';
import { Diff } from './Diff';
import './history.css';

/** An entry's changes as a short list for a table cell: "Author: from “Anna” to “John”", a text as its word diff. */
export function ChangeList({ lines }: { lines: ChangeLine[] | undefined }) {
  if (!lines) return <span className={Classes.SKELETON}>Loading the changes</span>;
  if (!lines.length) return <span className="bp6-text-muted">Saved without changing a field.</span>;
  return (
    <ul className="bo-audit-changes" style={{ margin: 0, paddingLeft: 16 }}>
      {lines.map((line) => (
        <li key={line.field} style={{ overflowWrap: 'anywhere' }}>
          <strong>{line.label}</strong>: {line.kind === 'text' && line.diff ? <Diff parts={line.diff} /> : changeSentence(line)}
        </li>
      ))}
    </ul>
  );
}
