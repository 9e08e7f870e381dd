import { LANGUAGES } from '../../shared/languages';

/**
 * The language travels in a record's link (`/review/7?lang=de`): a tab opened from it (middle-click, Ctrl+click,
 * a copied link) starts in the language it was opened from, since the chosen language is kept per tab (first
 * document, section 2 "Session and shell"). The app reads the parameter once and drops it from the address.
 */
export const LANGUAGE_PARAM = 'lang';

/** An in-app path with the language it was opened in. */
export function linkInLanguage(path: string, languageId: number): string {
  const code = LANGUAGES.find((l) => l.languageId === languageId)?.code;
  if (!code) return path;
  const [before, hash = ''] = path.split('#');
  const joiner = before.includes('?') ? '&' : '?';
  return `${before}${joiner}${LANGUAGE_PARAM}=${code}${hash ? `#${hash}` : ''}`;
}

/** The language a link carries (its code, or its id), if it is one of the product's. */
export function languageOfLink(search: string): number | null {
  const value = new URLSearchParams(search).get(LANGUAGE_PARAM);
  if (!value) return null;
  const found = LANGUAGES.find((l) => l.code === value.toLowerCase() || String(l.languageId) === value);
  return found ? found.languageId : null;
}

/** A query string with the language set to `languageId` (replacing the one it carries), as `?a=1&lang=de`. */
export function searchInLanguage(search: string, languageId: number): string {
  const params = new URLSearchParams(search);
  const code = LANGUAGES.find((l) => l.languageId === languageId)?.code;
  if (code) params.set(LANGUAGE_PARAM, code);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The field every record of the specification names its language with. A record read by its address decides the
 * screen's language (issue 28, item 1): the shell follows it, so the record and the top bar never disagree.
 */
export const RECORD_LANGUAGE_FIELD = 'languageId';

/** The language a loaded record is in, when it says. */
export function languageOfRecord(record: Record<string, unknown> | null | undefined, field = RECORD_LANGUAGE_FIELD): number | null {
  const value = record?.[field];
  const id = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : null;
  return id !== null && LANGUAGES.some((l) => l.languageId === id) ? id : null;
}
