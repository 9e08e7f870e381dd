/**
 * Runs work once the page has nothing else to do (at the latest after `within` ms), and returns what cancels it.
 * Where the browser cannot say when it is idle (a simulated document, as in the unit tests), after a moment.
 */
export function whenIdle(work: () => unknown, within: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => void work(), { timeout: within });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(() => void work(), Math.min(within, 200));
  return () => clearTimeout(timer);
}
