import type { AnyRegistry } from '../registry/define';
import { factKey, type DeclaredReadinessRule, type ReadinessCounts, type ReadinessFact, type ReadinessFacts, type ReadinessFinding, type ReadinessState } from '../model/readiness';

/** A declared rule's own properties: what its kind takes (the declaration without rule, level and message). */
const paramsOf = ({ rule: _rule, level: _level, message: _message, ...params }: DeclaredReadinessRule) => params;

function kindOf(rule: DeclaredReadinessRule, registry: AnyRegistry) {
  const kind = registry.readinessRules[rule.rule];
  if (!kind) throw new Error(`no readiness rule kind "${rule.rule}" is registered; known: ${Object.keys(registry.readinessRules).join(', ')}`);
  return kind;
}

/** Every fact the rules read, each once. */
export function factsNeeded(rules: DeclaredReadinessRule[], registry: AnyRegistry): ReadinessFact[] {
  const facts = new Map<string, ReadinessFact>();
  for (const rule of rules) for (const fact of kindOf(rule, registry).facts(paramsOf(rule))) facts.set(factKey(fact), fact);
  return [...facts.values()];
}

/**
 * The rules made ready to run over many records: each rule's kind and params looked up once (a list of 25,000
 * records runs them 25,000 times).
 */
export function readinessCheck(rules: DeclaredReadinessRule[], registry: AnyRegistry): (facts: ReadinessFacts) => ReadinessFinding[] {
  const compiled = rules.map((rule) => ({ rule, check: kindOf(rule, registry).check, params: paramsOf(rule) }));
  return (facts) => {
    const findings: ReadinessFinding[] = [];
    for (const { rule, check, params } of compiled) for (const field of check(facts, params)) findings.push({ rule: rule.rule, field, level: rule.level, message: rule.message });
    return findings;
  };
}

/** What the rules find about one record from its facts, in the rules' order: one finding per field found wanting. */
export function findingsOf(rules: DeclaredReadinessRule[], facts: ReadinessFacts, registry: AnyRegistry): ReadinessFinding[] {
  return readinessCheck(rules, registry)(facts);
}

export function countsOf(findings: ReadinessFinding[]): ReadinessCounts {
  const counts: ReadinessCounts = { blocks: 0, warns: 0, informs: 0 };
  for (const f of findings) counts[f.level]++;
  return counts;
}

/** Not ready while anything blocks; warnings while something warns; ready otherwise (informing never changes it). */
export const stateOf = (counts: ReadinessCounts): ReadinessState => (counts.blocks ? 'notReady' : counts.warns ? 'warnings' : 'ready');

/** The fields a declared rule names, for the check against the family's entity. */
export const fieldsOfRule = (rule: DeclaredReadinessRule, registry: AnyRegistry): string[] => kindOf(rule, registry).fields(paramsOf(rule));
