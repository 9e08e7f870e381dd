import { Tag } from '@blueprintjs/core';
import { diffCount, type SummaryDiff } from './summary-diff';

const MARK = { same: ' ', added: '+', removed: '−' } as const;
const SAID = { same: '', added: 'added: ', removed: 'removed: ' } as const;

/** The summary's change from shipped to working: its count, then every line, the added and removed ones marked. */
export function SummaryDiffView({ diff }: { diff: SummaryDiff }) {
  const count = diffCount(diff);
  if (!diff.added && !diff.removed) return <p className="studio-diff-none">{count}</p>;
  return (
    <>
      <p>
        <Tag intent="success" minimal>{`+${diff.added}`}</Tag> <Tag intent="danger" minimal>{`−${diff.removed}`}</Tag> <span>{count}</span>
      </p>
      <pre className="studio-summary studio-diff" aria-label="Summary diff">
        {diff.lines.map((line, i) => (
          <div key={i} className={`studio-diff-${line.op}`}>
            <span className="engine-sr-only">{SAID[line.op]}</span>
            <span aria-hidden="true">{MARK[line.op]} </span>
            {line.text}
          </div>
        ))}
      </pre>
    </>
  );
}
