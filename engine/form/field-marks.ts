import type { ErrorSchema } from '@rjsf/utils';
import type { FormPart } from '../descriptor/types';
import { fieldsOf, holds, type ConditionContext } from './parts';
import { nest } from './schema';
import type { FieldErrors } from './record';

/** The fields the descriptor requires just now: `required`, and `requiredIf` holding. */
export function requiredNames(parts: FormPart[], ctx: ConditionContext): Set<string> {
  return new Set(fieldsOf(parts).filter((f) => f.required && (!f.requiredIf || holds(f.requiredIf, ctx))).map((f) => f.name));
}

function prune(node: Record<string, any>): Record<string, any> | undefined {
  if (Array.isArray(node.__errors)) return node;
  const kept = Object.entries(node)
    .map(([key, value]) => [key, value && typeof value === 'object' ? prune(value) : undefined] as const)
    .filter(([, value]) => value !== undefined);
  return kept.length ? Object.fromEntries(kept) : undefined;
}

/** Field messages as rjsf extraErrors, nested the way the form data is (sections, groups, rows). */
export function errorSchemaOf(parts: FormPart[], errors: FieldErrors): ErrorSchema {
  const flat = Object.fromEntries(Object.entries(errors).map(([name, message]) => [name, { __errors: [message] }]));
  return (prune(nest(parts, flat)) ?? {}) as ErrorSchema;
}
