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
