import { linkInLanguage, type DataProvider } from '../../../engine';
import { LANGUAGES } from '../../../shared/languages';
import { SEARCH_FAMILIES } from '../../../shared/search-families';

/** A record the search found (GET /api/Search, docs/api.md). */
export interface RecordHit {
  family: string;
  label: string;
  id: number;
  /** Null for a record without a language (a user, a lender): it opens in the current language. */
  languageId: number | null;
  title: string;
  /** What else the family searches, shown beside the title (a user's e-mail address). */
  detail?: string;
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

/** Where a hit opens: its family's screen, in the record's own language (the address carries it) if it has one. */
export function hitLink(hit: RecordHit): string | undefined {
  const open = SEARCH_FAMILIES.find((f) => f.family === hit.family)?.open;
  if (!open) return undefined;
  const path = open.replace('{id}', String(hit.id));
  return hit.languageId === null ? path : linkInLanguage(path, hit.languageId);
}

/** The language tag of a hit: EN, DE, …; none for a record without a language. */
export const hitLanguage = (hit: RecordHit): string | undefined =>
  hit.languageId === null ? undefined : (LANGUAGES.find((l) => l.languageId === hit.languageId)?.code.toUpperCase() ?? String(hit.languageId));
