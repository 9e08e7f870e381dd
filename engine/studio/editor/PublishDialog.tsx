import { Button, Dialog, DialogBody, DialogFooter, H6 } from '@blueprintjs/core';
import type { PublishSummary } from './publish-summary';

const named = (f: { name: string; label: string }) => (f.label ? `${f.label} (${f.name})` : f.name);

/** Publish asks first, showing what the change does to the fields against the version that runs now. */
export function PublishDialog({ summary, busy, onPublish, onCancel }: { summary: PublishSummary | null; busy: boolean; onPublish(): void; onCancel(): void }) {
  const none = summary && !summary.added.length && !summary.removed.length && !summary.relabelled.length;
  return (
    <Dialog isOpen={!!summary} title="Publish this change?" onClose={onCancel} className="studio-publish-dialog">
      <DialogBody>
        <p>Editors see it on their next load of the screen. Against the version that runs now:</p>
        {summary?.added.length ? (
          <section aria-label="Fields added">
            <H6>{`${summary.added.length} field${summary.added.length === 1 ? '' : 's'} added`}</H6>
            <ul>{summary.added.map((f) => <li key={f.name}>{named(f)}</li>)}</ul>
          </section>
        ) : null}
        {summary?.removed.length ? (
          <section aria-label="Fields removed">
            <H6>{`${summary.removed.length} field${summary.removed.length === 1 ? '' : 's'} removed`}</H6>
            <ul>{summary.removed.map((f) => <li key={f.name}>{named(f)}</li>)}</ul>
          </section>
        ) : null}
        {summary?.relabelled.length ? (
          <section aria-label="Fields relabelled">
            <H6>{`${summary.relabelled.length} field${summary.relabelled.length === 1 ? '' : 's'} relabelled`}</H6>
            <ul>
              {summary.relabelled.map((r) => (
                <li key={r.name}>{`${r.name}: “${r.from}” → “${r.to}”`}</li>
              ))}
            </ul>
          </section>
        ) : null}
        {none && <p>No field is added, removed or relabelled.</p>}
        {summary?.otherChanges && <p>{none ? 'Other settings of the screen change.' : 'Other settings of the screen change too.'}</p>}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={onCancel} />
            <Button intent="primary" text="Publish" loading={busy} onClick={onPublish} />
          </>
        }
      />
    </Dialog>
  );
}
