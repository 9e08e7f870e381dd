import { Label } from '@blueprintjs/core';
import {
  buttonId,
  getUiOptions,
  type ArrayFieldTemplateProps,
  type FormContextType,
  type RJSFSchema,
  type StrictRJSFSchema,
} from '@rjsf/utils';

/**
 * An array: its title, then one row per item (ArrayFieldItemTemplate: the item with move up / move down / remove
 * buttons), then an Add button when rjsf allows adding (`canAdd`: `ui:options.addable`, `maxItems`).
 */
export default function ArrayFieldTemplate<
  T = any,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = any,
>(props: ArrayFieldTemplateProps<T, S, F>) {
  const { canAdd, className, disabled, readonly, fieldPathId, items, onAddClick, registry, required, schema, title } =
    props;
  const { uiSchema, optionalDataControl } = props;
  const uiOptions = getUiOptions<T, S, F>(uiSchema);
  const heading = uiOptions.title ?? title;
  const description = uiOptions.description ?? schema.description;
  const { AddButton } = registry.templates.ButtonTemplates;
  return (
    <div className={['bo-array', className].filter(Boolean).join(' ')} id={fieldPathId.$id} style={{ marginBottom: 15 }}>
      {heading && (
        <Label id={`${fieldPathId.$id}__title`} style={{ fontWeight: 600 }}>
          {heading}
          {required && <span className="bp6-text-muted"> (required)</span>}
        </Label>
      )}
      {description && <p className="bp6-text-muted">{description}</p>}
      {optionalDataControl}
      <div className="bo-array-items">{items}</div>
      {canAdd && (
        <AddButton
          id={buttonId(fieldPathId, 'add')}
          className="rjsf-array-item-add"
          onClick={onAddClick}
          disabled={disabled || readonly}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
    </div>
  );
}
