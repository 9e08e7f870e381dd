import { Button, Classes, Tooltip, type IconName } from '@blueprintjs/core';

interface Props {
  icon: IconName;
  text: string;
  /** The accessible name, with the time of the change it acts on. */
  label: string;
  /** Why it cannot act now: it stays focusable and says so on hover and focus. */
  blocked?: string;
  loading?: boolean;
  onClick(): void;
}

/** A restore action of the history: usable, or unavailable with its reason in a tooltip a keyboard reaches too. */
export function RestoreButton({ icon, text, label, blocked, loading, onClick }: Props) {
  const button = (
    <Button
      size="small"
      variant="outlined"
      icon={icon}
      text={text}
      loading={loading}
      aria-label={label}
      aria-disabled={blocked ? true : undefined}
      className={blocked ? Classes.DISABLED : undefined}
      onClick={blocked ? undefined : onClick}
    />
  );
  return blocked ? (
    <Tooltip content={blocked} placement="top" compact>
      {button}
    </Tooltip>
  ) : (
    button
  );
}
