import { Button, Tooltip, type IconName } from '@blueprintjs/core';

export interface EntryActionProps {
  icon: IconName;
  /** What the button does, for the tooltip and for assistive technology ("Delete FAQ 2"). */
  label: string;
  /** The tooltip's short text ("Delete"); the label when omitted. */
  tip?: string;
  disabled?: boolean;
  onClick(): void;
}

/** A quiet entry action: a minimal icon button with a tooltip. Danger red belongs to a confirmation, not to every entry. */
export default function EntryActionWithTip({ icon, label, tip, disabled, onClick }: EntryActionProps) {
  return (
    <Tooltip content={tip ?? label} placement="top" compact disabled={disabled}>
      <Button variant="minimal" icon={icon} aria-label={label} disabled={disabled} onClick={onClick} />
    </Tooltip>
  );
}
