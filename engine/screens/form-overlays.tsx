import { Suspense, lazy, type ComponentProps } from 'react';

// What a form opens only on a person's action or on a stale save: its code loads then, not with every form.
const History = lazy(() => import('./HistoryDrawer').then((m) => ({ default: m.HistoryDrawer })));
const Conflict = lazy(() => import('./ConflictDialog').then((m) => ({ default: m.ConflictDialog })));

/** The history drawer (HistoryDrawer.tsx), loaded when History is clicked. */
export function HistoryDrawer(props: ComponentProps<typeof History>) {
  return (
    <Suspense fallback={null}>
      <History {...props} />
    </Suspense>
  );
}

/** The conflict dialog (ConflictDialog.tsx), loaded when a save meets a newer version. */
export function ConflictDialog(props: ComponentProps<typeof Conflict>) {
  return (
    <Suspense fallback={null}>
      <Conflict {...props} />
    </Suspense>
  );
}
