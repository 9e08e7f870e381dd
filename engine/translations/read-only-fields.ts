import { holds, type ConditionContext } from '../form/parts';
import type { FormBody } from '../model/descriptor';
import { fieldsOf } from '../model/parts';
import { registry as appRegistry, type AnyRegistry } from '../registry/index';

/**
 * The fields of a form the comparison with English never copies into: hidden and computed ones, those whose kind
 * only shows a value (its definition's `display`), and those read-only while a condition holds.
 */
export function readOnlyFieldsOf(form: FormBody, ctx: ConditionContext, registry: AnyRegistry = appRegistry): Set<string> {
  const shownOnly = (widget: string) => !!registry.fieldKinds[widget]?.display;
  return new Set(fieldsOf(form.parts).filter((f) => f.hidden || f.computed || shownOnly(f.widget) || (f.readOnlyIf && holds(f.readOnlyIf, ctx))).map((f) => f.name));
}
