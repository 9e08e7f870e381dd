import { createContext, useContext, useEffect } from 'react';
import { languageTag } from '../../list/format';

/** What kind of record the open screen shows ("Review"), from the screen index; given by the screen loader. */
export const RecordLabelContext = createContext<string | undefined>(undefined);

/**
 * The tab's title: "<record name> · <kind of record> · <language>" on a record ("Velmora Lend · Review · EN"),
 * "<screen title> · <language>" elsewhere, so that tabs opened side by side tell themselves apart.
 */
export function documentTitle(heading: string, recordName: unknown, recordLabel: string | undefined, language: number): string {
  const tag = languageTag(language);
  const name = recordName === undefined || recordName === null ? '' : String(recordName).trim();
  const parts = name ? [name, recordLabel ?? heading] : [heading];
  return [...parts, tag].filter(Boolean).join(' · ');
}

/** Sets the document title while the screen is the page (not a section or a tab of another). */
export function useDocumentTitle(active: boolean, heading: string, recordName: unknown, language: number): void {
  const recordLabel = useContext(RecordLabelContext);
  const title = documentTitle(heading, recordName, recordLabel, language);
  useEffect(() => {
    if (active && title) document.title = title;
  }, [active, title]);
}
