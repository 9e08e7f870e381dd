import type { Condition, FormBody, RuleUse } from '../model/descriptor';
import { registry, type RuleDefinition, type Values } from '../registry/index';

const ruleOf = (use: RuleUse) => (registry.rules as Record<string, RuleDefinition>)[use.rule];

/** The fields a form's rules require (the blog's all-fields rule): marked '(required)' before any save. */
export function requiredByRules(form: Pick<FormBody, 'rules'>, when: (condition: Condition) => boolean = () => true): Set<string> {
  return new Set(applying(form, when).flatMap((use) => ruleOf(use)?.requires?.(use) ?? []));
}

/** The rules that hold now: a rule with `if` only while its condition does (a new lender's checks). */
const applying = (form: Pick<FormBody, 'rules'>, when: (condition: Condition) => boolean) => (form.rules ?? []).filter((use) => !use.if || when(use.if));

/** Each broken rule with the fields it marks; a rule marks one field or several, its message goes once. */
export function brokenRules(form: Pick<FormBody, 'rules'>, values: Values, when: (condition: Condition) => boolean = () => true): { use: RuleUse; fields: string[] }[] {
  return applying(form, when).flatMap((use) => {
    const broken = ruleOf(use)?.check(values, use);
    if (!broken || (Array.isArray(broken) && !broken.length)) return [];
    return [{ use, fields: [broken].flat() }];
  });
}
