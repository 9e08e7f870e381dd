import { Button, ButtonGroup } from '@blueprintjs/core';
import { useEffect, useRef } from 'react';

/**
 * Move up and Move down for one part or column, named after it for a screen reader; disabled at either end.
 * The part keeps its element as it moves, so focus stays on the button pressed; one that its move disabled
 * hands focus to the other, so a keyboard user is never dropped at the top of the page.
 */
export function MoveButtons(props: { what: string; first: boolean; last: boolean; disabled: boolean; onMove(by: -1 | 1): void }) {
  const { what, first, last, disabled, onMove } = props;
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const pressed = useRef<-1 | 1 | null>(null);
  // After the render that shows the move: the press is handled once, whatever changed.
  useEffect(() => {
    const by = pressed.current;
    pressed.current = null;
    if (by === -1) (first ? down : up).current?.focus();
    if (by === 1) (last ? up : down).current?.focus();
  });
  const move = (by: -1 | 1) => {
    pressed.current = by;
    onMove(by);
  };
  return (
    <ButtonGroup variant="minimal" className="bo-studio-move">
      <Button ref={up} icon="arrow-up" aria-label={`Move ${what} up`} title="Move up" disabled={disabled || first} onClick={() => move(-1)} />
      <Button ref={down} icon="arrow-down" aria-label={`Move ${what} down`} title="Move down" disabled={disabled || last} onClick={() => move(1)} />
    </ButtonGroup>
  );
}
