import { formatDate } from '../../list/format';
import { HISTORY_TIME } from '../../history/readable';
import { Button, Drawer, DrawerSize, NonIdealState } from '@blueprintjs/core';
import type { ScreenRecord, ScreenVersion } from './screen-record';

export interface VersionsPanelProps {
  open: boolean;
  onClose(): void;
  record: ScreenRecord;
  canRevert: boolean;
  onCompareBefore(version: ScreenVersion): void;
  onCompareWorking(version: ScreenVersion): void;
  onRevert(version: number): void;
}

const what = (v: ScreenVersion) => (v.action === 'publish' ? 'Published' : v.revertedTo ? `Reverted to version ${v.revertedTo}` : 'Reverted to shipped');
// The product's date and time, as the record history shows them.
const when = (date: string) => formatDate(date, HISTORY_TIME);

/** Every version of the screen, newest first: who, when, what; each compared with the one before or with the working text, and reverted to. */
export function VersionsPanel({ open, onClose, record, canRevert, onCompareBefore, onCompareWorking, onRevert }: VersionsPanelProps) {
  return (
    <Drawer isOpen={open} onClose={onClose} title="Versions" size={DrawerSize.SMALL} className="studio-versions">
      <div className="studio-versions-body">
        {canRevert && record.current && <Button text="Back to shipped" icon="undo" onClick={() => onRevert(0)} />}
        {record.versions.length === 0 ? (
          <NonIdealState icon="history" title="No versions yet" description="The screen runs as shipped. A published change becomes its first version." />
        ) : (
          <ol className="studio-version-list">
            {record.versions.map((v) => (
              <li key={v.version} className="studio-version">
                <div>
                  <strong>Version {v.version}</strong> · {what(v)}
                  {record.current?.version === v.version && ' · running now'}
                </div>
                <div className="studio-muted">
                  {v.userName}, {when(v.date)}
                </div>
                <div className="studio-version-actions">
                  <Button variant="minimal" size="small" text="Compare" aria-label={`Compare version ${v.version} with the one before`} onClick={() => onCompareBefore(v)} />
                  <Button variant="minimal" size="small" text="With working text" aria-label={`Version ${v.version} with working text`} onClick={() => onCompareWorking(v)} />
                  {canRevert && <Button variant="minimal" size="small" text="Revert" aria-label={`Revert to version ${v.version}`} onClick={() => onRevert(v.version)} />}
                </div>
              </li>
            ))}
          </ol>
        )}
      </div>
    </Drawer>
  );
}
