import { afterAll } from 'vitest';

/**
 * A file drawing React in jsdom ends with its screens unmounted, but React's scheduler may still have a turn queued
 * (a state set by a timer just before unmounting). On a busy machine that turn can come after the file's jsdom
 * is gone and fail with "window is not defined", outside any test. Letting the queue run first keeps it inside.
 */
afterAll(async () => {
  if (typeof window === 'undefined') return;
  for (let i = 0; i < 3; i++) {
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
});
