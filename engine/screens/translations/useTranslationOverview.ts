import { useEffect, useState } from 'react';
import { useEngine } from '../../EngineContext';
import { loadOverview, type Overview, type OverviewFilter } from '../../data/translations';
import { notifyFailure } from '../../notify-failure';

/** The overview as the filters ask for it: read again whenever a filter changes; a failure is told, and shown. */
export function useTranslationOverview() {
  const { provider } = useEngine();
  const [filter, setFilter] = useState<OverviewFilter>({});
  const [overview, setOverview] = useState<Overview | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let live = true;
    setLoading(true);
    loadOverview(provider, filter)
      .then((answer) => {
        if (!live) return;
        setOverview(answer);
        setFailed(null);
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
  }, [provider, JSON.stringify(filter)]);

  return { filter, overview, failed, loading, refilter: (change: OverviewFilter) => setFilter((f) => ({ ...f, ...change })) };
}
