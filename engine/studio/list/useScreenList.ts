import { useEffect, useMemo, useState } from 'react';
import { useEngine } from '../../EngineContext';
import { serverRefusal } from '../../data/provider';
import { notifyFailure } from '../../notify-failure';
import { filterScreens, type ScreenFilters, type ScreenRow } from './screen-rows';

/** The screens GET /Screens lists, and the filters over them; a failed load says why. */
export function useScreenList() {
  const { provider, language } = useEngine();
  const [rows, setRows] = useState<ScreenRow[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [filters, setFilters] = useState<ScreenFilters>({ text: '', area: '', status: '' });
  useEffect(() => {
    let live = true;
    provider
      .call<ScreenRow[]>({ path: '/Screens' }, { language })
      .then((answer) => live && setRows(Array.isArray(answer) ? answer : []))
      .catch((error: unknown) => {
        if (!live) return;
        notifyFailure('screen list failed', error);
        setFailed(serverRefusal(error).message);
      });
    return () => {
      live = false;
    };
  }, [provider, language]);
  const shown = useMemo(() => filterScreens(rows ?? [], filters), [rows, filters]);
  return { rows, shown, failed, filters, filter: (change: Partial<ScreenFilters>) => setFilters((old) => ({ ...old, ...change })) };
}

