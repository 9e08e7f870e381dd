import { Heading, HeadingLevel, useHeadingPlace } from '../../form/heading-level';
import { FormSections } from '../sections/FormSections';
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
 * shown as a heading of the level its place in the page gives (unless the folding section around it shows it already),
 * with the description under it. The form's root object lays out its sections (FormSections).
 */
export default function ObjectFieldTemplate<
  T = any,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = any,
>(props: ObjectFieldTemplateProps<T, S, F>) {
  const { description, disabled, readonly, formData, fieldPathId, properties, schema, uiSchema, registry } = props;
  const { onAddProperty, optionalDataControl, className } = props;
  const uiOptions = getUiOptions<T, S, F>(uiSchema);
  const place = useHeadingPlace();
  if ((schema.oneOf || schema.anyOf) && !schema.properties && properties.length === 0) return null;
  const heading = place.shown ? undefined : (uiOptions.title ?? schema.title);
  const { AddButton } = registry.templates.ButtonTemplates;
  // The form's root: its sections laid out, folding, with the index and the side panel.
  if (fieldPathId.path.length === 0 && !canExpand<T, S, F>(schema, uiSchema, formData))
    return (
      <div className={['bo-object', className].filter(Boolean).join(' ')} id={fieldPathId.$id}>
        <FormSections rootId={fieldPathId.$id} properties={properties} schema={schema as Record<string, any>} uiSchema={uiSchema as Record<string, any>} />
      </div>
    );
  return (
    <div className={['bo-object', className].filter(Boolean).join(' ')} id={fieldPathId.$id}>
      {heading && (
        <Heading level={place.level} id={`${fieldPathId.$id}__title`} className="bo-section-heading" style={{ marginTop: 16 }}>
          {heading}
        </Heading>
      )}
      {heading && description && (
        <div className="bp6-text-muted" id={`${fieldPathId.$id}__description`} style={{ marginBottom: 10 }}>
          {description}
        </div>
      )}
      {optionalDataControl}
      <HeadingLevel level={heading ? place.level + 1 : place.level}>
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
      </HeadingLevel>
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
