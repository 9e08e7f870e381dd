import { useEffect, useState } from 'react';

/** After how long a call running shows a progress bar: the "anything taking over a second". */
export const PROGRESS_AFTER_MS = 1000;

/**
 * Whether the call under way (any truthy `busy`) has run for over a second: a dialog then shows its progress bar,
 * which goes with the call. Shared by the import and the bulk change dialogs.
 */
export function useSlowCall(busy: unknown): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    setSlow(false);
    if (!busy) return;
    const timer = setTimeout(() => setSlow(true), PROGRESS_AFTER_MS);
    return () => clearTimeout(timer);
  }, [busy]);
  return slow;
}
