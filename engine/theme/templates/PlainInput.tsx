import { Classes, type Intent } from '@blueprintjs/core';
import type { InputHTMLAttributes } from 'react';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  intent?: Intent;
}

/**
 * A text box drawn as Blueprint's `InputGroup` draws one with nothing beside its text: the same elements, classes and
 * attributes, so it looks and reads the same. `InputGroup` measures what may stand beside the text once it is
 * mounted and sets its state even when there is nothing, which redrew every box of a form a second time, at once,
 * as the form opened.
 */
export function PlainInput({ intent = 'none', disabled, readOnly, type = 'text', ...input }: Props) {
  const group = [Classes.INPUT_GROUP, Classes.intentClass(intent), disabled && Classes.DISABLED, readOnly && Classes.READ_ONLY, Classes.FILL].filter(Boolean).join(' ');
  return (
    <div className={group}>
      <input type={type} {...input} disabled={disabled} readOnly={readOnly} aria-disabled={disabled} className={Classes.INPUT} />
    </div>
  );
}
