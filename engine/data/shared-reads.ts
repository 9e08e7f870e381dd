/**
 * Reads that two parts of one opening screen make alike (a tabbed editor's header and its form both read the
 * record) go to the server once: an identical GET made while the first is on its way, or within a moment of its
 * answer, gets that answer (a copy of it). Any write forgets every answer, so what is read after a save is new.
 */
const MOMENT_MS = 2000;

export function sharedReads() {
  const answers = new Map<string, { answer: Promise<unknown>; at: number }>();
  return {
    read<T>(key: string, fetch: () => Promise<T>): Promise<T> {
      const kept = answers.get(key);
      if (kept && Date.now() - kept.at < MOMENT_MS) return kept.answer.then((data) => structuredClone(data) as T);
      const answer = fetch();
      const entry = { answer, at: Infinity };
      answers.set(key, entry);
      // The moment starts with the answer; a failed read is never shared.
      answer.then(
        () => void (entry.at = Date.now()),
        () => void (answers.get(key) === entry && answers.delete(key)),
      );
      return answer.then((data) => structuredClone(data) as T);
    },
    /** A write: every answer kept may be out of date, before it and once it is done (a read made meanwhile too). */
    async writing<T>(write: () => Promise<T>): Promise<T> {
      answers.clear();
      try {
        return await write();
      } finally {
        answers.clear();
      }
    },
  };
}
