import { Button, Callout, FormGroup, TextArea } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { WhyDisabled } from '../../reason/WhyDisabled';
import { counted } from './bulk-words';
import type { BulkChangeControl } from './useBulkChange';

/**
 * After a preview in which readiness blocks records from going live: an administrator may switch them on anyway with a
 * reason, which each record's history keeps (the editor's "Activate anyway…", for many records). The preview runs
 * again with it, so what the apply will do is seen first; the server checks the right again for each record.
 */
export function BulkOverride({ control, noun, mayOverride }: { control: BulkChangeControl; noun: string; mayOverride: boolean }) {
  const id = useId();
  const [reason, setReason] = useState(control.override ?? '');
  if (control.override)
    return (
      <Callout intent="warning" className="engine-bulk-override" title="Readiness overridden">
        The records readiness blocks are written too, each keeping this reason in its history: “{control.override}”.
      </Callout>
    );
  if (!control.blocked) return null;
  return (
    <Callout intent="warning" className="engine-bulk-override" title={`Readiness blocks ${counted(control.blocked, noun)} from going live`}>
      <p>Each is refused above with what blocks it. An administrator may switch them on anyway; the reason is kept in each one's history.</p>
      <FormGroup label="Reason to activate anyway" labelFor={id} labelInfo="(required)">
        <TextArea id={id} fill rows={2} maxLength={500} value={reason} disabled={!mayOverride || !!control.busy} onChange={(e) => setReason(e.target.value)} />
      </FormGroup>
      <WhyDisabled reason={!mayOverride ? 'Only an administrator of this content in this language may activate despite what blocks it.' : reason.trim() ? undefined : 'Give the reason the history keeps.'}>
        <Button icon="unlock" intent="danger" text="Preview with override" disabled={!mayOverride || !reason.trim() || !!control.busy} onClick={() => control.overrideWith(reason.trim())} />
      </WhyDisabled>
    </Callout>
  );
}
