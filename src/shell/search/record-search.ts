import { linkInLanguage, type DataProvider } from '../../../engine';
import { LANGUAGES } from '../../../shared/languages';
import { SEARCH_FAMILIES } from '../../../shared/search-families';

/** A record the search found (GET /api/Search, docs/api.md). */
export interface RecordHit {
  family: string;
  label: string;
  id: number;
  languageId: number;
  title: string;
}

export interface RecordSearchAnswer {
  total: number;
  results: RecordHit[];
}

/** The hits the dialog shows at most. */
export const SHOWN_HITS = 20;

/** Asks the server for the records whose name or title holds the text; the current language's first. */
export const searchRecords = (provider: DataProvider, text: string, languageId: number) =>
  provider.get<RecordSearchAnswer>('/Search', { q: text.trim(), limit: SHOWN_HITS, languageId });

/** Where a hit opens: its family's screen, in the record's own language (the address carries it). */
export function hitLink(hit: RecordHit): string | undefined {
  const open = SEARCH_FAMILIES.find((f) => f.family === hit.family)?.open;
  return open && linkInLanguage(open.replace('{id}', String(hit.id)), hit.languageId);
}

/** The language tag of a hit: EN, DE, … */
export const hitLanguage = (hit: RecordHit) => LANGUAGES.find((l) => l.languageId === hit.languageId)?.code.toUpperCase() ?? String(hit.languageId);
