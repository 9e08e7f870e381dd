import { startTransition, useEffect, useState } from 'react';
import type { Block } from './blocks';

/** About a screenful: the fields of a long form drawn with its first frame. */
export const FIRST_FRAME_FIELDS = 12;

/** How long the rest waits for the first frame to be shown where no frame comes (a tab opened in the background). */
export const FIRST_FRAME_WAIT_MS = 300;

/**
 * Runs `work` once the frame now being drawn is on screen: at the second animation frame from now (the first is the
 * one drawing it), or after FIRST_FRAME_WAIT_MS where frames do not come. Returns what cancels it.
 */
function afterFirstFrameShown(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame = requestAnimationFrame(() => (frame = requestAnimationFrame(done)));
  const fallback = setTimeout(done, FIRST_FRAME_WAIT_MS);
  function done() {
    cancel();
    // A task of its own, not the frame's: the browser finishes the frame before the rest is drawn.
    timer = setTimeout(work);
  }
  function cancel() {
    cancelAnimationFrame(frame);
    clearTimeout(fallback);
  }
  return () => {
    cancel();
    clearTimeout(timer);
  };
}

/**
 * The blocks of a long form drawn with the screen's first frame: the side panel and the first sections of the column,
 * up to about a screenful of fields. The others draw once that frame is on screen, in a transition (so that a key
 * typed meanwhile is not held up); until then their sections show their headings, so the index and its jumps work
 * from the start. Not as soon as the first frame is committed: their drawing, some 50 ms of a review editor's, then
 * kept the browser from showing the first frame (measured side by side, interleaved: a cold review editor painted
 * 16-20 ms sooner, list -> editor 8-30 ms).
 */
export function useFirstFrame(main: Block[], long: boolean): (block: Block) => boolean {
  const [all, setAll] = useState(!long);
  useEffect(() => {
    if (!all) return afterFirstFrameShown(() => startTransition(() => setAll(true)));
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
