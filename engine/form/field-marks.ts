import type { ErrorSchema } from '@rjsf/utils';
import type { FormPart } from '../model/descriptor';
import { nest } from './schema';
import type { FieldErrors } from './record';

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
