import { useCallback, useState } from 'react';
import type { FormBody } from '../model/descriptor';
import type { DataProvider } from '../data/provider';
import type { TemplateContext } from '../data/templates';
import { recordHistory } from '../data/history';
import { loadRecord } from './load';
import { recordToValues } from './record';
import type { Conflict } from './conflict';

type Row = Record<string, any>;

/** Who saved the record last, from its history (the form's `history` type), when the form keeps one. */
async function lastSaver(provider: DataProvider, form: FormBody, current: Row): Promise<Conflict['savedBy']> {
  const id = form.idField && current[form.idField];
  if (!form.history || id === undefined || id === null) return undefined;
  const newest = (await recordHistory(provider, form.history, id)).entries[0];
  return newest ? { username: newest.username ?? 'Someone', at: newest.at } : undefined;
}

/**
 * The conflict of a stale save: opened with what both editors started from and what this one would save, then
 * completed by reading the stored record again through the form's own load (so group storages, joined
 * records and versions are as a fresh form would have them) and who saved it. A reader that fails leaves the
 * 409 answer's record as theirs; a history that fails leaves the saver unnamed.
 */
export function useConflict(form: FormBody, provider: DataProvider) {
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const open = useCallback(
    (opened: Conflict, ctx: TemplateContext, loaded: Row | null) => {
      setConflict(opened);
      const stored = loadRecord(provider, form, ctx).then(
        (row) => row ?? { ...loaded, ...opened.current },
        () => ({ ...loaded, ...opened.current }),
      );
      const savedBy = lastSaver(provider, form, opened.current).catch(() => undefined);
      void Promise.all([stored, savedBy]).then(([row, by]) =>
        setConflict((now) => (now && now.current === opened.current ? { ...now, stored: row, theirs: recordToValues(form, row), savedBy: by } : now)),
      );
    },
    [form, provider],
  );
  return { conflict, open, close: useCallback(() => setConflict(null), []) };
}
