import { Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import type { CustomScreen } from '../../model/descriptor';
import { OverviewFilters } from './OverviewFilters';
import { OverviewTable } from './OverviewTable';
import { OverviewTotals } from './OverviewTotals';
import type { OverviewProps } from './links';
import { useTranslationOverview } from './useTranslationOverview';
import '../../list/list.css';
import './overview.css';

/** /translations: what exists, what is missing, incomplete or out of date, per English record and language. */
export default function TranslationOverviewScreen({ descriptor }: { descriptor: CustomScreen }) {
  const props = descriptor.props as unknown as OverviewProps;
  const { filter, overview, failed, loading, refilter } = useTranslationOverview();
  return (
    <div>
      <OverviewFilters props={props} overview={overview} filter={filter} onChange={refilter} count={overview?.rows.length} />
      {failed && <Callout intent="danger" title="The translation overview could not be loaded.">{failed}</Callout>}
      {overview && <OverviewTotals totals={overview.totals} />}
      {loading && !overview && <Spinner className="engine-list-loading" aria-label="Loading the translation overview" />}
      {overview && !overview.rows.length && <NonIdealState icon="translate" title="Nothing to show" description="No record matches these filters." />}
      {overview && overview.rows.length > 0 && <OverviewTable props={props} overview={overview} />}
    </div>
  );
}
