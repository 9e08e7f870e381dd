import { sameValue } from '../theme/compare/same-value';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { FormBody } from '../model/descriptor';
import { useEngine } from '../EngineContext';
import { recordHistory } from '../data/history';
import { loadRecord } from '../form/load';
import { recordToValues } from '../form/record';
import { withComputed } from '../form/computed';
import type { ConditionContext } from '../form/parts';
import type { CompareState } from '../theme/compare/context';
import { familiesOf } from './family';
import { readOnlyFieldsOf } from './read-only-fields';
import { recordPlaceOf } from './record-place';
import { changesSince, lastSaved } from './english-changes';
import type { DataProvider } from '../data/provider';
import { routeParamsIn, type TemplateContext } from '../data/templates';
import { loadChoices } from '../registry/load-choices';
import { sourcesOf } from '../registry/choice-sources';
import { fieldsOf } from '../model/parts';
import type { Choice, Choices } from '../form/schema';

type Row = Record<string, any>;

interface Editor {
  record: Row | null;
  values: Record<string, unknown>;
  canSave: boolean;
  loading: boolean;
  conditionCtx: ConditionContext;
  change(update: (old: Record<string, unknown>) => Record<string, unknown>, byEditor: boolean): void;
}

type Loaded =
  | { status: 'off' }
  | { status: 'loading' }
  | { status: 'none'; message: string }
  | { status: 'on'; english: Record<string, unknown>; choices: CompareState['choices']; changed: CompareState['changed'] };

const ENGLISH = 1;

/** Where the English record is read: the family's English id for a record, language 1 for a per-language screen. */
export async function englishParams(provider: Parameters<typeof familiesOf>[0], form: FormBody, params: Record<string, string | undefined>) {
  const call = form.load?.call;
  if (!call) return null;
  const place = recordPlaceOf(call, params);
  if (!place) return /\{param\./.test(JSON.stringify(call)) ? null : { params, id: null as number | null };
  const family = (await familiesOf(provider, place.entity, [place.id]))[place.id];
  const englishId = family?.englishId ?? family?.versions.find((v) => v.languageId === ENGLISH)?.id;
  if (!englishId || String(englishId) === place.id) return null;
  const [named] = routeParamsIn(call);
  return { params: { ...params, [named]: String(englishId) }, id: englishId as number | null };
}

export const NOT_A_CHOICE_HERE = "The English choice is not among this language's choices.";

/** Whether a value (or an item of a list of values) is missing from a field's own choices; a field without any has none missing. */
function outOfChoices(value: unknown, choices: Choice[] | undefined): boolean {
  if (!choices || value === null || value === undefined || value === '') return false;
  const held = (v: unknown) => choices.some((c) => c.value === v);
  return Array.isArray(value) ? value.some((v) => typeof v !== 'object' && !held(v)) : typeof value !== 'object' && !held(value);
}

/**
 * The form's choice fields' lists as the English record has them (a list per language, such as the authors, holds
 * other records than the translation's). A list that cannot be read is left out: its values are then labelled as the
 * field draws them, the value itself where the translation's list lacks it.
 */
async function englishChoices(provider: DataProvider, form: FormBody, ctx: TemplateContext): Promise<CompareState['choices']> {
  const names = new Set(fieldsOf(form.parts).map((f) => f.name));
  const fields = sourcesOf(form.parts).filter((source) => names.has(source.key));
  const lists = await Promise.all(fields.map((source) => loadChoices(source.options, { provider, ctx }).catch(() => null)));
  return Object.fromEntries(fields.flatMap((source, i) => (lists[i] ? [[source.key, lists[i]]] : [])));
}

/**
 * A record that says its language (a review, a page) is in another language than English; a screen read by language
 * alone (a settings form) is the language being edited. Records kept once for every language (a user) are neither.
 */
export function inAnotherLanguage(form: FormBody, record: Row | null): boolean {
  if (!form.load || !record) return false;
  if (typeof record.languageId === 'number') return record.languageId !== ENGLISH;
  const call = JSON.stringify(form.load.call);
  return call.includes('{language}') && !/\{param\./.test(call);
}

/**
 * "Compare with English" for any form of a record in another language (issue 18 item 3): switched on, it reads the
 * English record by the form's own load call (the family's English id in place of this record's, or language 1 for a
 * per-language screen), and the English record's history since this record was last saved. Copying sets the form's
 * values as typing would. Nothing is read until the editor switches it on.
 */
export function useEnglishComparison(form: FormBody, editor: Editor, ownChoices: Choices) {
  const { provider, language } = useEngine();
  const params = useParams();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'off' });
  const offered = language !== ENGLISH && inAnotherLanguage(form, editor.record);
  const editorRef = useRef(editor);
  editorRef.current = editor;

  useEffect(() => {
    if (loaded.status !== 'loading') return;
    let live = true;
    (async () => {
      const where = await englishParams(provider, form, params);
      if (!where) return { status: 'none', message: 'This record has no English version to compare with.' } as const;
      const record = await loadRecord(provider, form, { language: ENGLISH, params: where.params });
      if (!record) return { status: 'none', message: 'The English version could not be found.' } as const;
      const englishId = where.id ?? record[form.idField];
      const ownId = editorRef.current.record?.[form.idField];
      const [theirs, ours] = form.history
        ? await Promise.all([
            englishId != null ? recordHistory(provider, form.history, englishId).then((p) => p.entries) : [],
            ownId != null ? recordHistory(provider, form.history, ownId).then((p) => p.entries) : [],
          ]).catch(() => [[], []])
        : [[], []];
      const changed = changesSince(theirs, lastSaved(ours, editorRef.current.record));
      const choices = await englishChoices(provider, form, { language: ENGLISH, params: where.params, record });
      return { status: 'on', english: recordToValues(form, record), choices, changed } as const;
    })()
      .then((next) => live && setLoaded(next))
      .catch((error) => {
        console.error('English record load failed', error);
        if (live) setLoaded({ status: 'none', message: 'The English version could not be loaded.' });
      });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded.status, form, provider]);

  const readOnlyFields = useMemo(
    () => readOnlyFieldsOf(form, editor.conditionCtx),
    [form, editor.conditionCtx],
  );
  const english = loaded.status === 'on' ? loaded.english : null;
  const choices = loaded.status === 'on' ? loaded.choices : null;
  const changed = loaded.status === 'on' ? loaded.changed : null;
  const copy = useCallback(
    (names: string[]) => {
      if (!english) return;
      const taken = Object.fromEntries(names.filter((n) => n in english).map((n) => [n, english[n]]));
      editorRef.current.change((old) => withComputed(form.parts, { ...old, ...taken }), true);
    },
    [english, form],
  );
  const canSave = editor.canSave;
  const state = useMemo<CompareState | null>(() => {
    if (!english || !changed || !choices) return null;
    const mayChange = (name: string) => canSave && !readOnlyFields.has(name);
    const whyNotCopy = (name: string) => (mayChange(name) && outOfChoices(english[name], ownChoices[name]) ? NOT_A_CHOICE_HERE : undefined);
    return {
      english,
      choices,
      changed,
      copy,
      whyNotCopy,
      canCopy: (name) => mayChange(name) && !whyNotCopy(name),
      // Read at the moment it is asked: the form's values move on without the comparison being made again.
      differs: (name) => !sameValue(english[name], editorRef.current.values[name]),
    };
  }, [english, choices, changed, copy, canSave, readOnlyFields, ownChoices]);

  return {
    /** A record in another language: the switch is offered. */
    offered,
    on: loaded.status !== 'off',
    loading: loaded.status === 'loading',
    /** Why there is nothing to compare with, while the switch is on. */
    message: loaded.status === 'none' ? loaded.message : null,
    toggle: () => setLoaded((now) => (now.status === 'off' ? { status: 'loading' } : { status: 'off' })),
    state,
  };
}
