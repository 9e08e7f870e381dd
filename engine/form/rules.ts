import type { FormBody, RuleUse } from '../model/descriptor';
import { registry, type RuleDefinition, type Values } from '../registry/index';

const ruleOf = (use: RuleUse) => (registry.rules as Record<string, RuleDefinition>)[use.rule];

/** The fields a form's rules require (the blog's all-fields rule): marked '(required)' before any save. */
export function requiredByRules(form: Pick<FormBody, 'rules'>): Set<string> {
  return new Set((form.rules ?? []).flatMap((use) => ruleOf(use)?.requires?.(use) ?? []));
}

/** Each broken rule with the fields it marks; a rule marks one field or several, its message goes once. */
export function brokenRules(form: Pick<FormBody, 'rules'>, values: Values): { use: RuleUse; fields: string[] }[] {
  return (form.rules ?? []).flatMap((use) => {
    const broken = ruleOf(use)?.check(values, use);
    if (!broken || (Array.isArray(broken) && !broken.length)) return [];
    return [{ use, fields: [broken].flat() }];
  });
}
