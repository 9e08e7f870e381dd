import { Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import type { CustomScreen } from '../../model/descriptor';
import { Pager } from '../../list/Pager';
import { OverviewFilters } from './OverviewFilters';
import { OverviewTable } from './OverviewTable';
import { OverviewTotals } from './OverviewTotals';
import { OverviewReadinessTotals, readinessTypeOf } from './OverviewReadiness';
import { SheetActions } from './SheetActions';
import type { OverviewProps } from './links';
import { OVERVIEW_PAGE_SIZES } from './overview-address';
import { useTranslationOverview } from './useTranslationOverview';
import '../../list/list.css';
import './overview.css';

/**
 * /translations: what exists, what is missing, incomplete or out of date, per English record and language, a page
 * at a time; the totals above count every row, not only the page's. A language's texts go out to a translator as a
 * sheet and come back through a checked, undoable import (SheetActions).
 */
export default function TranslationOverviewScreen({ descriptor }: { descriptor: CustomScreen }) {
  const props = descriptor.props as unknown as OverviewProps;
  const { filter, paging, pages, overview, failed, loading, refilter, setPage, setPageSize, reload } = useTranslationOverview();
  // With a content type and a language chosen (as the readiness filter needs), each version shows its readiness and
  // the totals say it: one read, made once the page for these filters has come (never racing the page's own read).
  const readinessType = loading || !filter.languageId ? undefined : readinessTypeOf(filter.type);
  return (
    <div>
      <SheetActions props={props} overview={overview} filter={filter} onWritten={reload} />
      <OverviewFilters props={props} overview={overview} filter={filter} onChange={refilter} count={overview?.total} />
      {failed && <Callout intent="danger" title="The translation overview could not be loaded.">{failed}</Callout>}
      {overview && <OverviewTotals totals={overview.totals} />}
      {overview && readinessType && <OverviewReadinessTotals type={readinessType} languages={overview.languages} />}
      {loading && !overview && <Spinner className="engine-list-loading" aria-label="Loading the translation overview" />}
      {overview && !overview.rows.length && !overview.total && <NonIdealState icon="translate" title="Nothing to show" description="No record matches these filters." />}
      {overview && overview.rows.length > 0 && <OverviewTable props={props} overview={overview} readinessType={readinessType} />}
      {overview && overview.total > OVERVIEW_PAGE_SIZES[0] && (
        <Pager page={Math.min(paging.page, pages)} pages={pages} total={overview.total} pageSize={paging.pageSize} sizes={OVERVIEW_PAGE_SIZES} onPage={setPage} onPageSize={setPageSize} />
      )}
    </div>
  );
}
