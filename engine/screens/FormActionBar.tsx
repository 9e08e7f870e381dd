import { Button, Tag } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { WhyDisabled } from '../reason/WhyDisabled';
import './form-view.css';

/** The save shortcut as the editor's keyboard names it. */
const SHORTCUT = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent) ? '⌘S' : 'Ctrl+S';

interface Props {
  /** The descriptor's submit label (Save unless it says otherwise). */
  label: string;
  disabled: boolean;
  /** Why Save is disabled when the role forbids it, for its tooltip. */
  disabledReason?: string;
  saving: boolean;
  dirty: boolean;
  /** Secondary actions at the far end of the bar (History). */
  extra?: ReactNode;
  /** A button beside Save that leaves the form (the descriptor's closeLabel). */
  close?: { label: string; onClick(): void };
  /** A bar outside any form (a tabs screen that saves together): Save calls this instead of submitting. */
  onSave?(): void;
  /** The unsaved-changes tag's words when the bar says where the changes are ("Unsaved changes in 2 tabs"). */
  dirtyLabel?: string;
}

/**
 * The form's actions, sticky at the bottom of the view so Save stays within reach on a long form: Save
 * (primary, the form's submit button) and an "Unsaved changes" tag while the form is dirty.
 */
export function FormActionBar({ label, disabled, disabledReason, saving, dirty, extra, close, onSave, dirtyLabel }: Props) {
  return (
    <div className="bo-action-bar" role="group" aria-label="Form actions">
      <WhyDisabled reason={disabled && !saving ? disabledReason : undefined}>
        <Button type={onSave ? 'button' : 'submit'} intent="primary" text={label} disabled={disabled} loading={saving} onClick={onSave} />
      </WhyDisabled>
      {close && <Button text={close.label} onClick={close.onClick} />}
      {dirty && (
        <Tag intent="warning" minimal>
          {dirtyLabel ?? 'Unsaved changes'}
        </Tag>
      )}
      <span className="bo-action-bar-hint bp6-text-muted">{SHORTCUT} saves</span>
      {extra}
    </div>
  );
}
