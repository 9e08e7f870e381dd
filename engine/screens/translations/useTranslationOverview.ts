import { useEffect, useState } from 'react';
import { useEngine } from '../../EngineContext';
import { loadOverview, type Overview } from '../../data/translations';
import { notifyFailure } from '../../notify-failure';
import { useOverviewAddress } from './overview-address';

/**
 * The overview's page as the address asks for it (overview-address.ts): read again whenever a filter or the page
 * changes; a failure is told, and shown. A page past the end (the rows became fewer since the address was made)
 * moves to the last page.
 */
export function useTranslationOverview() {
  const { provider } = useEngine();
  const address = useOverviewAddress();
  const { filter, paging, setPage } = address;
  const [overview, setOverview] = useState<Overview | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  // Raised after an import wrote versions, so the page is read again with the same filters.
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let live = true;
    setLoading(true);
    loadOverview(provider, filter, paging)
      .then((answer) => {
        if (!live) return;
        setOverview(answer);
        setFailed(null);
        const last = Math.max(1, Math.ceil(answer.total / paging.pageSize));
        if (paging.page > last) setPage(last);
      })
      .catch((error) => {
        if (!live) return;
        notifyFailure('translation overview failed', error, { message: 'The translation overview could not be loaded.' });
        setFailed(error?.response?.data?.message ?? String(error?.message ?? error));
      })
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [provider, JSON.stringify(filter), paging.page, paging.pageSize, generation]);

  const pages = overview ? Math.max(1, Math.ceil(overview.total / paging.pageSize)) : 1;
  return { ...address, pages, overview, failed, loading, reload: () => setGeneration((g) => g + 1) };
}
