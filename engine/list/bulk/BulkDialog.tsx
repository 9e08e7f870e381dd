import { Button, Callout, Checkbox, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, ProgressBar, Spinner } from '@blueprintjs/core';
import { useId } from 'react';
import { LANGUAGES } from '../../../shared/languages';
import { WhyDisabled } from '../../reason/WhyDisabled';
import type { BulkAction } from '../../registry/list-bulk-in';
import type { AppliedChange } from './bulk-types';
import { counted, fieldWords } from './bulk-words';
import { singular } from '../nouns';
import { BulkPreview } from './BulkPreview';
import { useBulkChange } from './useBulkChange';
import { BulkImagePick } from './BulkImagePick';
import { BulkOverride } from './BulkOverride';
import './bulk.css';

const BUSY_WORDS = { previewing: 'Checking every record…', applying: 'Writing the change…' } as const;

/**
 * One bulk change of a list (its descriptor's `bulk`): choose the value, read the preview of every chosen record
 * (before → after, refused with the reason), Apply, then the report with Undo, which takes the whole change back.
 */
export function BulkDialog({
  spec,
  action,
  rows,
  rowKey,
  onApplied,
  onUndo,
  onClose,
  mayOverride,
}: {
  spec: { family: string; noun: string; languages?: boolean };
  /** The editor may make records live despite blocking readiness findings (an administrator in the list's language). */
  mayOverride: boolean;
  action: BulkAction;
  rows: Record<string, any>[];
  rowKey: string;
  onApplied(change: AppliedChange): void;
  /** Undoes the change just applied (the list keeps it: its own Undo offers the same). */
  onUndo(): Promise<boolean>;
  onClose(): void;
}) {
  const id = useId();
  const control = useBulkChange(spec, action, rows, rowKey, onApplied);
  const { outcome, phase, busy } = control;
  const done = phase === 'done';
  const field = fieldWords(action);
  const counts = outcome?.counts;

  return (
    <Dialog
      isOpen
      onClose={busy ? undefined : onClose}
      title={`${control.whole ? control.whole.label : action.label}: ${counted(rows.length, spec.noun)}`}
      icon={(action.icon as 'edit' | undefined) ?? 'edit'}
      className="engine-bulk-dialog"
      canEscapeKeyClose={!busy}
      canOutsideClickClose={false}
    >
      <DialogBody>
        {!control.fixed && !done && (
          <FormGroup label={field} labelFor={id} helperText={`The ${field.toLowerCase()} every chosen ${singular(spec.noun)} gets. Nothing is written until you apply.`}>
            {control.choices === null ? (
              <Spinner size={20} aria-label="Loading the choices" />
            ) : control.picks ? (
              <BulkImagePick control={control} field={field} disabled={!!busy} />
            ) : (
              <div className="engine-bulk-choose">
                <HTMLSelect
                  id={id}
                  value={control.value === undefined ? '' : String(control.value)}
                  onChange={(event) => control.choose(event.target.value)}
                  options={[{ value: '', label: `Choose ${field.toLowerCase()}…`, disabled: true }, ...control.choices.map((c) => ({ value: c.value, label: c.label }))]}
                  disabled={!!busy}
                />
                <WhyDisabled reason={control.value === undefined ? `Choose the ${field.toLowerCase()} first.` : control.languages.length ? undefined : 'Tick at least one language.'}>
                  <Button text="Preview" icon="eye-open" disabled={control.value === undefined || !control.languages.length || !!busy} loading={busy === 'previewing'} onClick={control.preview} />
                </WhyDisabled>
              </div>
            )}
          </FormGroup>
        )}
        {!done && !control.whole && spec.languages && (
          <fieldset className="engine-bulk-languages" disabled={!!busy}>
            <legend className="bp6-label">Apply to these languages</legend>
            {LANGUAGES.map((l) => (
              <Checkbox key={l.languageId} inline label={l.name} checked={control.languages.includes(l.languageId)} onChange={() => control.toggleLanguage(l.languageId)} />
            ))}
            <div className="engine-bulk-languages-help">Each chosen {singular(spec.noun)}'s version in every language ticked; one with no version in a language is refused there.</div>
          </fieldset>
        )}
        {!done && control.fixed && !outcome && !busy && (
          <WhyDisabled reason={control.languages.length ? undefined : 'Tick at least one language.'}>
            <Button text="Preview" icon="eye-open" disabled={!control.languages.length} onClick={control.preview} />
          </WhyDisabled>
        )}
        {control.problem && (
          <Callout intent="danger" role="alert">
            {control.problem}
          </Callout>
        )}
        {busy && control.slow && (
          <div className="engine-bulk-progress" role="status">
            <span>{BUSY_WORDS[busy]}</span>
            <ProgressBar intent="primary" aria-label={BUSY_WORDS[busy]} />
          </div>
        )}
        {busy === 'previewing' && control.fixed && !control.slow && <Spinner size={20} aria-label={BUSY_WORDS.previewing} />}
        {counts && (
          <Callout intent={done ? 'success' : counts.refused ? 'warning' : 'primary'} role="status" className="engine-bulk-summary" title={done ? 'The change is applied.' : `Preview: nothing is ${control.whole?.past ?? 'written'} yet.`}>
            {done
              ? `${counted(counts.changed, spec.noun)} ${control.whole ? control.whole.did : 'written'}${counts.refused ? `; ${counted(counts.refused, spec.noun)} refused and left as ${counts.refused === 1 ? 'it was' : 'they were'}` : ''}. Undo takes the whole change back.`
              : `${counted(counts.changed, spec.noun)} will ${control.whole ? control.whole.will : 'change'}${counts.unchanged ? `, ${counts.unchanged.toLocaleString('en')} already ${counts.unchanged === 1 ? 'has' : 'have'} this value` : ''}${counts.refused ? `, ${counted(counts.refused, spec.noun)} will be refused (the reason is on each)` : ''}. ${control.whole?.meanwhile ?? `A ${singular(spec.noun)} someone changes meanwhile is refused, never overwritten.`}`}
          </Callout>
        )}
        {outcome && <BulkPreview outcome={outcome} field={field} done={done} whole={control.whole} />}
        {!done && !control.whole && <BulkOverride control={control} noun={spec.noun} mayOverride={mayOverride} />}
      </DialogBody>
      <DialogFooter
        actions={
          done ? (
            <>
              <Button
                icon="undo"
                text="Undo change"
                onClick={() => void onUndo().then((undone) => undone && onClose())}
              />
              <Button intent="primary" text="Close" onClick={onClose} />
            </>
          ) : (
            <>
              <Button text="Cancel" onClick={onClose} disabled={!!busy} />
              <WhyDisabled reason={busy ? undefined : control.whyNot}>
                <Button intent={control.whole?.intent ?? 'primary'} icon={control.whole?.icon ?? 'tick'} text={control.applyLabel} disabled={!!control.whyNot || !!busy} loading={busy === 'applying'} onClick={control.apply} />
              </WhyDisabled>
            </>
          )
        }
      />
    </Dialog>
  );
}
