import { Button, ButtonGroup, Callout, Card, FormGroup, H5 } from '@blueprintjs/core';
import type { FieldProps, RJSFSchema, Widget } from '@rjsf/utils';
import { useEffect, useRef, useState } from 'react';
import type { GroupPart } from '../../model/descriptor';
import type { EditOutcome, Entry, ListEditingRules } from '../../registry/define';
import { EntryAction } from './EntryAction';
import { Heading, useHeadingPlace } from '../heading-level';
import { WhyDisabled } from '../../reason/WhyDisabled';

type Json = Record<string, any>;

/**
 * A group whose entries the editor adds, moves and deletes, drawn with Blueprint. Whether an add, move or
 * delete is allowed is the storage's to say (`rules`: the FAQ rules for FAQ entries, the neutral ones for a
 * storage that states none); a refused one says why next to the buttons. Each item is drawn by the theme's
 * widget of its kind.
 */
export function GroupField(props: FieldProps) {
  const { formData, onChange, fieldPathId, registry, schema, uiSchema, disabled, readonly } = props;
  const { group, rules, itemUi } = (uiSchema?.['ui:options'] ?? {}) as { group: GroupPart; rules: ListEditingRules; itemUi: Record<string, Json> };
  const entries: Entry[] = Array.isArray(formData) ? formData : [];
  const [refusal, setRefusal] = useState<string | null>(null);
  const locked = !!(disabled || readonly);
  // Why a read-only form's group cannot be changed (the role), for the tooltips of its disabled buttons.
  const lockedReason = locked ? ((registry.formContext as { readOnlyReason?: string } | undefined)?.readOnlyReason ?? undefined) : undefined;
  const root = useRef<HTMLDivElement>(null);
  // An entry just added takes the focus: its first box, so the editor types its question at once.
  const [focusEntry, setFocusEntry] = useState<number | null>(null);
  useEffect(() => {
    if (focusEntry === null) return;
    const card = root.current?.querySelectorAll<HTMLElement>('.engine-group-entry')[focusEntry];
    const box = card?.querySelector<HTMLElement>('input:not([type="hidden"]), textarea, [contenteditable="true"]');
    if (box) {
      box.focus();
      setFocusEntry(null);
    }
  });
  const itemSchema = ((schema.items ?? {}) as RJSFSchema).properties ?? {};
  const id = fieldPathId.$id;
  // Its title is drawn here unless the folding section around it shows it; its entries' headings are one level under.
  const place = useHeadingPlace();
  const titled = !!schema.title && !place.shown;
  const entryLevel = titled ? place.level + 1 : place.level;

  const apply = (outcome: EditOutcome) => {
    if (!outcome.ok) return setRefusal(outcome.reason);
    setRefusal(null);
    onChange(outcome.entries, fieldPathId.path);
  };
  const add = () => {
    const outcome = rules.add(entries, group);
    apply(outcome);
    // The entry added is the one the answer holds beyond those there were (rules append it).
    if (outcome.ok && outcome.entries.length > entries.length) setFocusEntry(outcome.entries.length - 1);
  };
  const change = (index: number, key: string, value: unknown) => {
    setRefusal(null);
    onChange(entries.map((entry, i) => (i === index ? { ...entry, [key]: value ?? '' } : entry)), fieldPathId.path);
  };
  const entryLabel = (index: number) => (group.rowLabel ? group.rowLabel.replaceAll('{index}', String(index + 1)) : `Entry ${index + 1}`);

  return (
    <div className="engine-group" id={id} ref={root}>
      {titled && <Heading level={place.level}>{schema.title}</Heading>}
      {entries.map((entry, index) => (
        <Card key={index} className="engine-group-entry" style={{ marginBottom: 12 }}>
          <Heading level={entryLevel} className="engine-group-entry-title">{entryLabel(index)}</Heading>
          {Object.entries(itemSchema).map(([key, property]) => {
            const prop = property as Json;
            const ui = itemUi[key] ?? {};
            const WidgetOf = (registry.widgets[ui['ui:widget']] ?? registry.widgets.TextWidget) as Widget;
            const inputId = `${id}_${index}_${key}`;
            return (
              <FormGroup key={key} label={prop.title} labelFor={inputId}>
                <WidgetOf
                  id={inputId}
                  name={key}
                  label={prop.title}
                  hideLabel
                  value={entry[key] ?? ''}
                  schema={prop}
                  uiSchema={ui}
                  options={{ ...(ui['ui:options'] ?? {}) }}
                  registry={registry}
                  disabled={disabled}
                  readonly={readonly}
                  onChange={(value: unknown) => change(index, key, value)}
                  onBlur={() => undefined}
                  onFocus={() => undefined}
                />
              </FormGroup>
            );
          })}
          <div className="engine-entry-actions" style={{ display: 'flex', gap: 2 }}>
            <EntryAction icon="arrow-up" label={`Move ${entryLabel(index)} up`} tip="Move up" disabled={locked || index === 0} onClick={() => apply(rules.move(entries, index, -1, group))} />
            <EntryAction icon="arrow-down" label={`Move ${entryLabel(index)} down`} tip="Move down" disabled={locked || index === entries.length - 1} onClick={() => apply(rules.move(entries, index, 1, group))} />
            <WhyDisabled reason={lockedReason}>
              <EntryAction icon="trash" label={`Delete ${entryLabel(index)}`} tip="Delete" disabled={locked} onClick={() => apply(rules.remove(entries, index, group))} />
            </WhyDisabled>
          </div>
        </Card>
      ))}
      {refusal && (
        <Callout intent="warning" role="status" style={{ marginBottom: 12 }}>
          {refusal}
        </Callout>
      )}
      <WhyDisabled reason={lockedReason}>
        <Button icon="add" text={group.addLabel ?? 'Add entry'} disabled={locked} onClick={add} />
      </WhyDisabled>
    </div>
  );
}
