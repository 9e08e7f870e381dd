import { Button, Callout } from '@blueprintjs/core';
import { useState } from 'react';
import { formatDescriptor } from '../format-descriptor';
import { CompareDialog, type Comparison } from './CompareDialog';
import type { ScreenRecord } from './screen-record';

/**
 * A change published over a file that a newer release has changed since: said, with the three-way view (what the
 * release changed in the file; what the change did to the file as it was then).
 */
export function StaleNotice({ record }: { record: ScreenRecord }) {
  const [comparison, setComparison] = useState<Comparison | null>(null);
  const current = record.current;
  if (!current?.stale) return null;
  const then = formatDescriptor(current.shippedThen);
  const threeWay = () =>
    setComparison({
      title: 'Three-way view',
      panes: [
        { left: then, right: formatDescriptor(record.shipped), leftLabel: 'Shipped then', rightLabel: 'Shipped now' },
        { left: then, right: formatDescriptor(current.descriptor), leftLabel: 'Shipped then', rightLabel: 'The change' },
      ],
    });
  return (
    <Callout intent="warning" title="The shipped file changed beneath this change" className="studio-callout">
      <p>A newer release changed screens/{record.screen}.json after this change was published. The change runs merged over the new file; check the merge.</p>
      <Button text="Three-way view" onClick={threeWay} />
      <CompareDialog comparison={comparison} onClose={() => setComparison(null)} />
    </Callout>
  );
}
