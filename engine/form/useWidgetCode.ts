import { useEffect, useMemo, useState } from 'react';
import type { FormPart } from '../model/descriptor';
import { widgetsOf } from '../descriptor/widget-kinds';
import { isLazyWidget, loadWidget, loadedWidget } from '../theme/widgets/lazy-modules';

/**
 * Whether the code of the field kinds a form draws that load on first use (lazy-modules.ts: the permission grid, the
 * route and platform choosers, multiple choice) is here. The form opens once it is, so that no field shows a stand-in
 * that React keeps up to 300 ms after its code arrived. A load that failed counts as settled: the field meets the
 * failure as it draws, and reports it.
 */
export function useWidgetCode(parts: FormPart[]): boolean {
  const kinds = useMemo(() => [...widgetsOf(parts, new Set())].filter(isLazyWidget), [parts]);
  const [settled, setSettled] = useState<readonly string[] | null>(null);
  const here = settled === kinds || kinds.every((kind) => loadedWidget(kind));
  useEffect(() => {
    if (here) return;
    let live = true;
    const done = () => void (live && setSettled(kinds));
    Promise.all(kinds.map(loadWidget)).then(done, done);
    return () => {
      live = false;
    };
  }, [kinds, here]);
  return here;
}
