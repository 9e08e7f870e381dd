import { H5 } from '@blueprintjs/core';
import {
  buttonId,
  canExpand,
  getUiOptions,
  type FormContextType,
  type ObjectFieldTemplateProps,
  type RJSFSchema,
  type StrictRJSFSchema,
} from '@rjsf/utils';

/**
 * An object's properties as a plain vertical stack (side by side with `ui:options.inline`). When the object's schema (or `ui:title`) has a title, it is
 * shown as an H5 section heading, with the description under it.
 */
export default function ObjectFieldTemplate<
  T = any,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = any,
>(props: ObjectFieldTemplateProps<T, S, F>) {
  const { description, disabled, readonly, formData, fieldPathId, properties, schema, uiSchema, registry } = props;
  const { onAddProperty, optionalDataControl, className } = props;
  const uiOptions = getUiOptions<T, S, F>(uiSchema);
  if ((schema.oneOf || schema.anyOf) && !schema.properties && properties.length === 0) return null;
  const heading = uiOptions.title ?? schema.title;
  const { AddButton } = registry.templates.ButtonTemplates;
  return (
    <div className={['bo-object', className].filter(Boolean).join(' ')} id={fieldPathId.$id}>
      {heading && (
        <H5 id={`${fieldPathId.$id}__title`} className="bo-section-heading" style={{ marginTop: 16 }}>
          {heading}
        </H5>
      )}
      {heading && description && (
        <div className="bp6-text-muted" id={`${fieldPathId.$id}__description`} style={{ marginBottom: 10 }}>
          {description}
        </div>
      )}
      {optionalDataControl}
      {uiOptions.inline ? (
        <div className="bo-object-inline" style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
          {properties.map((property) => (
            <div key={property.name} style={{ flex: '1 1 0', minWidth: 0 }}>
              {property.content}
            </div>
          ))}
        </div>
      ) : (
        properties.map((property) => property.content)
      )}
      {canExpand<T, S, F>(schema, uiSchema, formData) && (
        <AddButton
          id={buttonId(fieldPathId, 'add')}
          className="rjsf-object-property-expand"
          onClick={onAddProperty}
          disabled={disabled || readonly}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
    </div>
  );
}
