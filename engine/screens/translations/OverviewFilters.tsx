import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { WhyDisabled } from '../../reason/WhyDisabled';
import { languageTag } from '../../list/format';
import type { CellState, Overview, OverviewFilter } from '../../data/translations';
import { STATE_WORDS } from './OverviewCell';
import type { OverviewProps } from './links';

const ALL = '';

/** Readiness is per record and language: the filter needs a content type with records and a language chosen. */
export function readinessFilterReason(filter: OverviewFilter): string | undefined {
  if (!filter.type || filter.type === 'settings') return 'Choose a content type first: readiness is computed per record.';
  if (!filter.languageId) return 'Choose a language first: readiness is computed per language.';
  return undefined;
}

/** The filter bar: content type, state and language, each among what the reader may read. */
export function OverviewFilters({ props, overview, filter, onChange, count }: { props: OverviewProps; overview: Overview | null; filter: OverviewFilter; onChange(change: OverviewFilter): void; count?: number }) {
  const readableTypes = new Set(overview?.types.map((t) => t.type) ?? []);
  const types = props.types.filter((t) => readableTypes.has(t.value)).map((t) => ({ value: t.value, label: t.label }));
  const languages = [...new Set(overview?.types.flatMap((t) => t.languages) ?? [])].sort((a, b) => a - b);
  return (
    <div className="engine-list-bar">
      <FormGroup label="Content type" labelFor="translations-type" inline>
        <HTMLSelect id="translations-type" value={filter.type ?? ALL} onChange={(e) => onChange({ type: e.target.value || undefined })} options={[{ value: ALL, label: 'All' }, ...types]} />
      </FormGroup>
      <FormGroup label="State" labelFor="translations-state" inline>
        <HTMLSelect
          id="translations-state"
          value={filter.state ?? ALL}
          onChange={(e) => onChange({ state: (e.target.value || undefined) as CellState | undefined })}
          options={[{ value: ALL, label: 'All' }, ...(Object.keys(STATE_WORDS) as CellState[]).map((s) => ({ value: s, label: STATE_WORDS[s] }))]}
        />
      </FormGroup>
      <FormGroup label="Readiness" labelFor="translations-readiness" inline>
        <WhyDisabled reason={readinessFilterReason(filter)}>
          <HTMLSelect
            id="translations-readiness"
            value={filter.readiness ?? ALL}
            disabled={!!readinessFilterReason(filter)}
            onChange={(e) => onChange({ readiness: (e.target.value || undefined) as OverviewFilter['readiness'] })}
            options={[{ value: ALL, label: 'All' }, { value: 'notReady', label: 'Not ready' }, { value: 'warnings', label: 'Warnings' }, { value: 'ready', label: 'Ready' }]}
          />
        </WhyDisabled>
      </FormGroup>
      <FormGroup label="Language" labelFor="translations-language" inline>
        <HTMLSelect
          id="translations-language"
          value={filter.languageId ?? ALL}
          onChange={(e) => onChange({ languageId: e.target.value ? Number(e.target.value) : undefined })}
          options={[{ value: ALL, label: 'All' }, ...languages.map((l) => ({ value: l, label: languageTag(l) }))]}
        />
      </FormGroup>
      {count !== undefined && <span className="engine-list-count" role="status">{`${count} ${count === 1 ? 'record' : 'records'}`}</span>}
    </div>
  );
}
