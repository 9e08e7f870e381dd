import { Button, Callout } from '@blueprintjs/core';

/** The day and time a draft was written, as the editor reads it: "14:05" today, "27 Nov 2026, 14:05" before. */
export function draftTime(savedAt: number, now = Date.now()): string {
  const at = new Date(savedAt);
  const time = at.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
  return new Date(now).toDateString() === at.toDateString()
    ? time
    : `${at.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' })}, ${time}`;
}

/**
 * The draft journal brought back unsaved edits from an earlier visit (a reload, a closed tab, a crash): said
 * calmly above the form, with a way to drop them and read the record as it is stored. Saving keeps them.
 */
export function RestoredDraftNotice({ savedAt, onDiscard }: { savedAt: number; onDiscard(): void }) {
  return (
    <Callout intent="primary" icon="history" className="bo-restored-draft" style={{ marginBottom: 12 }}>
      <span style={{ marginRight: 12 }}>Unsaved changes from {draftTime(savedAt)} were restored. Save to keep them.</span>
      <Button size="small" variant="outlined" icon="trash" text="Discard" onClick={onDiscard} />
    </Callout>
  );
}
