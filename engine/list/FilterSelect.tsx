import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import type { ListScreen } from '../descriptor/types';
import { useEngine } from '../EngineContext';
import { rowLabel } from '../data/templates';

type Filter = NonNullable<ListScreen['filters']>[number];

/** A filter dropdown above a list; its choices are fixed or come from a call. */
export function FilterSelect({ filter, value, onChange }: { filter: Filter; value: string; onChange(value: string): void }) {
  const { provider, language } = useEngine();
  const [choices, setChoices] = useState<{ value: string; label: string }[]>(
    'fixed' in filter.options ? filter.options.fixed.map((o) => ({ value: String(o.value), label: o.label })) : [],
  );
  useEffect(() => {
    const options = filter.options;
    if (!('from' in options) || options.from !== 'call') return;
    provider
      .call<Record<string, any>[]>(options.call, { language })
      .then((rows) => setChoices(rows.map((r) => ({ value: String(r[options.value]), label: rowLabel(options.label, r, { language }) }))))
      .catch((error) => console.error('filter choices failed', error));
  }, [filter, provider, language]);
  return (
    <FormGroup label={filter.label} inline>
      <HTMLSelect value={value} onChange={(e) => onChange(e.target.value)} options={[{ value: '', label: filter.placeholder ?? 'All' }, ...choices]} />
    </FormGroup>
  );
}
