import { useEffect, useState } from 'react';
import { useEngine } from '../../EngineContext';
import { serverRefusal } from '../../data/server-refusal';
import { loadChoices } from '../../registry/load-choices';
import { isWhole, type BulkAction } from '../../registry/list-bulk-in';
import type { AppliedChange, BulkOutcome } from './bulk-types';
import { changeSummary, counted } from './bulk-words';
import { singular } from '../nouns';
import { useSlowCall } from '../useSlowCall';
import type { PickedImage } from '../../theme/types';

type Row = Record<string, any>;
type Value = boolean | number | string | null;

/** A call that takes longer than this shows its progress bar (the issue: anything taking over a second). */

/**
 * The logic of one bulk change (docs/engine.md, "Bulk changes"): the value chosen (or the action's own), the server's
 * preview of every chosen record, the apply of those the preview showed changing at the versions it read, the report,
 * and the Undo of the whole change. The view (BulkDialog) only draws it.
 */
export function useBulkChange(
  spec: { family: string; noun: string; languages?: boolean },
  action: BulkAction,
  rows: Row[],
  rowKey: string,
  onApplied: (change: AppliedChange) => void,
) {
  const { provider, language } = useEngine();
  const whole = isWhole(action) ? action : null;
  const fixed = !!whole || 'value' in action;
  const fixedValue = whole ? null : 'value' in action ? (action.value as Value) : undefined;
  // A value picked in the media library has no list of choices to load.
  const picks = !whole && 'pick' in action && !!action.pick;
  const [choices, setChoices] = useState<{ value: string; label: string; raw: Value }[] | null>(fixed || picks ? [] : null);
  const [value, setValue] = useState<Value | undefined>(fixedValue);
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  // Apply to these languages: the list's own language alone unless the editor ticks others.
  const [languages, setLanguages] = useState<number[]>([language]);
  const [phase, setPhase] = useState<'choose' | 'preview' | 'done'>('choose');
  const [busy, setBusy] = useState<null | 'previewing' | 'applying'>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [picked, setPicked] = useState<PickedImage | null>(null);
  // An administrator's reason to make records live although readiness blocks them: sent with the preview and the apply.
  const [override, setOverride] = useState<string | null>(null);

  // A value of fixed choices reads as the select shows it ("Fixed translation", not "fixed"); records named by the
  // server (an author) come named already.
  const inWords = (answer: BulkOutcome): BulkOutcome => {
    if (isWhole(action) || !action.options || action.options.from !== 'fixed' || !choices?.length) return answer;
    const label = (text: string | null) => choices.find((c) => c.value === text)?.label ?? text;
    return { ...answer, rows: answer.rows.map((r) => ({ ...r, before: label(r.before), after: label(r.after) })) };
  };

  // The progress bar shows once a call has run for a second, and goes with it.
  const slow = useSlowCall(busy);

  useEffect(() => {
    if (isWhole(action) || 'value' in action || !action.options) return;
    let live = true;
    loadChoices(action.options, { provider, ctx: { language } })
      .then((loaded) => live && setChoices(loaded.map((c) => ({ value: String(c.value), label: c.label, raw: c.value as Value }))))
      .catch((error) => live && (setChoices([]), setProblem(`The choices could not be loaded: ${serverRefusal(error).message}`)));
    return () => {
      live = false;
    };
  }, [action, fixed, provider, language]);

  // A fixed value (Switch off) needs no choice: its preview opens at once.
  useEffect(() => {
    if (fixed) void preview(fixedValue);
    // Once, as the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A whole-record action (a delete, the bin's restore) has its own calls, which take the records only.
  const base = whole ? `/Bulk/${spec.family}/${whole.path}` : `/Bulk/${spec.family}`;
  const otherLanguages = !!spec.languages && !(languages.length === 1 && languages[0] === language);
  const bodyOf = (chosen: Value | undefined, records: { id: number; version?: number }[], preview: boolean, reason: string | null) =>
    isWhole(action)
      ? { rows: records }
      : // The apply names the versions the preview found, each once: the languages are the preview's to resolve.
        { field: action.set, value: chosen, rows: records, ...(preview && otherLanguages && { languages }), ...(reason && { activationOverride: { reason } }) };

  /** Each record by its id, with the version the list read where its rows carry one: a record changed since is refused. */
  const named = () => rows.map((row) => ({ id: Number(row[rowKey]), ...(typeof row.version === 'number' && { version: row.version }) }));

  async function preview(chosen: Value | undefined = value, reason: string | null = override) {
    if (chosen === undefined) return;
    setBusy('previewing');
    setProblem(null);
    try {
      const answer = await provider.send<BulkOutcome>({ method: 'POST', path: `${base}/Preview`, body: bodyOf(chosen, named(), true, reason) });
      setOutcome(inWords(answer.data));
      setPhase('preview');
    } catch (error) {
      setProblem(`The change cannot be previewed: ${serverRefusal(error).message}`);
    } finally {
      setBusy(null);
    }
  }

  async function apply() {
    if (!outcome) return;
    setBusy('applying');
    setProblem(null);
    try {
      // Only the records the preview showed changing, each at the version it read: one changed since is refused.
      const changing = outcome.rows.filter((r) => r.status === 'changed').map((r) => ({ id: r.id, ...(r.version !== undefined && { version: r.version }) }));
      const answer = await provider.send<BulkOutcome>({ method: 'POST', path: base, body: bodyOf(value, changing, false, override) });
      const done = inWords(answer.data);
      setOutcome(done);
      setPhase('done');
      const after = done.rows.find((r) => r.status === 'changed')?.after ?? null;
      onApplied({ bulkId: done.bulkId!, summary: changeSummary(action, after, done.counts.changed, spec.noun) });
    } catch (error) {
      setProblem(`The change was not applied; nothing was written: ${serverRefusal(error).message}`);
    } finally {
      setBusy(null);
    }
  }

  const changing = outcome?.counts.changed ?? 0;
  const whyNot = !outcome
    ? languages.length === 0
      ? 'Tick at least one language.'
      : 'Preview the change first.'
    : changing === 0
      ? `No ${singular(spec.noun)} would change: each is refused or has this value already.`
      : undefined;

  return {
    fixed,
    choices,
    value,
    /** The action's value is picked in the media library (`pick: "image"`): the image's name. */
    picks,
    pick(image: PickedImage) {
      setValue(image.name);
      setPicked(image);
      setOutcome(null);
      setPhase('choose');
    },
    /** The image picked, to show it. */
    picked,
    choose(raw: string) {
      const choice = choices?.find((c) => c.value === raw);
      setValue(choice ? choice.raw : undefined);
      setOutcome(null);
      setPhase('choose');
    },
    /** The languages ticked under Apply to these languages; a change of them asks for a new preview. */
    languages,
    toggleLanguage(languageId: number) {
      setLanguages((old) => (old.includes(languageId) ? old.filter((l) => l !== languageId) : [...old, languageId].sort((a, b) => a - b)));
      setOutcome(null);
      setPhase('choose');
    },
    outcome,
    /** Records the preview refused because readiness blocks making them live (an override may let them through). */
    blocked: outcome && phase !== 'done' ? outcome.rows.filter((r) => r.blocked).length : 0,
    /** The reason of the override the preview and apply carry, if any. */
    override,
    /** Previews again with an administrator's override: the records readiness blocked are then written with the reason. */
    overrideWith(reason: string) {
      setOverride(reason);
      void preview(value, reason);
    },
    phase,
    busy,
    slow,
    problem,
    preview: () => void preview(),
    apply: () => void apply(),
    whyNot,
    /** The whole-record action (a delete, the bin's restore), or null for a field set. */
    whole,
    applyLabel: outcome ? `${whole ? whole.label : 'Apply to'} ${counted(changing, spec.noun)}` : whole ? whole.label : 'Apply',
  };
}

export type BulkChangeControl = ReturnType<typeof useBulkChange>;
