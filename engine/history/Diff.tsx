import type { DiffPart } from './text-diff';
import './history.css';

/** A word diff: added words marked as inserted, removed ones as deleted, each also said in words to a screen reader. */
export function Diff({ parts }: { parts: DiffPart[] }) {
  return (
    <span className="bo-diff">
      {parts.map((part, i) => {
        const space = i ? ' ' : '';
        if (part.op === 'same') return <span key={i}>{space + part.text}</span>;
        const Mark = part.op === 'added' ? 'ins' : 'del';
        return (
          <span key={i}>
            {space}
            <Mark>
              <span className="bo-visually-hidden">{part.op === 'added' ? '[added: ' : '[removed: '}</span>
              {part.text}
              <span className="bo-visually-hidden">]</span>
            </Mark>
          </span>
        );
      })}
    </span>
  );
}

