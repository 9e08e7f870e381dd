import type { DataProvider } from './provider';

/** One language's version of a record (docs/translations.md). */
export interface FamilyVersion {
  languageId: number;
  id: number;
  name: string;
  updatedDate: string | null;
}

/** A record's family: its English record and its versions in the languages the reader may read. */
export interface Family {
  /** The API path segment of the record's own calls, e.g. Review. */
  entity: string;
  /** null for a record in another language that is linked to no English record. */
  englishId: number | null;
  /** How a record in another language found its English record; null for an English record or an unlinked one. */
  linkedBy: 'parent' | 'route' | 'explicit' | null;
  versions: FamilyVersion[];
}

/**
 * GET /Translations/Family/{entity}/{id}. The provider comes first, as in every call of engine/data:
 * it carries the session's token.
 */
export function loadFamily(provider: DataProvider, entity: string, id: number): Promise<Family> {
  return provider.get<Family>(`/Translations/Family/${encodeURIComponent(entity)}/${id}`);
}

/** PUT /Translations/Link/{entity}/{id}: "This is the German version of…" an English record. */
export async function linkToEnglish(provider: DataProvider, entity: string, id: number, englishId: number): Promise<Family> {
  return (await provider.send<Family>({ method: 'PUT', path: `/Translations/Link/${encodeURIComponent(entity)}/${id}`, body: { englishId } })).data;
}

/** DELETE /Translations/Link/{entity}/{id}: the record is no longer a version of an English record. */
export async function unlinkFromEnglish(provider: DataProvider, entity: string, id: number): Promise<Family> {
  return (await provider.send<Family>({ method: 'DELETE', path: `/Translations/Link/${encodeURIComponent(entity)}/${id}` })).data;
}

export type CellState = 'missing' | 'present' | 'incomplete' | 'outOfDate';

/** One language's cell of the overview: the version's id, and the fields empty or changed in English since. */
export interface OverviewCell {
  languageId: number;
  state: CellState;
  id: number | null;
  count: number;
  fields: string[];
}

export interface OverviewRow {
  type: string;
  /** For a settings row: which settings screen. */
  screen?: string;
  englishId: number | null;
  name: string;
  cells: OverviewCell[];
}

export interface Overview {
  languages: number[];
  /** The types the reader may read, each with the languages read and written (`key`: a settings row's screen, else the type). */
  types: { key: string; type: string; languages: number[]; writable: number[] }[];
  /** Per language, the cells in each state over every row of the shown types (not only the page's), before the state filter. */
  totals: { languageId: number; missing: number; present: number; incomplete: number; outOfDate: number }[];
  /** How many rows the filters keep over all pages. */
  total: number;
  page: number;
  pageSize: number;
  /** The page's rows. */
  rows: OverviewRow[];
}

export interface OverviewFilter {
  type?: string;
  state?: CellState;
  languageId?: number;
  /** Rows whose version in `languageId` is in this readiness state (needs a type and a language). */
  readiness?: 'ready' | 'notReady' | 'warnings';
}

/** A page of the overview, from 1, of `pageSize` rows (the server allows at most 200). */
export interface OverviewPageRequest {
  page: number;
  pageSize: number;
}

export const OVERVIEW_PATH = '/Translations/Overview';

/** GET /Translations/Overview: a page of the translation matrix the server computes, empty filters left out. */
export function loadOverview(provider: DataProvider, filter: OverviewFilter, paging: OverviewPageRequest): Promise<Overview> {
  const query = Object.fromEntries(Object.entries({ ...filter, ...paging }).filter(([, v]) => v !== undefined && v !== ''));
  // An answer of another shape (an older server, a proxy's page) reads as an empty overview, not as a crash.
  const list = <T>(value: unknown): T[] => (Array.isArray(value) ? value : []);
  const count = (value: unknown, otherwise: number) => (typeof value === 'number' && Number.isInteger(value) ? value : otherwise);
  return provider.get<Partial<Overview> | null>(OVERVIEW_PATH, query).then((answer) => {
    const rows = list<OverviewRow>(answer?.rows);
    return {
      languages: list(answer?.languages),
      types: list(answer?.types),
      totals: list(answer?.totals),
      total: count(answer?.total, rows.length),
      page: count(answer?.page, paging.page),
      pageSize: count(answer?.pageSize, paging.pageSize),
      rows,
    };
  });
}
