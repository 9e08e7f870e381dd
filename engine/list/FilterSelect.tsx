import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useEffect, useId, useState } from 'react';
import type { CallSpec, ListScreen } from '../descriptor/types';
import { useEngine } from '../EngineContext';
import { rowLabel } from '../data/templates';

type Filter = NonNullable<ListScreen['filters']>[number];
type Choice = { value: string | number; label: string };
// The two ways a filter's choices are written: fixed values, or a call's rows.
type FilterOptions = { fixed?: Choice[]; from?: string; values?: Choice[]; call?: CallSpec; value?: string; label?: string };

/** A labelled filter dropdown above a list; its choices are fixed or come from a call. */
export function FilterSelect({ filter, value, onChange }: { filter: Filter; value: string; onChange(value: string): void }) {
  const { provider, language } = useEngine();
  const id = useId();
  const options = filter.options as unknown as FilterOptions;
  const fixed = options.fixed ?? (options.from === 'fixed' ? options.values : undefined);
  const [choices, setChoices] = useState<{ value: string; label: string }[]>((fixed ?? []).map((o) => ({ value: String(o.value), label: o.label })));
  useEffect(() => {
    const { from, call, value: field, label } = filter.options as unknown as FilterOptions;
    if (from !== 'call' || !call || !field || !label) return;
    provider
      .call<Record<string, any>[]>(call, { language })
      .then((rows) => setChoices(rows.map((r) => ({ value: String(r[field]), label: rowLabel(label, r, { language }) }))))
      .catch((error) => console.error('filter choices failed', error));
  }, [filter, provider, language]);
  return (
    <FormGroup label={filter.label} labelFor={id} inline className="engine-filter">
      <HTMLSelect id={id} value={value} onChange={(e) => onChange(e.target.value)} options={[{ value: '', label: filter.placeholder ?? 'All' }, ...choices]} />
    </FormGroup>
  );
}
