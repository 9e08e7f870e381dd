import { FormGroup, InputGroup, NonIdealState } from '@blueprintjs/core';

type Row = Record<string, unknown>;

/** The common changes as a form: here each named field's label (the full form view replaces this at merge). */
export function DescriptorFormView(props: { screen: string; value: Record<string, unknown>; onChange(value: Record<string, unknown>): void; readOnly?: boolean }) {
  const parts = Array.isArray(props.value.parts) ? (props.value.parts as Row[]) : [];
  const fields = parts.map((part, index) => ({ part, index })).filter(({ part }) => typeof part.name === 'string' && typeof part.label === 'string');
  if (!fields.length) return <NonIdealState icon="form" title="No fields to relabel" description="Change this screen in the JSON view." />;
  const relabel = (index: number, label: string) => props.onChange({ ...props.value, parts: parts.map((p, i) => (i === index ? { ...p, label } : p)) });
  return (
    <div className="studio-form-view">
      {fields.map(({ part, index }) => (
        <FormGroup key={index} label={`Label of ${String(part.name)}`} labelFor={`studio-label-${index}`}>
          <InputGroup id={`studio-label-${index}`} value={String(part.label)} disabled={props.readOnly} onValueChange={(v) => relabel(index, v)} />
        </FormGroup>
      ))}
    </div>
  );
}
