import { Code, FormGroup, InputGroup, SectionCard, Switch, Tag } from '@blueprintjs/core';
import { useId } from 'react';
import { setFieldText, setRequired, type Json, type PartPath } from './edits';
import { useFormViewEditing } from './FormViewContext';
import { LanguageSwitches } from './LanguageSwitches';
import { PartHeader } from './PartHeader';
import { SectionChoice } from './SectionChoice';

/** One field of the form: its label, help text, required message, section and languages. */
export function FieldCard({ field, path, first, last }: { field: Json; path: PartPath; first: boolean; last: boolean }) {
  const { change, readOnly } = useFormViewEditing();
  const ids = { label: useId(), help: useId(), required: useId() };
  const what = `field ${field.label || field.name}`;
  return (
    <SectionCard className="bo-studio-part" role="group" aria-label={`Field ${field.label || field.name}`}>
      <PartHeader path={path} first={first} last={last} what={what}>
        <strong>{field.label || field.name}</strong> <Code>{field.name}</Code> <Tag minimal>{field.widget}</Tag>
      </PartHeader>
      <div className="bo-studio-grid">
        <FormGroup label="Label" labelFor={ids.label} className="bo-studio-control" intent={field.label ? undefined : 'danger'} helperText={field.label ? undefined : 'A field needs a label'}>
          <InputGroup id={ids.label} intent={field.label ? undefined : 'danger'} value={field.label ?? ''} disabled={readOnly} onValueChange={(text) => change((d) => setFieldText(d, path, 'label', text))} />
        </FormGroup>
        <FormGroup label="Help text" labelFor={ids.help} labelInfo="(optional)" className="bo-studio-control">
          <InputGroup id={ids.help} value={field.help ?? ''} disabled={readOnly} onValueChange={(text) => change((d) => setFieldText(d, path, 'help', text))} />
        </FormGroup>
        <SectionChoice path={path} />
        <div className="bo-studio-control">
          <Switch
            label="Required"
            checked={field.required !== undefined}
            disabled={readOnly}
            onChange={(e) => {
              const required = e.currentTarget.checked;
              change((d) => setRequired(d, path, required));
            }}
          />
          {field.required !== undefined && (
            <FormGroup label="Message when left empty" labelFor={ids.required}>
              <InputGroup id={ids.required} value={field.required} disabled={readOnly} onValueChange={(text) => change((d) => setFieldText(d, path, 'required', text))} />
            </FormGroup>
          )}
        </div>
      </div>
      <LanguageSwitches path={path} showIf={field.showIf} what={field.label || field.name} />
    </SectionCard>
  );
}
