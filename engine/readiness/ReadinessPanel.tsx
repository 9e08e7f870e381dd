import { Button, Callout, Classes, H2, Dialog, DialogBody, DialogFooter, FormGroup, Icon, TextArea, type Intent } from '@blueprintjs/core';
import { useEffect, useState, type ReactNode, type RefObject } from 'react';
import { LANGUAGES } from '../../shared/languages';
import { canAccess } from '../access/can-access';
import type { DataTypeName } from '../../shared/data-types';
import { useEngine } from '../EngineContext';
import type { FormBody } from '../model/descriptor';
import type { ReadinessFinding, ReadinessLevel, ReadinessState } from '../model/readiness';
import { WhyDisabled } from '../reason/WhyDisabled';
import type { ActivationRefusal } from './activation';
import { fieldLabels, goToField } from './field-place';
import { useFieldPlace, useFieldTabs } from '../form/field-tabs';
import { readinessText } from './ReadinessTag';
import type { FormReadiness } from './reads';
import './readiness.css';

const STATE_INTENT: Record<ReadinessState, Intent> = { ready: 'success', notReady: 'danger', warnings: 'warning' };
const LEVEL_ICON: Record<ReadinessLevel, { icon: 'error' | 'warning-sign' | 'info-sign'; intent: Intent; word: string }> = {
  blocks: { icon: 'error', intent: 'danger', word: 'Blocks' },
  warns: { icon: 'warning-sign', intent: 'warning', word: 'Warning' },
  informs: { icon: 'info-sign', intent: 'primary', word: 'Note' },
};

interface Props {
  form: FormBody & { readiness: { family: string } };
  record: Record<string, unknown> | null;
  /** The record's readiness, read by the form (useFormReadiness), which waits for its first answer to draw. */
  read: FormReadiness;
  /** The drawn form, where a finding's field is looked for. */
  formRoot: RefObject<HTMLDivElement | null>;
  refusal: ActivationRefusal | null;
  saving: boolean;
  onOverride(reason: string): Promise<boolean>;
}

function FindingLine({ finding, label, formRoot }: { finding: ReadinessFinding; label: string | undefined; formRoot: Props['formRoot'] }) {
  const level = LEVEL_ICON[finding.level];
  const [away, setAway] = useState(false);
  // A field another tab of the record draws (a review's text, on Content): the button opens that tab at the field.
  const tabs = useFieldTabs();
  const elsewhere = useFieldPlace(label ? undefined : finding.field);
  // A field this tab does not draw: the other tabs' fields are read, once, to find it.
  useEffect(() => {
    if (!label && finding.field) tabs?.want();
  }, [label, finding.field, tabs]);
  return (
    <li className="bo-readiness-finding">
      <Icon icon={level.icon} intent={level.intent} aria-hidden />
      <span className="engine-sr-only">{`${level.word}: `}</span>
      <span className="bo-readiness-message">{finding.message}</span>
      {label ? (
        <Button small minimal intent="primary" icon="arrow-right" text={`Go to ${label}`} onClick={() => setAway(!goToField(formRoot.current, finding.field))} />
      ) : elsewhere ? (
        <Button small minimal intent="primary" icon="arrow-right" text={`Go to ${elsewhere.label} (${elsewhere.tabTitle} tab)`} onClick={() => tabs!.go(elsewhere, finding.field)} />
      ) : (
        finding.field && <span className={Classes.TEXT_MUTED}>{` (${finding.field}, on another screen)`}</span>
      )}
      {away && <span className={Classes.TEXT_MUTED}> The field is not shown here.</span>}
    </li>
  );
}

/**
 * The editor's readiness panel (issue 32): the record's state in its language and each finding with its level, its
 * message and a way to its field; after a refused activation, what blocks it, and for an administrator an override
 * that asks for the reason the history keeps.
 */
export function ReadinessPanel({ form, record, read, formRoot, refusal, saving, onOverride }: Props) {
  const { language, subject } = useEngine();
  const id = record?.[form.idField];
  const { readiness, failed } = read;
  const [overriding, setOverriding] = useState(false);
  const [reason, setReason] = useState('');
  const labels = fieldLabels(form);
  const languageName = LANGUAGES.find((l) => l.languageId === language)?.name ?? '';
  const dataType = form.permission?.dataType as DataTypeName | undefined;
  const mayOverride = !!dataType && canAccess({ action: 'delete', resource: dataType, languageId: language, subject });
  if (id === undefined || id === null) return null;
  if (failed)
    return (
      <Callout intent="warning" className="bo-readiness-panel">
        <PanelTitle>Readiness could not be read.</PanelTitle>
      </Callout>
    );
  if (!readiness) return null;

  const findings = refusal ? refusal.findings : (readiness.findings ?? []);
  const title = refusal ? 'This cannot be activated yet' : `Readiness in ${languageName}: ${readinessText(readiness.state, readiness.counts)}`;
  return (
    <Callout intent={refusal ? 'danger' : STATE_INTENT[readiness.state]} className="bo-readiness-panel" role="region" aria-label="Readiness">
      <PanelTitle>{title}</PanelTitle>
      {refusal && <p>Saving would make it live, and what follows blocks that, so it was not activated. Fix it and save again.</p>}
      {findings.length ? (
        <ul className="bo-readiness-findings">
          {findings.map((f, i) => (
            <FindingLine key={`${f.rule}:${f.field}:${i}`} finding={f} label={labels.get(f.field)} formRoot={formRoot} />
          ))}
        </ul>
      ) : (
        <p className="bo-readiness-none">Nothing to fix: every readiness rule passes.</p>
      )}
      {refusal && (
        <WhyDisabled reason={mayOverride ? undefined : 'Only an administrator of this content in this language may activate despite what blocks it.'}>
          <Button icon="unlock" text="Activate anyway…" disabled={!mayOverride || saving} onClick={() => setOverriding(true)} />
        </WhyDisabled>
      )}
      <Dialog isOpen={overriding} onClose={() => setOverriding(false)} title="Activate despite what blocks it" className="bo-readiness-dialog">
        <DialogBody>
          <p>The record goes live although these findings block it. The reason is kept in its history.</p>
          <FormGroup label="Reason" labelFor="bo-readiness-reason" labelInfo="(required)">
            <TextArea id="bo-readiness-reason" fill rows={3} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" onClick={() => setOverriding(false)} />
              <WhyDisabled reason={reason.trim() ? undefined : 'Give the reason the history keeps.'}>
                <Button
                  intent="danger"
                  text="Activate"
                  loading={saving}
                  disabled={!reason.trim()}
                  onClick={() => void onOverride(reason.trim()).then((saved) => saved && (setOverriding(false), setReason('')))}
                />
              </WhyDisabled>
            </>
          }
        />
      </Dialog>
    </Callout>
  );
}

/**
 * The panel's title as the page's second level, under the editor's h1: a Callout's own title is an h5, which skips
 * levels (axe's heading-order). Drawn at the size of a callout title.
 */
function PanelTitle({ children }: { children: ReactNode }) {
  return <H2 className="bo-readiness-title">{children}</H2>;
}
