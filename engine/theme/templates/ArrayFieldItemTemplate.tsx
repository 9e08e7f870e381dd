import { ButtonGroup } from '@blueprintjs/core';
import {
  getTemplate,
  getUiOptions,
  type ArrayFieldItemTemplateProps,
  type FormContextType,
  type RJSFSchema,
  type StrictRJSFSchema,
} from '@rjsf/utils';

/** One array row: the item's field, and at its right the move up / move down / remove buttons. */
export default function ArrayFieldItemTemplate<
  T = any,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = any,
>(props: ArrayFieldItemTemplateProps<T, S, F>) {
  const { children, className, buttonsProps, hasToolbar, displayLabel, registry, uiSchema } = props;
  const ArrayFieldItemButtonsTemplate = getTemplate<'ArrayFieldItemButtonsTemplate', T, S, F>(
    'ArrayFieldItemButtonsTemplate',
    registry,
    getUiOptions<T, S, F>(uiSchema),
  );
  return (
    <div className={['bo-array-item', className].filter(Boolean).join(' ')} style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
      <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
      {hasToolbar && (
        <ButtonGroup style={{ marginTop: displayLabel ? 20 : 0, flexShrink: 0 }}>
          <ArrayFieldItemButtonsTemplate {...buttonsProps} />
        </ButtonGroup>
      )}
    </div>
  );
}
