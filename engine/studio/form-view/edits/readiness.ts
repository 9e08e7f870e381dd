import { edited, type Json } from './parts-path';

/** A list's readiness rules (issue 32): a rule's level, message and its kind's params changed, rules added and removed. */
const rulesOf = (copy: Json) => (copy.readiness as Json).rules as Json[];

export function setRuleLevel(descriptor: Json, index: number, level: 'blocks' | 'warns' | 'informs'): Json {
  return edited(descriptor, (copy) => {
    rulesOf(copy)[index].level = level;
  });
}

export function setRuleMessage(descriptor: Json, index: number, message: string): Json {
  return edited(descriptor, (copy) => {
    rulesOf(copy)[index].message = message;
  });
}

/** One of the kind's own properties; an empty value takes it off (an optional one falls back to the kind's default). */
export function setRuleParam(descriptor: Json, index: number, param: string, value: unknown): Json {
  return edited(descriptor, (copy) => {
    const rule = rulesOf(copy)[index];
    const empty = value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
    if (empty) delete rule[param];
    else rule[param] = value;
  });
}

export function removeRule(descriptor: Json, index: number): Json {
  return edited(descriptor, (copy) => {
    rulesOf(copy).splice(index, 1);
  });
}

/** A new rule of a kind at the end, with its usual level and a message to be written; the list gets readiness if it had none. */
export function addRule(descriptor: Json, rule: string, level: 'blocks' | 'warns' | 'informs', family: string): Json {
  return edited(descriptor, (copy) => {
    if (!copy.readiness) copy.readiness = { family, rules: [] };
    rulesOf(copy).push({ rule, level, message: '' });
  });
}
