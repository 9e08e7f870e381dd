import { Button, Code, NonIdealState, Spinner } from '@blueprintjs/core';
import { useMemo } from 'react';
import { resolveFragments } from '../../descriptor/fragments';
import { addField, addableFields, namesShown, type Json } from './edits';
import { useFormViewEditing } from './FormViewContext';
import { FRAGMENTS, useEntitySchema } from './studio-sources';

/** The fields the screen shows, its fragments' included; a fragment that does not resolve shows none. */
function shownNames(value: Json): Set<string> {
  try {
    return namesShown((resolveFragments('studio', value.parts ?? [], FRAGMENTS).data as unknown[]) ?? []);
  } catch {
    return namesShown(value.parts ?? []);
  }
}

/** The entity's fields the screen does not show yet, each added with a label from its title and a fitting widget. */
export function AddEntityField() {
  const { value, change, readOnly } = useFormViewEditing();
  const entity = useEntitySchema(value.entity);
  const addable = useMemo(() => (entity.status === 'ready' ? addableFields(value, entity.schema, shownNames(value)) : []), [entity, value]);
  if (entity.status === 'loading') return <Spinner size={20} aria-label="Loading the entity's fields" />;
  if (entity.status === 'missing') return <NonIdealState icon="search" description={`There is no schemas/${String(value.entity)}.json to take fields from.`} />;
  if (!addable.length) return <NonIdealState icon="tick" description="The screen shows every field of its entity." />;
  return (
    <ul className="bo-studio-addable" aria-label={`Fields of schemas/${value.entity}.json not on the screen`}>
      {addable.map((field) => (
        <li key={field.name}>
          <span className="bo-studio-addable-name">
            {field.title} <Code>{field.name}</Code>
          </span>
          <span className="bo-studio-muted">
            {field.type}, drawn as {field.field.widget}
          </span>
          <Button icon="add" variant="minimal" text="Add" aria-label={`Add ${field.title}`} disabled={readOnly} onClick={() => change((d) => addField(d, field.field))} />
        </li>
      ))}
    </ul>
  );
}
