import { Tooltip } from '@blueprintjs/core';

/**
 * The open tooltip of a disabled control's reason (WhyDisabled.tsx). Its target is an anchor laid over the wrapper,
 * which the pointer passes through: the wrapper decides when it is open, the tooltip only places the reason above it.
 */
export default function ReasonTooltip({ reason }: { reason: string }) {
  return (
    <Tooltip content={reason} placement="top" compact isOpen className="engine-why-anchor">
      <span />
    </Tooltip>
  );
}
