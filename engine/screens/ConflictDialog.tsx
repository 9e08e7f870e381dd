import { Button, Dialog, DialogBody, DialogFooter, HTMLTable, NonIdealState } from '@blueprintjs/core';
import type { ConflictRow } from '../form/conflict';

interface Props {
  rows: ConflictRow[];
  onReload(): void;
  onOverwrite(): void;
  onClose(): void;
}

export const CONFLICT_TITLE = 'Someone else saved this record';

/**
 * A save refused as stale: what the other save changed beside what this editor would save, then the two ways
 * on — take their version (this editor's changes are dropped) or overwrite theirs knowingly.
 */
export function ConflictDialog({ rows, onReload, onOverwrite, onClose }: Props) {
  return (
    <Dialog isOpen title={CONFLICT_TITLE} icon="warning-sign" onClose={onClose} style={{ width: 760, maxWidth: '95vw' }}>
      <DialogBody>
        <p>It was saved while you were editing it. Your changes are not saved yet.</p>
        {rows.length ? (
          <HTMLTable compact striped style={{ width: '100%', tableLayout: 'fixed' }} aria-label="Fields that differ">
            <thead>
              <tr>
                <th scope="col">Field</th>
                <th scope="col">Saved by the other editor</th>
                <th scope="col">Yours</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.name}>
                  <th scope="row">{row.label}</th>
                  <td style={{ overflowWrap: 'anywhere' }}>{row.theirs || <em className="bp6-text-muted">empty</em>}</td>
                  <td style={{ overflowWrap: 'anywhere' }}>{row.mine || <em className="bp6-text-muted">empty</em>}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        ) : (
          <NonIdealState icon="tick" title="The fields of this form are the same" description="The other save changed only what this form does not show." />
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Keep editing" onClick={onClose} />
            <Button text="Load their version" onClick={onReload} />
            <Button intent="danger" text="Overwrite with mine" onClick={onOverwrite} />
          </>
        }
      />
    </Dialog>
  );
}
