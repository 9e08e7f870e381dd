import { AnchorButton, Classes, Icon, Tag, Tooltip, type Intent } from '@blueprintjs/core';
import type { CellState, OverviewCell as Cell } from '../../data/translations';

export const STATE_WORDS: Record<CellState, string> = { missing: 'Missing', present: 'Present', incomplete: 'Incomplete', outOfDate: 'Out of date' };
const INTENTS: Record<CellState, Intent> = { missing: 'none', present: 'success', incomplete: 'warning', outOfDate: 'danger' };

/** What a cell's count stands for, said in full for a tooltip and a screen reader. */
function explanation(cell: Cell): string {
  if (cell.state === 'outOfDate') return `Changed in English since this version was saved: ${cell.fields.join(', ')}`;
  if (cell.state === 'incomplete') return `Empty: ${cell.fields.join(', ')}`;
  return STATE_WORDS[cell.state];
}

/**
 * One language's cell: its state with a count, a link to the version (a full load, so the app opens in the
 * version's language), or, where it is missing and the reader may write there, "Create from English".
 */
export function OverviewCell({ cell, language, to, create }: { cell: Cell; language: string; to?: string; create?: string }) {
  const word = STATE_WORDS[cell.state];
  const text = cell.count ? `${word} · ${cell.count}` : word;
  if (cell.state === 'missing')
    return (
      <span className="bo-translation-missing">
        <span className={Classes.TEXT_MUTED}>{word}</span>
        {create && (
          <Tooltip content="Create from English" placement="top">
            <AnchorButton size="small" variant="minimal" icon="add" href={create} aria-label={`Create from English (${language})`} />
          </Tooltip>
        )}
      </span>
    );
  const tag = (
    <Tag minimal intent={INTENTS[cell.state]} interactive={!!to}>
      {text}
    </Tag>
  );
  // The accessible name starts with the visible text, then says the language and what the count stands for.
  const label = cell.state === 'present' ? `${text} (${language})` : `${text} (${language}: ${explanation(cell)})`;
  return (
    <Tooltip content={explanation(cell)} placement="top" disabled={cell.state === 'present'}>
      {to ? (
        <a href={to} aria-label={label} className="bo-translation-cell-link">
          {tag}
        </a>
      ) : (
        <span aria-label={label}>{tag}</span>
      )}
    </Tooltip>
  );
}

/** A language the reader may not read this type in: said so, with no count and no link (never "Missing"). */
export function NoAccessCell({ language }: { language: string }) {
  return (
    <span className={`bo-translation-no-access ${Classes.TEXT_MUTED}`}>
      <Icon icon="lock" size={12} aria-hidden />
      No access<span className="bo-visually-hidden">{` (${language})`}</span>
    </span>
  );
}
