import { Code, FormGroup, InputGroup, SectionCard, Tag } from '@blueprintjs/core';
import { useId } from 'react';
import { setGroupLabel, type Json, type PartPath } from './edits';
import { useFormViewEditing } from './FormViewContext';
import { LanguageSwitches } from './LanguageSwitches';
import { PartHeader } from './PartHeader';

function ItemLabel({ path, index, label }: { path: PartPath; index: number; label: string }) {
  const { change, readOnly } = useFormViewEditing();
  const id = useId();
  return (
    <FormGroup label={`Entry field ${index + 1}`} labelFor={id} className="bo-studio-control">
      <InputGroup id={id} value={label} disabled={readOnly} onValueChange={(text) => change((d) => setGroupLabel(d, path, index, text))} />
    </FormGroup>
  );
}

/** A repeated group: its heading and the labels of each entry's fields; its storage is the developer's. */
export function GroupCard({ group, path, first, last }: { group: Json; path: PartPath; first: boolean; last: boolean }) {
  const { change, readOnly } = useFormViewEditing();
  const id = useId();
  const title = group.label || group.name;
  return (
    <SectionCard className="bo-studio-part" role="group" aria-label={`Group ${title}`}>
      <PartHeader path={path} first={first} last={last} what={`group ${title}`}>
        <strong>{title}</strong> <Code>{group.name}</Code> <Tag minimal>group</Tag>
      </PartHeader>
      <div className="bo-studio-grid">
        <FormGroup label="Heading" labelFor={id} labelInfo="(optional)" className="bo-studio-control">
          <InputGroup id={id} value={group.label ?? ''} disabled={readOnly} onValueChange={(text) => change((d) => setGroupLabel(d, path, null, text))} />
        </FormGroup>
        {(group.items as Json[]).map((item, index) => (
          <ItemLabel key={index} path={path} index={index} label={String(item.label ?? '')} />
        ))}
      </div>
      <LanguageSwitches path={path} showIf={group.showIf} what={title} />
    </SectionCard>
  );
}

/** A part that only shows something (a note): it moves and shows per language; its text is changed in JSON. */
export function StaticCard({ part, path, first, last }: { part: Json; path: PartPath; first: boolean; last: boolean }) {
  const text = typeof part.text === 'string' ? part.text : undefined;
  return (
    <SectionCard className="bo-studio-part" role="group" aria-label={`Part ${part.kind}`}>
      <PartHeader path={path} first={first} last={last} what={`part ${part.kind}`}>
        <Tag minimal>{part.kind}</Tag> {text && <span className="bo-studio-muted bo-studio-ellipsis" title={text}>{text}</span>}
      </PartHeader>
      <LanguageSwitches path={path} showIf={part.showIf} what={`Part ${part.kind}`} />
    </SectionCard>
  );
}
