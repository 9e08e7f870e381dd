import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useEngine } from '../EngineContext';
import type { FormBody } from '../model/descriptor';
import { fieldsOf } from '../model/parts';
import { withComputed } from '../form/computed';
import { notifyFailure } from '../notify-failure';
import { englishIdOfAddress } from '../registry/packs/link-to-english';
import { rereadReadiness } from '../readiness/rereads';
import type { MemoryChecksState } from './context';
import { checksOf, confirmCheck, prefillOf } from './memory-data';
import { holdingMarks, marksOf, prefillPlan, type Marks } from './marks';
import { pendingChecks } from './pending-checks';
import { memoryEntityOf, memoryStepOf } from './memory-entity';

const ENGLISH = 1;

interface Editor {
  isNew: boolean;
  record: Record<string, any> | null;
  values: Record<string, unknown>;
  canSave: boolean;
  loading: boolean;
  change(update: (old: Record<string, unknown>) => Record<string, unknown>, byEditor: boolean): void;
}

/**
 * Pre-filling from the translation memory and its "from memory: check" marks (issue 33 item 3), for any form:
 * - adding a version of an English record (a form whose save has the `memoryChecks` step, in another language than
 *   English): once the English record is known (the step's `english` field, or the address's `?translationOf=`), the
 *   empty fields the memory knows are filled and marked; choosing another English record fills again what the editor
 *   left as filled. The save step records the marks still holding once the record exists.
 * - editing a version (a form of a family with readiness, or with the step): the marks the server keeps are read with
 *   the record and after each save; confirming one deletes it and the readiness panel reads again.
 * A field whose value the editor changed shows no mark: a save ends it on the server.
 */
export function useMemoryChecks(form: FormBody, editor: Editor): MemoryChecksState | null {
  const { provider, language } = useEngine();
  const [search] = useSearchParams();
  const step = memoryStepOf(form);
  const formFields = useMemo(() => fieldsOf(form.parts).map((f) => f.name), [form]);
  const record = editor.record;
  const recordId = Number(record?.[form.idField]);
  const recordLanguage = typeof record?.languageId === 'number' ? record.languageId : language;
  const entity = memoryEntityOf(form);
  const adding = editor.isNew && !!step && language !== ENGLISH;
  const editing = !editor.isNew && !!entity && recordId > 0 && recordLanguage !== ENGLISH;
  const englishValue = adding && step?.english ? Number(editor.values[step.english]) : adding ? englishIdOfAddress(`?${search}`) : null;
  const englishId = englishValue !== null && Number.isInteger(englishValue) && englishValue > 0 ? englishValue : null;

  const [marks, setMarks] = useState<Marks>({});
  const [confirming, setConfirming] = useState<string | null>(null);
  const editorRef = useRef(editor);
  editorRef.current = editor;
  const marksRef = useRef(marks);
  marksRef.current = marks;

  // Adding: the memory's values for this English record go into the fields still empty, or still as it filled them.
  useEffect(() => {
    if (!adding || englishId === null || !step) return;
    let live = true;
    prefillOf(provider, step.entity, englishId, language).then(
      (answer) => {
        if (!live) return;
        const values = editorRef.current.values;
        const untouched = Object.keys(holdingMarks(marksRef.current, values));
        const cleared = Object.fromEntries(untouched.map((field) => [field, '']));
        const plan = prefillPlan(answer, { ...values, ...cleared }, formFields);
        if (untouched.length || Object.keys(plan.values).length) editorRef.current.change((old) => withComputed(form.parts, { ...old, ...cleared, ...plan.values }), false);
        setMarks(plan.marks);
      },
      (error) => live && notifyFailure('translation memory prefill failed', error, { message: 'The translation memory could not be read; the fields are left as they are.' }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [adding, englishId, language, provider, step?.entity]);

  // Editing: the marks kept for the record, read with it and after each save (a save may have ended some).
  const version = record?.version;
  useEffect(() => {
    if (!editing || !entity) return;
    let live = true;
    checksOf(provider, entity, recordId).then(
      (checks) => live && setMarks(marksOf(checks)),
      (error) => live && notifyFailure('memory checks load failed', error, { message: 'The fields filled from the translation memory could not be read.' }),
    );
    return () => {
      live = false;
    };
  }, [editing, entity, recordId, version, provider]);

  // The marks holding now (an edit in the form ends one at once), filed for the save step while adding.
  const holding = useMemo(() => holdingMarks(marks, editor.values), [marks, editor.values]);
  useEffect(() => {
    if (adding && step) pendingChecks.set(step.entity, holding);
  }, [adding, step, holding]);
  useEffect(() => () => void (step && pendingChecks.clear(step.entity)), [step]);

  const confirm = useCallback(
    (field: string) => {
      const drop = () => setMarks((old) => Object.fromEntries(Object.entries(old).filter(([name]) => name !== field)));
      if (!editing || !entity) return drop();
      setConfirming(field);
      confirmCheck(provider, entity, recordId, field).then(
        () => {
          drop();
          rereadReadiness();
        },
        (error) => notifyFailure('memory check confirm failed', error, { message: 'The field could not be confirmed.' }),
      ).finally(() => setConfirming(null));
    },
    [editing, entity, recordId, provider],
  );

  return useMemo(
    () => (adding || editing ? { marks: holding, canConfirm: editor.canSave, confirming, confirm } : null),
    [adding, editing, holding, editor.canSave, confirming, confirm],
  );
}
