import { useMemo, useRef } from 'react';
import { useParams } from 'react-router-dom';
import type { FormBody } from '../model/descriptor';
import { useEngine } from '../EngineContext';
import { loadRecord } from '../form/load';
import { recordToValues } from '../form/record';
import { withComputed } from '../form/computed';
import type { ConditionContext } from '../form/parts';
import { englishParams, inAnotherLanguage } from '../translations/useEnglishComparison';
import { readOnlyFieldsOf } from '../translations/read-only-fields';
import type { SuggestionsHost } from './context';

interface Editor {
  record: Record<string, any> | null;
  values: Record<string, unknown>;
  canSave: boolean;
  conditionCtx: ConditionContext;
  change(update: (old: Record<string, unknown>) => Record<string, unknown>, byEditor: boolean): void;
  typing: { flush(): void };
}

const ENGLISH = 1;
const FIELD_READ_ONLY = 'This field cannot be changed here.';

/**
 * The translation memory's side of a form (issue 33 item 2): offered on a record in another language than English,
 * as "Compare with English" is. Nothing is read here: the English record is read when a field first asks for
 * suggestions (or taken from the comparison while it is on), and inserting goes through the form's change path.
 */
export function useMemoryHost(form: FormBody, editor: Editor, comparing: Record<string, unknown> | null, readOnlyReason: string | undefined): SuggestionsHost | null {
  const { provider, language } = useEngine();
  const params = useParams();
  const editorRef = useRef(editor);
  editorRef.current = editor;
  const offered = language !== ENGLISH && inAnotherLanguage(form, editor.record);
  const entity = form.load ? /^\/([A-Za-z]+)/.exec(form.load.call.path)?.[1] : undefined;
  const rawId = editor.record?.[form.idField];
  const recordId = typeof rawId === 'number' ? rawId : null;
  const readOnlyFields = useMemo(() => readOnlyFieldsOf(form, editor.conditionCtx), [form, editor.conditionCtx]);
  const { canSave } = editor;
  // The English record and the answers are kept per record: another record (or language) asks afresh.
  const english = useMemo(() => {
    let once: Promise<Record<string, unknown> | null> | null = null;
    return () =>
      (once ??= (async () => {
        const where = await englishParams(provider, form, params);
        if (!where) return null;
        const record = await loadRecord(provider, form, { language: ENGLISH, params: where.params });
        return record ? recordToValues(form, record) : null;
      })().catch((error) => {
        once = null;
        throw error;
      }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [provider, form, language, recordId]);
  const answers = useMemo(() => new Map(), [language, recordId]);
  return useMemo<SuggestionsHost | null>(
    () =>
      offered && entity
        ? {
            provider,
            languageId: language,
            entity,
            recordId,
            comparing,
            english,
            answers,
            valueOf: (name) => editorRef.current.values[name],
            whyNot: (name) => (!canSave ? (readOnlyReason ?? FIELD_READ_ONLY) : readOnlyFields.has(name) ? FIELD_READ_ONLY : null),
            insert: (name, value) => {
              // Keys typed and still held would otherwise land after the suggestion and overwrite it.
              editorRef.current.typing.flush();
              editorRef.current.change((old) => withComputed(form.parts, { ...old, [name]: value }), true);
            },
          }
        : null,
    [offered, entity, provider, language, recordId, comparing, english, answers, canSave, readOnlyReason, readOnlyFields, form],
  );
}
