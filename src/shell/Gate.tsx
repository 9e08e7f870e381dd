import type { ReactNode } from 'react';
import { canAccess, NoAccess, noAccessToRecord, noAccessToScreen, type CatalogEntry } from '../../engine';
import type { DataTypeName } from '../../shared/data-types';
import { useSession } from '../session/SessionContext';

/** What the gate says a screen holds: its record on a record's route ("this review"), else what it lists. */
export type GateWords = Pick<CatalogEntry, 'recordLabel' | 'rowsLabel'> & { isRecord?: boolean };

/**
 * A data type the user holds no role for in the current language → refused (the dispatcher's permission gate), with
 * the same page a record's refused read shows (engine/screens/frame/NoAccess.tsx), in the screen's own words.
 */
export function Gate({ dataType, words = {}, children }: { dataType?: DataTypeName; words?: GateWords; children: ReactNode }) {
  const { subject, language } = useSession();
  const allowed = !dataType || canAccess({ action: 'view', resource: dataType, languageId: language, subject });
  if (allowed) return children;
  const message = words.isRecord && words.recordLabel ? noAccessToRecord(words.recordLabel, language) : noAccessToScreen(words.rowsLabel ?? words.recordLabel, language, dataType);
  return <NoAccess message={message} />;
}
