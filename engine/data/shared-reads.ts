/**
 * Reads that two parts of one opening screen make alike (a tabbed editor's header and its form both read the
 * record) go to the server once: an identical GET made while the first is on its way gets that answer (a copy
 * of it). Once answered, the next read asks the server again: a list the editor reloads (clearing a filter, first
 * document §8) shows what is stored now. Any write forgets every read on its way, so what is read after a save is new.
 * A read a screen makes ahead of drawing, as its route opens (`prime`), is kept a moment after its answer, for the
 * parts of that screen that read it as they draw; while kept, its answer can also be taken at once (`peek`), so that a
 * part drawn after the answer came draws with it in its first pass instead of a pass later.
 */
export const PRIMED_KEPT_MS = 2000;

const noop = () => undefined;

export function sharedReads() {
  const pending = new Map<string, Promise<unknown>>();
  const primed = new Map<string, Promise<unknown>>();
  /** The answers of primed reads that have come, while they are kept. */
  const answered = new Map<string, { data: unknown }>();
  const forgetAll = () => {
    pending.clear();
    primed.clear();
    answered.clear();
  };
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
    /**
     * A read made ahead for a screen that is opening: its answer is kept PRIMED_KEPT_MS for the screen's own reads.
     * Settles (never fails) once that read, or the identical one already on its way, is answered.
     */
    prime<T>(key: string, fetch: () => Promise<T>): Promise<void> {
      const settled = (answer: Promise<unknown>) => answer.then(noop, noop);
      const kept = pending.get(key) ?? primed.get(key);
      if (kept) return settled(kept);
      const answer = this.read(key, fetch);
      primed.set(key, answer);
      const forget = () => {
        if (primed.get(key) !== answer) return;
        primed.delete(key);
        answered.delete(key);
      };
      answer.then((data) => {
        if (primed.get(key) === answer) answered.set(key, { data });
        setTimeout(forget, PRIMED_KEPT_MS);
      }, forget);
      return settled(answer);
    },
    /** A primed read's answer if it has come and is still kept (a copy of it), else undefined: the read is then to be made. */
    peek<T>(key: string): { data: T } | undefined {
      const kept = answered.get(key);
      return kept && { data: structuredClone(kept.data) as T };
    },
    /** A write: a read on its way may be out of date, before it and once it is done (a read made meanwhile too). */
    async writing<T>(write: () => Promise<T>): Promise<T> {
      forgetAll();
      try {
        return await write();
      } finally {
        forgetAll();
      }
    },
  };
}
