import { afterAll } from 'vitest';

/**
 * A file drawing React in happy-dom ends with its screens unmounted, but React's scheduler may still have a turn queued
 * (a state set by a timer just before unmounting). On a busy machine that turn can come after the file's happy-dom
 * is gone and fail with "window is not defined", outside any test. Letting the queue run first keeps it inside.
 */
afterAll(async () => {
  if (typeof window === 'undefined') return;
  // The engine's notices and discard prompt draw in React roots of their own, which the tests' cleanup leaves: a
  // notice shown near a file's end closed 3 s later, after its document was gone ("window is not defined" in
  // react-transition-group's Transition, outside any test). They close with the file.
  (await import('../../engine/draw-apart')).closeAllApart();
  for (let i = 0; i < 3; i++) {
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
});
