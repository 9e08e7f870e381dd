import type { Condition, GroupPart } from '../model/descriptor';
import { registry as appRegistry, type AnyRegistry, type GroupStorageDefinition } from '../registry/index';

/** The storage a group names, in the app's registry unless another is given. */
export function storageOf(group: GroupPart, registry: AnyRegistry = appRegistry): GroupStorageDefinition {
  const storage = registry.groupStorage[group.storage];
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
  signedIn?: { userId?: number; isAdministrator: boolean; may?(dataType: string): boolean };
}

export function holds(condition: Condition | undefined, ctx: ConditionContext): boolean {
  if (!condition) return true;
  if ('language' in condition) return ctx.language === condition.language;
  if ('mode' in condition) return condition.mode === (ctx.isNew ? 'new' : 'edit');
  if ('not' in condition) return !holds(condition.not, ctx);
  if ('all' in condition) return condition.all.every((c) => holds(c, ctx));
  if ('may' in condition) return ctx.signedIn?.may?.(condition.may) ?? false;
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
