import { HTMLTable } from '@blueprintjs/core';
import { changeSentence, type ChangeLine } from './readable';
import { Diff } from './Diff';
import './history.css';

/** An entry's changes, one row a field: its label, then what happened to it as words, a text as its word diff. */
export function ChangeLines({ lines }: { lines: ChangeLine[] }) {
  if (!lines.length) return <p className="bp6-text-muted">Saved without changing a field.</p>;
  return (
    <HTMLTable compact style={{ width: '100%', tableLayout: 'fixed' }}>
      <tbody>
        {lines.map((line) => (
          <tr key={line.field}>
            <th scope="row" style={{ width: '30%' }}>{line.label}</th>
            <td style={{ overflowWrap: 'anywhere' }}>{line.kind === 'text' && line.diff ? <Diff parts={line.diff} /> : changeSentence(line)}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
