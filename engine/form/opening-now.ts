import type { FormBody } from '../model/descriptor';
import type { DataProvider } from '../data/provider';
import type { TemplateContext } from '../data/templates';
import { languageOfRecord } from '../data/language-link';
import { languageFieldOf } from '../model/language-field';
import { recordNow } from './load';
import { recordToValues } from './record';
import { restoredNow, type Restored, type Where } from './journal/useDraftJournal';

type Row = Record<string, any>;
type Values = Record<string, unknown>;

/** A form's state as it opens with its record already read: what its controller starts from instead of loading. */
export interface OpenedNow {
  record: Row | null;
  values: Values;
  /** With edits kept in the draft journal: the values they were made from, against which the form is changed. */
  dirty: { baseline: Values; touched: boolean };
  /** What the draft journal restored (none for a form whose editor may not save, which keeps no draft). */
  journal?: Restored;
}

/**
 * The opening of a form whose reads were made ahead and have all been answered (load.ts, recordNow), with the edits
 * the draft journal keeps for the record, read ahead too (restoredNow): the same state its load would reach a few
 * passes later, so the form draws its record in its first pass. Undefined where anything is still on its way, or where
 * the record is in another language than the screen's (the screen follows it first): the form then loads as usual.
 */
export function openingNow(
  provider: DataProvider,
  form: FormBody,
  ctx: Pick<TemplateContext, 'language' | 'params'>,
  how: { journal: Where | null; followsLanguage: boolean },
): OpenedNow | undefined {
  const now = recordNow(provider, form, ctx);
  if (!now) return undefined;
  const { record: loaded } = now;
  const found = loaded && typeof loaded === 'object' && Object.keys(loaded).length ? loaded : null;
  const own = how.followsLanguage ? languageOfRecord(found, languageFieldOf(form)) : null;
  if (own !== null && own !== ctx.language) return undefined;
  const values = recordToValues(form, loaded && typeof loaded === 'object' ? loaded : null);
  if (!how.journal) return { record: found, values, dirty: { baseline: values, touched: false } };
  const journal = restoredNow(form, how.journal, ctx.language, found?.version, values);
  if (!journal) return undefined;
  const { entry } = journal;
  if (!entry) return { record: found, values, dirty: { baseline: values, touched: false }, journal };
  return {
    record: found && entry.version !== undefined ? { ...found, version: entry.version } : found,
    values: { ...values, ...entry.edits },
    dirty: { baseline: { ...values, ...entry.before }, touched: true },
    journal,
  };
}
