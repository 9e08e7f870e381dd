/**
 * Reads that two parts of one opening screen make alike (a tabbed editor's header and its form both read the
 * record) go to the server once: an identical GET made while the first is on its way gets that answer (a copy
 * of it). Once answered, the next read asks the server again: a list the editor reloads (clearing a filter, first
 * document §8) shows what is stored now. Any write forgets every read on its way, so what is read after a save is new.
 */
export function sharedReads() {
  const pending = new Map<string, Promise<unknown>>();
  return {
    read<T>(key: string, fetch: () => Promise<T>): Promise<T> {
      const kept = pending.get(key);
      if (kept) return kept.then((data) => structuredClone(data) as T);
      const answer = fetch();
      pending.set(key, answer);
      const done = () => void (pending.get(key) === answer && pending.delete(key));
      answer.then(done, done);
      return answer.then((data) => structuredClone(data) as T);
    },
    /** A write: a read on its way may be out of date, before it and once it is done (a read made meanwhile too). */
    async writing<T>(write: () => Promise<T>): Promise<T> {
      pending.clear();
      try {
        return await write();
      } finally {
        pending.clear();
      }
    },
  };
}
