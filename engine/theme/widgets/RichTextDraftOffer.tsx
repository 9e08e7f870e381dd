import { Button, Callout } from '@blueprintjs/core';
import type { Draft } from './richtext-draft';

/** The draft kept by the autosave, offered back: restore it into the editor or discard it. */
export default function RichTextDraftOffer({ draft, onRestore, onDiscard }: { draft: Draft; onRestore: () => void; onDiscard: () => void }) {
  const time = new Date(draft.savedAt).toLocaleTimeString('en-GB');
  return (
    <Callout intent="warning" icon="history" title="Unsaved draft" style={{ marginBottom: 8 }}>
      <p>A draft of this content autosaved at {time} is kept in this browser. It has not been saved.</p>
      <Button intent="primary" text="Restore draft" onClick={onRestore} style={{ marginRight: 8 }} />
      <Button text="Discard draft" onClick={onDiscard} />
    </Callout>
  );
}
