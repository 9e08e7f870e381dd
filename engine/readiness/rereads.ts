import { useSyncExternalStore } from 'react';

/**
 * What changes a record's readiness without saving the record (a "from memory: check" confirmed): the panel reads the
 * record's readiness again when told here, as it does after each save.
 */
let rereads = 0;
const listeners = new Set<() => void>();

export function rereadReadiness(): void {
  rereads += 1;
  for (const listener of listeners) listener();
}

/** A count that grows each time readiness should be read again. */
export function useReadinessRereads(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => rereads,
    // Drawn on the server (a form's first frame is rendered to a string), nothing has been confirmed yet.
    () => 0,
  );
}
