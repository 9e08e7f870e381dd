import type { AttributeGroup, Condition, Field, FormPart, Section } from '../descriptor/types';

export const isAttributes = (part: FormPart): part is AttributeGroup => 'kind' in part && part.kind === 'attributes';
export const isSection = (part: FormPart): part is Section => 'section' in part;
export const isField = (part: FormPart): part is Field => !isAttributes(part) && !isSection(part);

/** Every field of a form, sections flattened. */
export function fieldsOf(parts: FormPart[]): Field[] {
  return parts.flatMap((part) => (isSection(part) ? fieldsOf(part.parts) : isField(part) ? [part] : []));
}

export function attributeGroupsOf(parts: FormPart[]): AttributeGroup[] {
  return parts.flatMap((part) => (isSection(part) ? attributeGroupsOf(part.parts) : isAttributes(part) ? [part] : []));
}

/** The form-data key of one attribute slot. */
export const slotKey = (group: AttributeGroup, settingsDataTypeId: number, index: number) => `${group.name}__${settingsDataTypeId}__${index}`;

export interface ConditionContext {
  language: number;
  isNew: boolean;
  values: Record<string, unknown>;
}

export function holds(condition: Condition | undefined, ctx: ConditionContext): boolean {
  if (!condition) return true;
  if ('language' in condition) return ctx.language === condition.language;
  if ('mode' in condition) return condition.mode === (ctx.isNew ? 'new' : 'edit');
  const value = ctx.values[condition.field];
  if (condition.notEmpty) return value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);
  return value === condition.equals;
}
