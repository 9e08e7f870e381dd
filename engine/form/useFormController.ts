import { fillPath } from '../data/templates';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { Condition, FormBody } from '../model/descriptor';
import { useEngine } from '../EngineContext';
import { canAccess } from '../access/can-access';
import type { DataTypeName } from '../../shared/data-types';
import { notify } from '../notices';
import { notifyFailure } from '../notify-failure';
import { checkValues, recordToValues, valuesToBody, type FieldErrors } from './record';
import { holds } from './parts';
import { fieldsOf } from '../model/parts';
import { passedVersion, runSave } from './save';
import { loadRecord } from './load';
import { openingNow } from './opening-now';
import { languageFieldOf } from '../model/language-field';
import { unreadableLanguage } from '../data/refused';
import { serverRefusal } from '../data/provider';
import { failureNotice, refusedField } from './server-error';
import { entityErrors, entityReason, prefetchEntityCheck } from './entity-errors';
import { sameValues, useDirty } from './useDirty';
import { useUnsavedChanges } from './unsaved';
import { useFormTyping } from './useFormTyping';
import { mergeRows, mergeValues, staleRecord, stateVersion } from './conflict';
import { useConflict } from './useConflict';
import { withComputed } from './computed';
import { limitCalls, loadLimits, type LoadedLimits } from './limits';
import { useDraftJournal } from './journal/useDraftJournal';
import { useRecordSaved } from './record-saved';
import { languageOfRecord } from '../data/language-link';
import { useConditionContext } from './condition-context';
import { withHeaders } from '../data/with-headers';
import { activationRefusal, withActivationOverride, type ActivationRefusal } from '../readiness/activation';
import { useSavesTogether } from './saves-together';
import { versionAfterSiblingSave } from './version-after-sibling';

type Row = Record<string, any>;

/**
 * The router numbers its history entries from 0 in this tab: with no earlier back-office page, going back
 * would leave the app (and its notice) for a full page load, so the screen's own way back is taken instead.
 */
function goBack(navigate: ReturnType<typeof useNavigate>, backTo: string | undefined) {
  const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  if (idx > 0 || !backTo) navigate(-1);
  else navigate(backTo, { replace: true });
}

interface ControllerOptions {
  params?: Record<string, string | undefined>;
  onSaved?(): void;
  /** A form in a dialog: route changes are the screen's form's to hold (a router takes one blocker). */
  inDialog?: boolean;
  /** Values a new record starts with, over its fields' defaults. */
  initial?: Record<string, unknown>;
}

/**
 * All the logic of a form screen: load, choices context, rules, save and what follows, whether the editor has
 * unsaved changes, and whether the signed-in role may save at all (else the view is read-only). The view only draws.
 */
export function useFormController(form: FormBody, options: ControllerOptions = {}) {
  const { provider, subject, language, followLanguage } = useEngine();
  const routeParams = useParams();
  const params = options.params ?? routeParams;
  const navigate = useNavigate();
  const idParam = form.load?.idParam;
  // A record is new where the address names none (-1) and the form can create one; a form that only updates edits
  // the record its address names, so it never opens blank only for its Save to fail.
  const creates = !!form.save.create || !!form.save.steps?.length;
  const isNew = idParam && creates ? params[idParam] === '-1' || params[idParam] === undefined : false;
  const canSave = !form.permission || canAccess({ action: 'save', resource: form.permission.dataType, languageId: language, subject });
  const where = { screen: screenOf(form), params, userId: subject.userId, flushTyping: () => typing.flush() };
  // A record whose reads were made ahead and answered (a list's link, a route's opening) is drawn in the form's first
  // pass, with its kept draft; else it is loaded below. Taken once, as the form mounts: the load's effect skips its first run then.
  const [opened] = useState(() =>
    form.load && !isNew ? openingNow(provider, form, { language, params }, { journal: canSave ? where : null, followsLanguage: !!idParam && !!followLanguage }) : undefined,
  );
  const openedNow = useRef(!!opened);
  const [record, setRecord] = useState<Row | null>(opened ? opened.record : null);
  const [values, setValues] = useState<Record<string, unknown>>(() => opened?.values ?? { ...recordToValues(form, null), ...options.initial });
  const [loading, setLoading] = useState(!!form.load && !isNew && !opened);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [warning, setWarning] = useState<string | null>(null);
  /** The language of a record the user may not read: the screen says so in place of the form. */
  const [forbidden, setForbidden] = useState<number | null>(null);
  const [reloads, setReloads] = useState(0);
  /** Saves stopped by the checks, so the view can bring the first marked field into sight. */
  const [attempts, setAttempts] = useState(0);
  const ctx = useMemo(() => ({ language, params, record: { ...record, ...values } }), [language, params, record, values]);
  const { dirty, touch, settle, startFrom, baseline } = useDirty(values, opened?.dirty);
  const stale = useConflict(form, provider);
  // Draft journal: every form's unsaved edits kept in this browser (engine/form/journal/).
  const journal = useDraftJournal(form, where, values, baseline, dirty, opened?.journal);
  const discard = () => {
    journal.drop();
    typing.buffer.dropAll();
    setValues(baseline);
    setErrors({});
    settle();
  };
  const typing = useFormTyping(form, () => save());
  // The values as the editor has them now, for a save that finishes after more keys were typed.
  const latest = useRef(values);
  latest.current = values;
  /** The values a save sent, until the record is read again after it: edits made meanwhile are kept on top. */
  const sentBeforeReload = useRef<Record<string, unknown> | null>(null);
  // In a tab of a screen that saves together, that screen's Save runs this form's, and its guard watches the route.
  const label = (!record && form.submitLabelNew) || form.submitLabel || 'Save';
  const together = useSavesTogether(
    {
      dirty,
      flush: typing.flush,
      label,
      save: async (afterAnother) => {
        const version = afterAnother && record ? await versionAfterSiblingSave(provider, form, { language, params }, { version: record.version, values: baseline }) : undefined;
        return saveFrom(values, record, version);
      },
    },
    options.inDialog,
  );
  const guard = useUnsavedChanges(dirty, { routes: !options.inDialog && !together, onDiscard: discard, flush: typing.flush });
  const limits = useLimits(form, language, params);
  const recordSaved = useRecordSaved();
  /** A way back or on that waits (academy: 0.5 s after saving); dropped when the screen goes first. */
  const leaving = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(leaving.current), []);

  useEffect(() => {
    if (!form.load || isNew) return;
    if (openedNow.current) {
      openedNow.current = false;
      return;
    }
    let live = true;
    // Reading the record again after a save keeps the form on screen: the editor may go on typing meanwhile.
    const sent = sentBeforeReload.current;
    sentBeforeReload.current = null;
    if (!sent) setLoading(true);
    setForbidden(null);
    let following = false;
    // What the journal keeps for the record is read while the record is on its way (restore below takes it).
    if (!sent && canSave) void journal.read(language);
    loadRecord(provider, form, { language, params })
      .then(async (loaded) => {
        if (!live) return;
        const found = loaded && typeof loaded === 'object' && Object.keys(loaded).length ? loaded : null;
        // A record read by its address is in its own language: the screen takes it before drawing the record, so
        // that its choice lists, its public address and its save are all in that language.
        const own = idParam && !isNew && followLanguage ? languageOfRecord(found, languageFieldOf(form)) : null;
        if (own !== null && own !== language) {
          following = true;
          followLanguage!(own);
          return;
        }
        const loadedValues = recordToValues(form, loaded && typeof loaded === 'object' ? loaded : null);
        if (sent) {
          journal.follow(language, found?.version);
          setRecord(found);
          const edits = editedSince(sent, latest.current);
          if (Object.keys(edits).length) {
            setValues({ ...loadedValues, ...edits });
            startFrom(loadedValues);
          } else {
            setValues(loadedValues);
            settle();
          }
          return;
        }
        // Draft journal: edits kept from before a reload, a closed tab or a crash (only where the editor may save them).
        const kept = canSave ? await journal.restore(language, found?.version, loadedValues) : null;
        if (!live) return;
        typing.buffer.dropAll();
        setRecord(found && kept?.version !== undefined ? { ...found, version: kept.version } : found);
        if (kept) {
          setValues({ ...loadedValues, ...kept.edits });
          startFrom({ ...loadedValues, ...kept.before });
        } else {
          setValues(loadedValues);
          settle();
        }
      })
      .catch((error) => {
        if (!live) return;
        // A record the user may not read is no failure to report: the screen shows it in place of the form.
        const unreadable = unreadableLanguage(error);
        if (unreadable !== null) return setForbidden(unreadable);
        // Where the specification names no load failure notice it only logs one; the editor is told (docs/deviations.md).
        notifyFailure('load failed', error, form.notices.loadFailure);
      })
      .finally(() => live && !following && setLoading(false));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, language, isNew, reloads, JSON.stringify(params)]);

  // Draft journal: a form with no record to load (a new one) takes back the edits kept for it.
  useEffect(() => {
    if ((form.load && !isNew) || !canSave) return;
    let live = true;
    void journal.restore(language, undefined, latest.current).then((kept) => {
      if (!live || !kept) return;
      const now = latest.current;
      setValues({ ...now, ...kept.edits });
      startFrom({ ...now, ...kept.before });
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, language, isNew, JSON.stringify(params)]);

  useEffect(() => {
    if (!form.warnWhenEmpty) return;
    provider
      .call<unknown[]>(form.warnWhenEmpty.call, { language, params })
      .then((rows) => setWarning(Array.isArray(rows) && rows.length === 0 ? form.warnWhenEmpty!.message : null))
      .catch(() => setWarning(null));
  }, [form, language, provider, params]);

  // A field's message goes as soon as the editor changes that field; the others stay until the next save.
  const previous = useRef(values);
  useEffect(() => {
    const before = previous.current;
    previous.current = values;
    setErrors((current) => {
      const kept = Object.entries(current).filter(([name]) => values[name] === before[name]);
      return kept.length === Object.keys(current).length ? current : Object.fromEntries(kept);
    });
  }, [values]);

  const may = (dataType: string) => canAccess({ action: 'save', resource: dataType as DataTypeName, languageId: language, subject });
  const conditionCtx = useConditionContext(form, { language, isNew: !record, values, signedIn: { userId: subject.userId, isAdministrator: subject.isAdministrator, may } });
  const when = (condition: Condition) => holds(condition, conditionCtx);
  const shown = (name: string) => {
    const field = fieldsOf(form.parts).find((f) => f.name === name);
    return !!field && holds(field.showIf, conditionCtx);
  };

  /** A change of the form's values; `byEditor` when the editor made it (not rjsf filling in defaults). */
  function change(update: (old: Record<string, unknown>) => Record<string, unknown>, byEditor: boolean) {
    if (byEditor) touch();
    setValues(update);
  }

  useEffect(() => prefetchEntityCheck(form), [form]);

  const save = (version?: number) => saveFrom(values, record, version);
  // A save refused because it would make the record live while a readiness rule blocks (issue 32): what blocks it.
  const [activationRefused, setActivationRefused] = useState<ActivationRefusal | null>(null);
  /** An administrator's save despite blocking findings, with the reason the record's history keeps. */
  const saveOverridingReadiness = (reason: string) => saveFrom(values, record, undefined, baseline, undefined, reason);

  /**
   * A restore from the history, as one save: these values over the stored ones go into the form and are saved at once,
   * every call of the save sending `headers` (X-Restores: what it brings back). True once saved.
   */
  function saveRestored(restored: Record<string, unknown>, headers: Record<string, string>): Promise<boolean> {
    const next = withComputed(form.parts, { ...values, ...restored });
    touch();
    setValues(next);
    return saveFrom(next, record, undefined, baseline, headers);
  }

  /** Saves these values of this record; a merged save gives the merged values and the record stored now. True once saved. */
  async function saveFrom(values: Record<string, unknown>, record: Row | null, version?: number, base = baseline, headers?: Record<string, string>, overrideReason?: string): Promise<boolean> {
    if (!canSave || forbidden !== null || saving) return false;
    setSaving(true);
    let body: Row = {};
    try {
      const check = checkValues(form, values, shown, when, limits);
      body = valuesToBody(form, values, record, { language, params, record });
      // The descriptor's messages win over the entity's where both find something wrong with a field.
      const fromEntity = await entityErrors(form, body, shown);
      const found = { ...fromEntity, ...check.errors };
      setErrors(found);
      const reason = Object.keys(check.errors).length ? undefined : entityReason(form, fromEntity);
      // What the server would have refused is told as its refusal is: the failure notice, then the reason.
      if (check.notice) void notify(check.notice, 'danger');
      else if (reason) void notify(failureNotice(form.notices.failure, { message: reason }), 'danger');
      if (Object.keys(found).length) {
        setAttempts((n) => n + 1);
        return false;
      }
      const wasNew = !record;
      stateVersion(body, version ?? record?.version);
      const sending = headers ? withHeaders(provider, headers) : provider;
      const saved = await runSave(overrideReason ? withActivationOverride(sending, form.idField, overrideReason) : sending, form, body, { language, params, record }, when, undefined, (message, intent) => void notify(message, intent));
      setActivationRefused(null);
      const success = (wasNew && form.notices.successOnCreate) || form.notices.success;
      if (success) void notify(success, 'success');
      // Keys typed while the save was on its way are not in it: they stay, as unsaved changes on top of it.
      typing.flush();
      const typedSince = Object.keys(editedSince(values, latest.current)).length > 0;
      options.onSaved?.();
      recordSaved();
      if (typedSince && !wasNew) {
        // The record is read again for its new version, and the form stays open with those keys unsaved.
        startFrom(values);
        sentBeforeReload.current = values;
        setReloads((n) => n + 1);
        return true;
      }
      guard.saved();
      journal.drop();
      settle();
      sentBeforeReload.current = values;
      const after = (wasNew && form.after?.create) || form.after || {};
      // Going on to the page already open (a saved post's own address) reads the record again instead. A new
      // record's page replaces its -1 address; from a dialog (Add review) it is a step on, so Back returns to the list.
      const next = after.goTo && fillPath(after.goTo, { language, params, record: { ...body, ...saved } });
      const onward = after.back ? () => goBack(navigate, after.backTo) : next && next !== window.location.pathname ? () => navigate(next, { replace: wasNew && !options.inDialog }) : undefined;
      if (onward && after.delay) leaving.current = setTimeout(onward, after.delay);
      else if (onward) onward();
      else if (after.reloadAfter !== undefined) setTimeout(() => setReloads((n) => n + 1), after.reloadAfter);
      else setReloads((n) => n + 1);
      return true;
    } catch (error) {
      // The steps that did save moved the record on: the next save is based on the version they answered.
      const moved = passedVersion(error);
      if (moved !== undefined) setRecord((loaded) => (loaded ? { ...loaded, version: moved } : loaded));
      // A stale save is no failure: the editor decides in the conflict dialog.
      const current = staleRecord(error);
      if (current) {
        stale.open({ current, mine: body, base, values }, { language, params, record }, record);
        return false;
      }
      const blocked = activationRefusal(error);
      setActivationRefused(blocked);
      if (!blocked) console.error('save failed', error);
      const refusal = serverRefusal(error);
      void notify(failureNotice(form.notices.failure, refusal), 'danger');
      const refused = refusedField(form, refusal, body);
      if (refused) {
        setErrors({ [refused.name]: refused.message });
        setAttempts((n) => n + 1);
      }
      return false;
    } finally {
      setSaving(false);
    }
  }

  return {
    record, values, change, loading, saving, errors, attempts, warning, canSave: canSave && forbidden === null, readOnly: !canSave || forbidden !== null, dirty, isNew: !record, conditionCtx, ctx, save, limits, saveRestored,
    /** The save refused as activation while a readiness rule blocks (its findings), and the administrator's override. */
    activationRefused,
    saveOverridingReadiness,
    /** Draft journal: when edits kept from an earlier visit were restored into the form (for its notice). */
    restoredDraft: journal.restored,
    /** Draft journal: drops the restored edits and reads the record as it is stored. */
    discardRestored() {
      discard();
      if (form.load && !isNew) setReloads((n) => n + 1);
    },
    /** The language of the record when the user may not read it (its read was refused): no form is shown. */
    forbidden,
    /** What the text boxes hold while the editor types, and a save that takes it in first. */
    typing,
    /** In a tab of a screen that saves together: that screen draws the Save, and Ctrl+S is its. */
    together,
    /** The values as loaded or last saved (what the section index compares against). */
    baseline,
    /** A save refused because another editor saved first, until the editor decides. */
    conflict: stale.conflict,
    /**
     * Keep editing, load their version, save the merge (the stored record with this editor's changes on top
     * and, where both changed a value, the editor's choice; saved against the stored version), or overwrite
     * theirs knowingly (this form as it is, stating the stored version).
     */
    resolveConflict(choice: 'keep' | 'reload' | 'merge' | 'overwrite', choices: Record<string, 'theirs' | 'mine'> = {}) {
      const conflict = stale.conflict;
      stale.close();
      if (choice === 'overwrite') return void save(conflict?.current.version);
      if (choice === 'reload' && conflict?.stored && conflict.theirs) {
        // Their version has been read already for the dialog.
        typing.buffer.dropAll();
        setRecord(conflict.stored);
        setValues(conflict.theirs);
        settle();
      } else if (choice === 'reload') setReloads((n) => n + 1);
      if (choice !== 'merge' || !conflict?.stored || !conflict.theirs) return;
      const merged = withComputed(form.parts, mergeValues(conflict.theirs, mergeRows(conflict.base, conflict.theirs, conflict.values), choices));
      setRecord(conflict.stored);
      setValues(merged);
      startFrom(conflict.theirs);
      journal.follow(language, conflict.stored.version as number | undefined);
      void saveFrom(merged, conflict.stored, undefined, conflict.theirs);
    },
    /** Leaves the form as a save would (the descriptor's closeLabel); unsaved changes are asked about first. */
    close: () => goBack(navigate, form.after?.backTo),
    /** Before closing a dialog: true when the form is clean or the editor discards its changes. */
    confirmLeave: guard.confirmLeave,
  };
}

/** The screen a form's draft journal files its edits under: its id, else its route. */
function screenOf(form: FormBody): string {
  const { id, route } = form as FormBody & { id?: string; route?: string | string[] };
  return id ?? (Array.isArray(route) ? route[0] : route) ?? form.entity;
}

/** The values the editor changed after `sent` was taken (a save on its way), by field. */
function editedSince(sent: Record<string, unknown>, now: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(now).filter(([name, value]) => !sameValues({ v: value }, { v: sent[name] })));
}

/** The limits a form's numbers read from other records: loaded once when the form opens, again when the language changes. */
function useLimits(form: FormBody, language: number, params: Record<string, string | undefined>): LoadedLimits {
  const { provider } = useEngine();
  const [limits, setLimits] = useState<LoadedLimits>({});
  const key = JSON.stringify(params);
  useEffect(() => {
    if (!limitCalls(form.parts).length) return;
    let live = true;
    void loadLimits(provider, form.parts, { language, params }).then((loaded) => live && setLimits(loaded));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, provider, language, key]);
  return limits;
}
