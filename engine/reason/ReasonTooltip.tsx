import { Tooltip } from '@blueprintjs/core';
import type { ReactElement, RefObject } from 'react';

/**
 * The tooltip of a disabled control's reason (WhyDisabled.tsx): on hover and on keyboard focus of its wrapper, and
 * open from the start when the pointer or the focus was already there before it arrived.
 */
export default function ReasonTooltip({ reason, engaged, children }: { reason: string; engaged: RefObject<boolean>; children: ReactElement }) {
  return (
    <Tooltip content={reason} placement="top" compact openOnTargetFocus defaultIsOpen={engaged.current ?? false}>
      {children}
    </Tooltip>
  );
}
