import type { DataProvider } from '../data/provider';
import type { TemplateContext } from '../data/templates';
import type { FormBody } from '../model/descriptor';
import { loadRecord } from './load';
import { recordToValues } from './record';
import { sameValues } from './useDirty';

/**
 * The version a form's save states when another tab of the same record saved just before it (a tabs screen that saves
 * together: the review's CONTENT after EDIT REVIEW moved the review on). The record is read again: when the fields
 * this form edits are stored as the form loaded them, the save is based on the stored version; otherwise (or when the
 * read fails) on the version it loaded, so that another editor's change to them still comes up as a conflict.
 */
export async function versionAfterSiblingSave(
  provider: DataProvider,
  form: FormBody,
  ctx: TemplateContext,
  loaded: { version: unknown; values: Record<string, unknown> },
): Promise<number | undefined> {
  if (!form.load) return undefined;
  const stored = await loadRecord(provider, form, ctx).catch(() => null);
  if (!stored || typeof stored.version !== 'number' || stored.version === loaded.version) return undefined;
  return sameValues(recordToValues(form, stored), loaded.values) ? stored.version : undefined;
}
