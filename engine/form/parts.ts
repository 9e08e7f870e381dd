import type { Condition, Field, FormPart, GroupPart, Section, StaticPart } from '../descriptor/types';
import { registry, type GroupStorageDefinition } from '../registry/index';

export const isGroup = (part: FormPart): part is GroupPart => 'kind' in part && part.kind === 'group';
export const isSection = (part: FormPart): part is Section => 'section' in part;
/** A part that only shows something (a note): a registered part kind other than a group. */
export const isStatic = (part: FormPart): part is StaticPart => 'kind' in part && part.kind !== 'group';
export const isField = (part: FormPart): part is Field => !('kind' in part) && !isSection(part);

/** Every field of a form, sections flattened. */
export function fieldsOf(parts: FormPart[]): Field[] {
  return parts.flatMap((part) => (isSection(part) ? fieldsOf(part.parts) : isField(part) ? [part] : []));
}

export function groupsOf(parts: FormPart[]): GroupPart[] {
  return parts.flatMap((part) => (isSection(part) ? groupsOf(part.parts) : isGroup(part) ? [part] : []));
}

export function storageOf(group: GroupPart): GroupStorageDefinition {
  const storage = (registry.groupStorage as Record<string, GroupStorageDefinition>)[group.storage];
  if (!storage) throw new Error(`no group storage "${group.storage}" is registered`);
  return storage;
}

/** The form-data key of one slot of a fixed group: the group's name, the item's key, the row's position. */
export const slotKey = (group: GroupPart, key: string | number, index: number) => `${group.name}__${key}__${index}`;

const isEmptyValue = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

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
  if (condition.notEmpty) return !isEmptyValue(value);
  if (condition.empty) return isEmptyValue(value);
  if (condition.in) return condition.in.some((v) => v === value);
  return value === condition.equals;
}
