import { Button } from '@blueprintjs/core';
import { lazy, Suspense } from 'react';
import type { EntryActionProps } from './EntryActionWithTip';

// Blueprint's Tooltip brings its popover (@floating-ui, about 16 kB gzipped): it loads with the first group that draws
// entry actions, so a form whose groups have none (fixed entries) never loads it.
const WithTip = lazy(() => import('./EntryActionWithTip'));

/** A quiet entry action (EntryActionWithTip.tsx); the same button, without its tooltip, until that has loaded. */
export function EntryAction(props: EntryActionProps) {
  const { icon, label, disabled, onClick } = props;
  return (
    <Suspense fallback={<Button variant="minimal" icon={icon} aria-label={label} disabled={disabled} onClick={onClick} />}>
      <WithTip {...props} />
    </Suspense>
  );
}
