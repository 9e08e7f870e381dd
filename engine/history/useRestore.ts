import { useCallback } from 'react';
import type { HistoryEntry } from '../data/history';
import type { FormBody } from '../model/descriptor';
import { fieldsOf, groupsOf } from '../model/parts';
import { notify } from '../notices';
import { historyTime } from './readable';
import { versionAfter } from './restore';
import { valuesOfVersion } from './restore-into-form';
import { BOOKKEEPING, readableName, type Vocabulary } from './vocabulary';

type Row = Record<string, unknown>;

/** What Restore needs of the open form: the stored record, and a change of the values as the editor makes one. */
export interface RestoringForm {
  record: Row | null;
  change(update: (old: Record<string, unknown>) => Record<string, unknown>, byEditor: boolean): void;
}

/**
 * Restore: the record as it was after an entry goes into the form as the editor's own change (the form is dirty,
 * nothing is saved), to be checked and saved as a new save against the current version. A notice says what
 * this form cannot bring back: fields another form edits, and values the log does not hold whole.
 */
export function useRestore(form: FormBody, editor: RestoringForm, words: Vocabulary) {
  return useCallback(
    (entries: HistoryEntry[], index: number) => {
      const current = editor.record ?? {};
      const { record, unknown } = versionAfter(entries, index, current);
      const values = valuesOfVersion(form, current, record);
      editor.change((old) => ({ ...old, ...values }), true);
      const held = new Set([...fieldsOf(form.parts).map((f) => f.name), ...groupsOf(form.parts).map((g) => g.name)]);
      const differing = Object.keys(record).filter((field) => !BOOKKEEPING.has(field) && JSON.stringify(record[field]) !== JSON.stringify(current[field]));
      const label = (field: string) => words[field]?.label ?? readableName(field);
      const elsewhere = differing.filter((field) => !held.has(field)).map(label);
      const notes = [
        elsewhere.length ? ` Not on this form, so not brought back: ${elsewhere.join(', ')}.` : '',
        unknown.length ? ` Not recorded in full, so kept as they are: ${unknown.map(label).join(', ')}.` : '',
      ].join('');
      void notify({ message: `The version of ${historyTime(entries[index].at)} is in the form: check it and save.${notes}`, duration: notes ? 8000 : 4000 }, 'primary');
    },
    [form, editor, words],
  );
}
