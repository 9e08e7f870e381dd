import { Button, Tag, Tooltip } from '@blueprintjs/core';
import { useId } from 'react';
import { WhyDisabled } from '../reason/WhyDisabled';
import { useMemoryChecksHere } from './context';
import { markOrigin } from './marks';
import './memory-checks.css';

/**
 * "From memory: check" beside a field the translation memory filled, while it still holds the memory's value: where
 * it came from on hover and focus, and Confirm, which keeps the value and takes the mark (and readiness's warning) away.
 */
export function MemoryCheckTag({ name, label }: { name: string; label: string }) {
  const checks = useMemoryChecksHere();
  const id = useId();
  const mark = checks?.marks[name];
  if (!checks || !mark) return null;
  const origin = markOrigin(mark);
  const why = checks.canConfirm ? null : 'Your role may not change this record in this language.';
  return (
    <div className="bo-memory-check" role="group" aria-label={`${label || name}: filled from the translation memory`}>
      <Tooltip content={origin} placement="bottom-start" className="bo-memory-check-tooltip">
        {/* A tag takes no focus of its own: the span does, so the keyboard reaches where the text came from too. */}
        <span tabIndex={0} aria-describedby={id} className="bo-memory-check-tag">
          <Tag intent="warning" minimal icon="translate">
            From memory: check
          </Tag>
        </span>
      </Tooltip>
      <span id={id} className="bo-memory-check-origin">
        {origin}
      </span>
      <WhyDisabled reason={why}>
        <Button
          size="small"
          variant="minimal"
          intent="primary"
          icon="tick"
          text="Confirm"
          aria-label={`Confirm ${label || name}`}
          disabled={!!why || checks.confirming === name}
          loading={checks.confirming === name}
          onClick={() => checks.confirm(name)}
        />
      </WhyDisabled>
    </div>
  );
}
