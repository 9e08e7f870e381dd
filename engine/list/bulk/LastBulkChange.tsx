import { Button, Callout } from '@blueprintjs/core';
import type { AppliedChange } from './bulk-types';
import './bulk.css';

/** The list's note of the bulk change just applied, with its Undo (the same as the notice's), until undone or put away. */
export function LastBulkChange({ change, onUndo, onDismiss }: { change: AppliedChange; onUndo(): void; onDismiss(): void }) {
  return (
    <Callout intent="success" icon="tick-circle" className="engine-bulk-undo" role="status">
      <span>{change.summary}. </span>
      <Button small icon="undo" text="Undo change" onClick={onUndo} /> <Button small minimal icon="cross" aria-label="Put this note away" onClick={onDismiss} />
    </Callout>
  );
}
