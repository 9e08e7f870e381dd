import { Button, Callout, Code, FormGroup, HTMLSelect, InputGroup, SectionCard } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { registry } from '../../registry/index';
import type { AnyRegistry, JsonSchema } from '../../registry/define';
import { READINESS_LEVELS, type ReadinessLevel } from '../../model/readiness';
import { addRule, removeRule, setRuleLevel, setRuleMessage, setRuleParam, type Json } from './edits';
import { useFormViewEditing } from './FormViewContext';

const LEVEL_WORDS: Record<ReadinessLevel, string> = { blocks: 'Blocks (refuses activation)', warns: 'Warns', informs: 'Informs' };
const COMMON = new Set(['rule', 'level', 'message']);
const KINDS = (registry as AnyRegistry).readinessRules;

/** A kind's own property as text: a list of names comma-separated, a number or a name as typed. */
const shown = (value: unknown) => (Array.isArray(value) ? value.join(', ') : value === undefined ? '' : String(value));
function typed(schema: JsonSchema, text: string): unknown {
  if (schema.type === 'array') return text.split(',').map((s) => s.trim()).filter(Boolean);
  if (schema.type === 'number') return text.trim() === '' ? undefined : Number(text);
  return text.trim();
}

function RuleCard({ rule, index }: { rule: Json; index: number }) {
  const { change, readOnly } = useFormViewEditing();
  const id = useId();
  const kind = KINDS[rule.rule as string];
  const params = Object.entries(kind?.params ?? {}) as [string, JsonSchema][];
  const name = `${rule.rule} ${shown(rule.fields ?? rule.field ?? rule.owner ?? '')}`.trim();
  return (
    <SectionCard className="bo-studio-part" role="group" aria-label={`Rule ${name}`}>
      <div className="bo-studio-part-header">
        <div className="bo-studio-part-title">
          <strong>{String(rule.rule)}</strong> {kind && <span className="bo-studio-muted">{kind.description}</span>}
        </div>
        <Button icon="cross" variant="minimal" aria-label={`Remove rule ${name}`} title="Remove rule" disabled={readOnly} onClick={() => change((d) => removeRule(d, index))} />
      </div>
      <div className="bo-studio-grid">
        <FormGroup label="Level" labelFor={`${id}-level`} className="bo-studio-control">
          <HTMLSelect
            id={`${id}-level`}
            value={String(rule.level)}
            disabled={readOnly}
            options={READINESS_LEVELS.map((l) => ({ value: l, label: LEVEL_WORDS[l] }))}
            onChange={(e) => {
              const level = e.currentTarget.value as ReadinessLevel;
              change((d) => setRuleLevel(d, index, level));
            }}
          />
        </FormGroup>
        <FormGroup label="Message" labelFor={`${id}-message`} className="bo-studio-control" intent={rule.message ? undefined : 'danger'} helperText={rule.message ? undefined : 'A rule needs the message editors read'}>
          <InputGroup id={`${id}-message`} intent={rule.message ? undefined : 'danger'} value={String(rule.message ?? '')} disabled={readOnly} onValueChange={(text) => change((d) => setRuleMessage(d, index, text))} />
        </FormGroup>
        {params
          .filter(([param]) => !COMMON.has(param))
          .map(([param, schema]) => (
            <FormGroup key={param} label={param} labelFor={`${id}-${param}`} labelInfo={kind?.required?.includes(param) ? '(required)' : undefined} className="bo-studio-control" helperText={schema.type === 'array' ? 'Names separated by commas' : schema.description}>
              <InputGroup id={`${id}-${param}`} value={shown(rule[param])} disabled={readOnly} onValueChange={(text) => change((d) => setRuleParam(d, index, param, typed(schema, text)))} />
            </FormGroup>
          ))}
      </div>
    </SectionCard>
  );
}

/** A list's readiness rules (issue 32): each rule's level, message and own properties; rules added and removed. */
export function ReadinessRulesEditor() {
  const { value, change, readOnly } = useFormViewEditing();
  const kinds = Object.entries(KINDS);
  const [adding, setAdding] = useState(kinds[0]?.[0] ?? '');
  const readiness = value.readiness as Json | undefined;
  const rules = (readiness?.rules ?? []) as Json[];
  const unshaped = rules.findIndex((rule) => !rule || typeof rule !== 'object' || Array.isArray(rule));
  if (unshaped >= 0) return <Callout intent="warning" compact>Rule {unshaped + 1} is not a rule yet ({'{ "rule", "level", "message" }'}): correct it in the JSON view.</Callout>;
  return (
    <>
      <p className="bo-studio-muted">
        Family <Code>{String(readiness?.family)}</Code>: the server computes each record&apos;s readiness in each language from these rules.
      </p>
      {rules.map((rule, index) => (
        <RuleCard key={`${index}:${String(rule.rule)}`} rule={rule} index={index} />
      ))}
      <SectionCard className="bo-studio-part bo-studio-part-header">
        <FormGroup label="Add a rule of kind" labelFor="bo-studio-readiness-kind" inline>
          <HTMLSelect id="bo-studio-readiness-kind" value={adding} disabled={readOnly} options={kinds.map(([name]) => name)} onChange={(e) => setAdding(e.currentTarget.value)} />
        </FormGroup>
        <Button icon="add" text="Add rule" disabled={readOnly || !adding} onClick={() => change((d) => addRule(d, adding, KINDS[adding].usualLevel, String(readiness?.family)))} />
      </SectionCard>
    </>
  );
}
