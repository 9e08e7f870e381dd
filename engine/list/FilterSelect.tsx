import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useEffect, useId, useState } from 'react';
import type { ListScreen } from '../model/descriptor';
import { useEngine } from '../EngineContext';
import { loadChoices } from '../registry/load-choices';

type Filter = NonNullable<ListScreen['filters']>[number];

/** A labelled filter dropdown above a list; its choices come from a registered option source, as a form field's do. */
export function FilterSelect({ filter, value, onChange }: { filter: Filter; value: string; onChange(value: string): void }) {
  const { provider, language } = useEngine();
  const id = useId();
  const [choices, setChoices] = useState<{ value: string; label: string }[]>([]);
  useEffect(() => {
    let live = true;
    loadChoices(filter.options, { provider, ctx: { language } })
      .then((loaded) => live && setChoices(loaded.map((c) => ({ value: String(c.value), label: c.label }))))
      .catch((error) => console.error('filter choices failed', error));
    return () => {
      live = false;
    };
  }, [filter, provider, language]);
  return (
    <FormGroup label={filter.label} labelFor={id} inline className="engine-filter">
      <HTMLSelect id={id} value={value} onChange={(e) => onChange(e.target.value)} options={[{ value: '', label: filter.placeholder ?? 'All' }, ...choices]} />
    </FormGroup>
  );
}
