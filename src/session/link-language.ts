import { LANGUAGE_PARAM, languageOfLink, searchInLanguage } from '../../engine';
import { storedSession, storeLanguage } from './session';

/**
 * The language of the page, as its address says (`/review/7?lang=de`): the address carries the language, so a
 * bookmark, a copied address, a tab opened from a link, Back and Forward all open the page in the language it was
 * in (issue 28, item 1). Read on every render of the session, from the browser's own address.
 */
export function languageOfAddress(): number | null {
  return languageOfLink(window.location.search);
}

/**
 * A tab opened from a link takes the language the link carries as its own, for pages whose address carries none.
 * Runs once, before the router reads the address.
 */
export function takeLanguageFromLink(): void {
  const languageId = languageOfAddress();
  // Signed out, the tab keeps no language: the user who signs in next starts in their own.
  if (languageId !== null && storedSession()) storeLanguage(languageId);
}

/**
 * Writes the language into the address where it is missing or says another, in place: the history entry keeps
 * the router's own state, and no navigation happens (nothing is asked of a form with unsaved changes).
 */
export function keepLanguageInAddress(languageId: number): void {
  const url = new URL(window.location.href);
  if (languageOfLink(url.search) === languageId && url.searchParams.has(LANGUAGE_PARAM)) return;
  window.history.replaceState(window.history.state, '', `${url.pathname}${searchInLanguage(url.search, languageId)}${url.hash}`);
}
