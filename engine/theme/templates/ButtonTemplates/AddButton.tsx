import type { MouseEventHandler } from 'react';
import { Button } from '@blueprintjs/core';
import {
  TranslatableString,
  type FormContextType,
  type IconButtonProps,
  type RJSFSchema,
  type StrictRJSFSchema,
} from '@rjsf/utils';

/** The "Add" button of arrays (and of additionalProperties objects). */
export default function AddButton<T = any, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = any>(
  props: IconButtonProps<T, S, F>,
) {
  const { id, className, onClick, disabled, registry } = props;
  return (
    <div style={{ marginTop: 8 }}>
      <Button
        id={id}
        type="button"
        className={className}
        icon="add"
        text={registry.translateString(TranslatableString.AddButton)}
        onClick={onClick as MouseEventHandler<HTMLElement> | undefined}
        disabled={disabled}
      />
    </div>
  );
}
