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
  /** Who is signed in (for ownAccount); unknown means no such condition holds. */
  signedIn?: { userId?: number; isAdministrator: boolean };
}

export function holds(condition: Condition | undefined, ctx: ConditionContext): boolean {
  if (!condition) return true;
  if ('language' in condition) return ctx.language === condition.language;
  if ('mode' in condition) return condition.mode === (ctx.isNew ? 'new' : 'edit');
  if ('not' in condition) return !holds(condition.not, ctx);
  if ('all' in condition) return condition.all.every((c) => holds(c, ctx));
  if ('ownAccount' in condition) {
    const id = ctx.values[condition.ownAccount];
    return ctx.signedIn?.userId !== undefined && id !== undefined && id !== null && String(id) === String(ctx.signedIn.userId);
  }
  const value = ctx.values[condition.field];
  const isEmpty = value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
  if (condition.notEmpty) return !isEmpty;
  if (condition.empty) return isEmpty;
  return value === condition.equals;
}
