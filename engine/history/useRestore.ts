import { useCallback } from 'react';
import { restoresHeader, type HistoryEntry } from '../data/history';
import type { FormBody } from '../model/descriptor';
import { fieldsOf, groupsOf } from '../model/parts';
import { storageOf } from '../form/parts';
import { notify } from '../notices';
import type { HistoryRow } from './history-rows';
import { historyTime } from './readable';
import { changeUndone, versionBefore } from './restore';
import { valuesOfVersion } from './restore-into-form';
import type { SaveEntries } from './saves';
import { BOOKKEEPING, readableName, type Vocabulary } from './vocabulary';

type Row = Record<string, unknown>;

/** What Restore needs of the open form: the stored record, and a save of restored values that says what it restores. */
export interface RestoringForm {
  record: Row | null;
  /** Saves the form with these values over its stored ones, its calls sending `headers`; true once saved. */
  saveRestored(values: Record<string, unknown>, headers: Record<string, string>): Promise<boolean>;
}

/** Undo this change: only that save's fields go back. Restore the version before: the whole record as it was before it. */
export type RestoreKind = 'change' | 'version';

/** Every name the form draws a value under: its fields, its groups, and their items (a SERP panel's Subtitle). */
function drawnNames(form: FormBody): Set<string> {
  const names = new Set(fieldsOf(form.parts).map((f) => f.name));
  for (const group of groupsOf(form.parts)) {
    names.add(group.name);
    for (const item of group.items) names.add(storageOf(group).itemKey(item));
  }
  return names;
}

/** What the restore says: done, or nothing to do, with what it could not bring back. */
export function restoreSentence(kind: RestoreKind, save: SaveEntries) {
  const when = historyTime(save.entries[0].at);
  return kind === 'change' ? { done: `Undid the change of ${when}.`, nothing: `Nothing to undo: the record already holds the values from before the change of ${when}.` } : { done: `Restored the version before the change of ${when}.`, nothing: `Nothing to restore: the record already is the version before the change of ${when}.` };
}

/**
 * Restore as one save: the record as it was before a save (or with only that save's fields taken back) goes into
 * the form and is saved at once, its calls naming the entry they bring back, so the history says what was restored.
 * Where nothing would change, it says so and saves nothing. A notice names what this form cannot bring back: fields
 * another form edits, and values the log does not hold whole.
 */
export function useRestore(form: FormBody, editor: RestoringForm, words: Vocabulary, rows: HistoryRow[]) {
  return useCallback(
    async (kind: RestoreKind, entries: HistoryEntry[], save: SaveEntries) => {
      const current = editor.record ?? {};
      const { record, unknown } = kind === 'change' ? changeUndone(entries, save.from, save.to, current, rows) : versionBefore(entries, save.to, current, rows);
      const values = valuesOfVersion(form, current, record);
      const said = restoreSentence(kind, save);
      const drawn = drawnNames(form);
      const label = (field: string) => words[field]?.label ?? readableName(field);
      // Fields another form of this record edits (Content on Edit review); the server's own columns are no one's edit.
      const elsewhere = Object.keys(record).filter((field) => !BOOKKEEPING.has(field) && !drawn.has(field) && words[field] && !words[field].hidden && JSON.stringify(record[field]) !== JSON.stringify(current[field]));
      const notes = [
        elsewhere.length ? ` Not on this form, so not brought back: ${elsewhere.map(label).join(', ')}.` : '',
        unknown.length ? ` Not recorded in full, so kept as they are: ${unknown.map(label).join(', ')}.` : '',
      ].join('');
      if (!Object.keys(values).length) {
        // A change made on another form of the record (Name, seen from the Content tab) is undone there.
        const message = elsewhere.length ? `Nothing on this form to bring back: ${elsewhere.map(label).join(', ')} ${elsewhere.length > 1 ? 'are' : 'is'} edited on another form of this record.` : `${said.nothing}${notes}`;
        void notify({ message, duration: 8000 }, 'primary');
        return;
      }
      const saved = await editor.saveRestored(values, restoresHeader({ kind, auditId: save.entries[0].auditId }));
      if (saved) void notify({ message: `${said.done}${notes}`, duration: notes ? 8000 : 5000 }, 'success');
    },
    [form, editor, words, rows],
  );
}
