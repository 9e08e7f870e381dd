import { Button, Callout, Code, FormGroup, InputGroup, SectionCard, Switch } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { moveColumn, removeColumn, restoreColumn, setColumnLabel, setColumnSortable, type Json } from './edits';
import { useFormViewEditing } from './FormViewContext';
import { MoveButtons } from './MoveButtons';

function ColumnCard({ column, index, count, onRemove }: { column: Json; index: number; count: number; onRemove(): void }) {
  const { change, readOnly } = useFormViewEditing();
  const id = useId();
  const name = column.label || column.field;
  return (
    <SectionCard className="bo-studio-part" role="group" aria-label={`Column ${name}`}>
      <div className="bo-studio-part-header">
        <div className="bo-studio-part-title">
          <strong>{name}</strong> <Code>{column.field}</Code>
        </div>
        <MoveButtons what={`column ${name}`} first={index === 0} last={index === count - 1} disabled={readOnly} onMove={(by) => change((d) => moveColumn(d, index, by))} />
        <Button icon="cross" variant="minimal" aria-label={`Remove column ${name}`} title="Remove column" disabled={readOnly} onClick={onRemove} />
      </div>
      <div className="bo-studio-grid">
        <FormGroup label="Label" labelFor={id} className="bo-studio-control" intent={column.label ? undefined : 'danger'} helperText={column.label ? undefined : 'A column needs a label'}>
          <InputGroup id={id} intent={column.label ? undefined : 'danger'} value={column.label ?? ''} disabled={readOnly} onValueChange={(text) => change((d) => setColumnLabel(d, index, text))} />
        </FormGroup>
        <Switch className="bo-studio-control" label="Sortable" checked={!!column.sortable} disabled={readOnly} onChange={(e) => {
          const sortable = e.currentTarget.checked;
          change((d) => setColumnSortable(d, index, sortable));
        }} />
      </div>
    </SectionCard>
  );
}

/** A list's columns in order; a removed one waits below, to be put back where it was, while the view is open. */
export function ColumnsEditor() {
  const { value, change, readOnly } = useFormViewEditing();
  const [removed, setRemoved] = useState<{ column: Json; index: number }[]>([]);
  const columns = (value.columns ?? []) as Json[];
  // A column typed half-way in the JSON view is left to it: nothing here could edit it.
  const unshaped = columns.findIndex((column) => !column || typeof column !== 'object' || Array.isArray(column));
  if (unshaped >= 0) return <Callout intent="warning" compact>Column {unshaped + 1} is not a column yet ({'{ "label", "field" }'}): correct it in the JSON view.</Callout>;
  const remove = (index: number) => {
    const taken = removeColumn(value, index);
    setRemoved((list) => [...list, { column: taken.removed, index }]);
    change(() => taken.descriptor);
  };
  const putBack = (entry: { column: Json; index: number }) => {
    setRemoved((list) => list.filter((e) => e !== entry));
    change((d) => restoreColumn(d, entry.column, entry.index));
  };
  return (
    <>
      {columns.map((column, index) => (
        <ColumnCard key={`${index}:${column.field}`} column={column} index={index} count={columns.length} onRemove={() => remove(index)} />
      ))}
      {removed.map((entry) => (
        <SectionCard key={`removed:${entry.column.field}`} className="bo-studio-part bo-studio-part-header">
          <span className="bo-studio-part-title bo-studio-muted">
            Removed: {entry.column.label} <Code>{entry.column.field}</Code>
          </span>
          <Button icon="undo" variant="minimal" text="Put back" aria-label={`Put back column ${entry.column.label}`} disabled={readOnly} onClick={() => putBack(entry)} />
        </SectionCard>
      ))}
    </>
  );
}
