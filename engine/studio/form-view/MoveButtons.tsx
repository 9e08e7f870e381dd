import { Button, ButtonGroup } from '@blueprintjs/core';

/** Move up and Move down for one part or column, named after it for a screen reader; disabled at either end. */
export function MoveButtons(props: { what: string; first: boolean; last: boolean; disabled: boolean; onMove(by: -1 | 1): void }) {
  const { what, first, last, disabled, onMove } = props;
  return (
    <ButtonGroup variant="minimal" className="bo-studio-move">
      <Button icon="arrow-up" aria-label={`Move ${what} up`} title="Move up" disabled={disabled || first} onClick={() => onMove(-1)} />
      <Button icon="arrow-down" aria-label={`Move ${what} down`} title="Move down" disabled={disabled || last} onClick={() => onMove(1)} />
    </ButtonGroup>
  );
}
