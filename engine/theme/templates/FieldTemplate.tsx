import type { CSSProperties } from 'react';
import { FormGroup } from '@blueprintjs/core';
import { LengthLimit, RangeLimit } from './length-limit';
import { LazyEnglishBeside as EnglishBeside } from '../compare/LazyEnglishBeside';
import { LazyMemoryCheckTag as MemoryCheckTag } from '../../translation-memory/LazyMemoryCheckTag';
import { GlossaryBeneath } from '../glossary/GlossaryBeneath';
import { LazyMemorySuggestions as MemorySuggestions } from '../../translation-memory/LazyMemorySuggestions';
import {
  ADDITIONAL_PROPERTY_FLAG,
  getTemplate,
  getUiOptions,
  type FieldTemplateProps,
  type FormContextType,
  type RJSFSchema,
  type StrictRJSFSchema,
} from '@rjsf/utils';
import { registry as appRegistry, type AnyRegistry } from '../../registry/index';

const kinds: AnyRegistry['fieldKinds'] = appRegistry.fieldKinds;
/** A shown value (a read-only display) or rich text: disabled, its value shows as text rather than as a greyed control. */
const shownAsText = (widget: unknown) => !!(typeof widget === 'string' && (kinds[widget]?.display || kinds[widget]?.rich));
/** A value only shown, never edited (its kind's definition says `display`). */
const isDisplay = (widget: unknown) => !!(typeof widget === 'string' && kinds[widget]?.display);

/**
 * Every field row: a Blueprint `FormGroup` with the label ("(required)" after it when the schema requires the
 * field), then the widget, then the helper text: the schema description (or `ui:description`), `ui:help`, the
 * length limit of a text with maxLength, and the field's errors; with errors the group takes intent danger, which
 * colours the helper text red. Checkboxes carry their own label.
 */
export default function FieldTemplate<T = any, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = any>(
  props: FieldTemplateProps<T, S, F>,
) {
  const { id, label, children, help, rawHelp, rawDescription, rawErrors, hideError, hidden, required, displayLabel } =
    props;
  const { classNames, style, schema, uiSchema, registry, formData, disabled } = props;
  const uiOptions = getUiOptions<T, S, F>(uiSchema);
  if (hidden) return <div style={{ display: 'none' }}>{children}</div>;

  const isCheckbox = uiOptions.widget === 'checkbox' || (schema.type === 'boolean' && !uiOptions.widget);
  const isContainer = schema.type === 'object' || schema.type === 'array';
  const errors = !hideError && rawErrors ? rawErrors.filter(Boolean) : [];
  const helpNode = rawHelp ?? (uiSchema?.['ui:help'] ? help : undefined);
  const showDescription = displayLabel && !isContainer && rawDescription;
  // A limit helps only while the text can be typed: not on a shown value, nor on a disabled or read-only field.
  const editable = !disabled && !props.readonly && !isDisplay(uiOptions.widget);
  // A date is typed in its one format (DD.MM.YYYY), whose length is no choice of the editor's.
  const countsLength = editable && !isContainer && uiOptions.widget !== 'date';
  const maxLength = countsLength && typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
  // A range read from another record (a comparison box's minimum and maximum) shows under its number.
  const range = editable && uiOptions.showRange && (typeof schema.minimum === 'number' || typeof schema.maximum === 'number') ? { minimum: schema.minimum, maximum: schema.maximum } : undefined;
  const hasHelper = showDescription || helpNode || maxLength !== undefined || range || errors.length > 0;
  const helperText = hasHelper ? (
    <>
      {showDescription && <div className="bo-field-description" id={`${id}__description`}>{rawDescription}</div>}
      {helpNode && <div className="bo-field-help" id={`${id}__help`}>{helpNode}</div>}
      {maxLength !== undefined && <LengthLimit id={id} maxLength={maxLength} value={formData} />}
      {range && <RangeLimit id={id} {...range} value={formData} />}
      {errors.map((error, i) => (
        <div key={i} className="bo-field-error" id={i === 0 ? `${id}__error` : undefined}>
          {error}
        </div>
      ))}
    </>
  ) : undefined;

  const group = (
    <FormGroup
      className={classNames}
      style={style as CSSProperties | undefined}
      label={displayLabel && !isCheckbox && label ? label : undefined}
      labelFor={id}
      labelInfo={displayLabel && !isCheckbox && label && required ? '(required)' : undefined}
      // Only a control's own row is greyed: a section's would grey every label inside it, and a shown value (a
      // read-only field, rich text that cannot be edited) is text, not a control, whose greyed label would be too faint to read.
      disabled={disabled && !isContainer && !shownAsText(uiOptions.widget)}
      helperText={helperText}
      intent={errors.length > 0 ? 'danger' : 'none'}
    >
      {children}
      {!isContainer && <MemoryCheckTag name={String(props.fieldPathId.path[props.fieldPathId.path.length - 1])} label={label} />}
      {(!isContainer || !!uiOptions.widget) && <EnglishBeside name={String(props.fieldPathId.path[props.fieldPathId.path.length - 1])} label={label} schema={schema as Record<string, any>} uiSchema={props.uiSchema as Record<string, any> | undefined} value={formData} />}
      {!isContainer && <GlossaryBeneath id={id} name={String(props.fieldPathId.path[props.fieldPathId.path.length - 1])} label={label} value={formData} />}
      {!isContainer && <MemorySuggestions name={String(props.fieldPathId.path[props.fieldPathId.path.length - 1])} label={label} schema={schema as Record<string, any>} widget={uiOptions.widget} />}
    </FormGroup>
  );
  if (!(ADDITIONAL_PROPERTY_FLAG in schema)) return group;
  // additionalProperties: keep rjsf's key editor around the field.
  const WrapIfAdditionalTemplate = getTemplate<'WrapIfAdditionalTemplate', T, S, F>('WrapIfAdditionalTemplate', registry, uiOptions);
  return <WrapIfAdditionalTemplate {...props}>{group}</WrapIfAdditionalTemplate>;
}
