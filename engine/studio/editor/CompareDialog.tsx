import { Dialog, DialogBody } from '@blueprintjs/core';
import { DiffView } from './DiffView';

export interface Comparison {
  title: string;
  panes: { left: string; right: string; leftLabel: string; rightLabel: string }[];
}

/** A comparison of descriptors: one pane pair, or two for the three-way view (shipped then → now, shipped then → the change). */
export function CompareDialog({ comparison, onClose }: { comparison: Comparison | null; onClose(): void }) {
  return (
    <Dialog isOpen={!!comparison} title={comparison?.title} onClose={onClose} className="studio-compare-dialog">
      <DialogBody>
        {comparison?.panes.map((pane) => (
          <DiffView key={`${pane.leftLabel}|${pane.rightLabel}`} {...pane} />
        ))}
      </DialogBody>
    </Dialog>
  );
}
