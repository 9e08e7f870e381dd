import { diffWords } from 'diff';

/**
 * How a suggestion's English differs from the field's English now, word by word: words only the field has are marked
 * as inserted, words only the suggestion had as deleted; underline and strike-through (and words for a screen
 * reader) say it, not colour alone.
 */
export function SuggestionDiff({ remembered, current }: { remembered: string; current: string }) {
  const parts = diffWords(remembered, current);
  return (
    <span className="bo-diff">
      {parts.map((part, i) => {
        if (!part.added && !part.removed) return <span key={i}>{part.value}</span>;
        const Mark = part.added ? 'ins' : 'del';
        return (
          <Mark key={i}>
            <span className="bo-visually-hidden">{part.added ? '[now: ' : '[was: '}</span>
            {part.value}
            <span className="bo-visually-hidden">]</span>
          </Mark>
        );
      })}
    </span>
  );
}
