import { Tag, type Intent } from '@blueprintjs/core';
import type { ReadinessCounts, ReadinessState } from '../model/readiness';

/** What a readiness state reads as: "Ready", "Not ready · 2" (what blocks), "Warnings · 1". */
export function readinessText(state: ReadinessState, counts: ReadinessCounts): string {
  if (state === 'notReady') return `Not ready · ${counts.blocks}`;
  if (state === 'warnings') return `Warnings · ${counts.warns}`;
  return 'Ready';
}

const INTENT: Record<ReadinessState, Intent> = { ready: 'success', notReady: 'danger', warnings: 'warning' };

/** A record's readiness as a coloured tag; what else it found is said on hover and to a screen reader. */
export function ReadinessTag({ state, counts }: { state: ReadinessState; counts: ReadinessCounts }) {
  const more = [state !== 'warnings' && counts.warns ? `${counts.warns} warning${counts.warns === 1 ? '' : 's'}` : '', counts.informs ? `${counts.informs} note${counts.informs === 1 ? '' : 's'}` : '']
    .filter(Boolean)
    .join(', ');
  const text = readinessText(state, counts);
  return (
    <Tag intent={INTENT[state]} minimal={state === 'ready'} round className="bo-readiness-tag" title={more ? `${text}; ${more}` : text}>
      {text}
      {more && <span className="engine-sr-only">{`; ${more}`}</span>}
    </Tag>
  );
}
