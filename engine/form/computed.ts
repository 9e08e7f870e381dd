import type { FormPart } from '../model/descriptor';
import { registry, type ComputedDefinition } from '../registry/index';
import { fieldsOf } from '../model/parts';

/** The values with every computed field filled from the others (the total rating follows the four ratings). */
export function withComputed(parts: FormPart[], values: Record<string, unknown>): Record<string, unknown> {
  const computedFields = fieldsOf(parts).filter((f) => f.computed);
  if (!computedFields.length) return values;
  const next = { ...values };
  for (const field of computedFields) {
    const computation = (registry.computed as Record<string, ComputedDefinition>)[field.computed!.compute];
    next[field.name] = computation.compute(next, field.computed!);
  }
  return next;
}
