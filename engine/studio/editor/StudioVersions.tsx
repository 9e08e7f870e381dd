import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../ConfirmDialog';
import { formatDescriptor } from '../format-descriptor';
import { CompareDialog, type Comparison } from './CompareDialog';
import { VersionsPanel } from './VersionsPanel';
import { descriptorAfter, versionBefore, type ScreenRecord, type ScreenVersion } from './screen-record';
import { useRevert } from './useRevert';

const nameOf = (v: ScreenVersion | undefined) => (v ? `Version ${v.version}` : 'Shipped');

/** The Versions button and what it opens: the list, a comparison, a revert's confirmation. */
export function StudioVersions(props: { screen: string; record: ScreenRecord; workingText: string; canRevert: boolean; onReverted(): void }) {
  const { record } = props;
  const [open, setOpen] = useState(false);
  const [comparison, setComparison] = useState<Comparison | null>(null);
  const [asked, setAsked] = useState<number | null>(null);
  const { revert, busy } = useRevert(props.screen, props.onReverted);
  const textOf = (v: ScreenVersion | undefined) => formatDescriptor(v ? descriptorAfter(record, v) : (record.versions.at(-1)?.shippedThen ?? record.shipped));
  const compareBefore = (v: ScreenVersion) => {
    const before = versionBefore(record, v);
    setComparison({ title: `${nameOf(v)} against ${nameOf(before).toLowerCase()}`, panes: [{ left: textOf(before), right: textOf(v), leftLabel: nameOf(before), rightLabel: nameOf(v) }] });
  };
  const compareWorking = (v: ScreenVersion) =>
    setComparison({ title: `${nameOf(v)} against the working text`, panes: [{ left: textOf(v), right: props.workingText, leftLabel: nameOf(v), rightLabel: 'Working text' }] });
  return (
    <>
      <Button icon="history" text="Versions" onClick={() => setOpen(true)} />
      <VersionsPanel open={open} onClose={() => setOpen(false)} record={record} canRevert={props.canRevert} onCompareBefore={compareBefore} onCompareWorking={compareWorking} onRevert={setAsked} />
      <CompareDialog comparison={comparison} onClose={() => setComparison(null)} />
      <ConfirmDialog
        open={asked !== null}
        text={asked === 0 ? 'Revert this screen to the shipped file? Editors see it as shipped on their next load.' : `Revert this screen to version ${asked}? Editors see that version on their next load.`}
        busy={busy}
        onNo={() => setAsked(null)}
        onYes={() => {
          const to = asked ?? 0;
          setAsked(null);
          setOpen(false);
          void revert(to);
        }}
      />
    </>
  );
}
