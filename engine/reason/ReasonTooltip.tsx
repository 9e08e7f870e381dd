import { Tooltip } from '@blueprintjs/core';
import type { ReactElement } from 'react';

/** The tooltip of a disabled control's reason (WhyDisabled.tsx): on hover and on keyboard focus of its wrapper. */
export default function ReasonTooltip({ reason, children }: { reason: string; children: ReactElement }) {
  return (
    <Tooltip content={reason} placement="top" compact openOnTargetFocus>
      {children}
    </Tooltip>
  );
}
