import { startTransition, useEffect, useState } from 'react';
import type { Block } from './blocks';

/** About a screenful: the fields of a long form drawn with its first frame. */
export const FIRST_FRAME_FIELDS = 12;

/**
 * The blocks of a long form drawn with the screen's first frame: the side panel and the first sections of the column,
 * up to about a screenful of fields. The others draw right after, in a transition (so that a key typed meanwhile is not
 * held up); until then their sections show their headings, so the index and its jumps work from the start.
 */
export function useFirstFrame(main: Block[], long: boolean): (block: Block) => boolean {
  const [all, setAll] = useState(!long);
  useEffect(() => {
    if (!all) startTransition(() => setAll(true));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (all) return () => true;
  const first = new Set<string>();
  let fields = 0;
  for (const block of main) {
    if (first.size && fields + block.fields.length > FIRST_FRAME_FIELDS) break;
    first.add(block.name);
    fields += block.fields.length;
  }
  return (block) => block.side || first.has(block.name);
}
