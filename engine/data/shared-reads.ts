/**
 * Reads that two parts of one opening screen make alike (a tabbed editor's header and its form both read the
 * record) go to the server once: an identical GET made while the first is on its way gets that answer (a copy
 * of it). Once answered, the next read asks the server again: a list the editor reloads (clearing a filter, first
 * document §8) shows what is stored now. Any write forgets every read on its way, so what is read after a save is new.
 * A read a screen makes ahead of drawing, as its route opens (`prime`), is kept a moment after its answer, for the
 * parts of that screen that read it as they draw.
 */
export const PRIMED_KEPT_MS = 2000;

export function sharedReads() {
  const pending = new Map<string, Promise<unknown>>();
  const primed = new Map<string, Promise<unknown>>();
  return {
    read<T>(key: string, fetch: () => Promise<T>): Promise<T> {
      const kept = pending.get(key) ?? primed.get(key);
      if (kept) return kept.then((data) => structuredClone(data) as T);
      const answer = fetch();
      pending.set(key, answer);
      const done = () => void (pending.get(key) === answer && pending.delete(key));
      answer.then(done, done);
      return answer.then((data) => structuredClone(data) as T);
    },
    /** A read made ahead for a screen that is opening: its answer is kept PRIMED_KEPT_MS for the screen's own reads. */
    prime<T>(key: string, fetch: () => Promise<T>): void {
      if (pending.has(key) || primed.has(key)) return;
      const answer = this.read(key, fetch);
      primed.set(key, answer);
      const forget = () => void (primed.get(key) === answer && primed.delete(key));
      answer.then(() => setTimeout(forget, PRIMED_KEPT_MS), forget);
    },
    /** A write: a read on its way may be out of date, before it and once it is done (a read made meanwhile too). */
    async writing<T>(write: () => Promise<T>): Promise<T> {
      pending.clear();
      primed.clear();
      try {
        return await write();
      } finally {
        pending.clear();
        primed.clear();
      }
    },
  };
}
