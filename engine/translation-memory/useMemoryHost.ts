import { useMemo, useRef } from 'react';
import type { FormBody } from '../model/descriptor';
import { useEngine } from '../EngineContext';
import { withComputed } from '../form/computed';
import type { ConditionContext } from '../form/parts';
import { inAnotherLanguage } from '../translations/useEnglishComparison';
import type { EnglishReader } from '../translations/useEnglishReader';
import { readOnlyFieldsOf } from '../translations/read-only-fields';
import { mayReadEnglish } from '../translations/english-readable';
import type { SuggestionsHost } from './suggestions-context';

/** What of the form's controller the suggestions read and change. */
export interface SuggestionsEditor {
  record: Record<string, any> | null;
  values: Record<string, unknown>;
  canSave: boolean;
  conditionCtx: ConditionContext;
  change(update: (old: Record<string, unknown>) => Record<string, unknown>, byEditor: boolean): void;
  typing: { flush(): void };
}

export const FIELD_READ_ONLY = 'This field cannot be changed here.';

/**
 * The translation memory's side of a form (issue 33 item 2): offered on a record in another language than English,
 * as "Compare with English" is. Nothing is read here: the English record is read when a field first asks (or taken
 * from the comparison while it is on), and a suggestion goes in through the form's change path. (These closures stay
 * with the form: the lazily loaded suggestions would otherwise pull the form's modules into a chunk of their own.)
 */
export function useMemoryHost(
  form: FormBody,
  editor: SuggestionsEditor,
  comparing: Record<string, unknown> | null,
  readOnlyReason: string | undefined,
  readEnglish: EnglishReader,
): SuggestionsHost | null {
  const { provider, language, subject } = useEngine();
  const current = useRef(editor);
  current.current = editor;
  // The suggestions are of the English text: a user who may not read English is offered none (nor refused reading it).
  const offered = language !== 1 && inAnotherLanguage(form, editor.record) && mayReadEnglish(form, subject);
  const entity = form.load && /^\/([A-Za-z]+)/.exec(form.load.call.path)?.[1];
  const id = editor.record?.[form.idField];
  const recordId = typeof id === 'number' ? id : null;
  // Read once per condition context, not by every field as it draws.
  const readOnlyFields = useMemo(() => readOnlyFieldsOf(form, editor.conditionCtx), [form, editor.conditionCtx]);
  // The answers are kept per record and language, once per field and text; the English record is the form's one read.
  const reads = useMemo(() => ({ kept: new Map<string, Promise<unknown>>(), english: readEnglish }), [readEnglish]);
  return useMemo<SuggestionsHost | null>(
    () =>
      offered && entity
        ? {
            provider,
            languageId: language,
            entity,
            recordId,
            comparing,
            ...reads,
            valueOf: (name) => current.current.values[name],
            whyNot: (name) => (!current.current.canSave ? (readOnlyReason ?? FIELD_READ_ONLY) : readOnlyFields.has(name) ? FIELD_READ_ONLY : null),
            insert: (name, value) => {
              current.current.typing.flush();
              current.current.change((old) => withComputed(form.parts, { ...old, [name]: value }), true);
            },
          }
        : null,
    [offered, entity, provider, form, language, recordId, comparing, reads, readOnlyReason, readOnlyFields],
  );
}
