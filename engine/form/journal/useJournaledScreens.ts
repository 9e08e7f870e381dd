import { useEffect, useState } from 'react';
import { journalKey } from './journal-key';
import { readEntry } from './journal-store';

/**
 * Which of these screens hold edits in the draft journal for this record and language (read once as they open,
 * and again when the record or language changes): a screen holding several forms opens those at once, so that
 * edits kept in a tab not yet chosen come back with the rest instead of waiting, unseen, for that tab.
 */
export function useJournaledScreens(screens: string[], where: { params: Record<string, string | undefined>; language: number; userId: number | string | undefined }): string[] {
  const [held, setHeld] = useState<string[]>([]);
  const key = JSON.stringify([screens, where.params, where.language, where.userId]);
  useEffect(() => {
    let live = true;
    void Promise.all(screens.map(async (screen) => ((await readEntry(journalKey({ screen, ...where }))) ? screen : null))).then((found) => {
      const now = found.filter((screen): screen is string => screen !== null);
      // The same screens keep the same list: a new empty one drew the whole tabbed editor again as it opened.
      if (live) setHeld((was) => (was.length === now.length && was.every((screen, i) => screen === now[i]) ? was : now));
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return held;
}
