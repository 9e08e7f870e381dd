import { LANGUAGE_PARAM, languageOfLink } from '../../engine';
import { storeLanguage } from './session';

/**
 * A tab opened from a link (middle-click, Ctrl+click, a copied address) starts in the language the link carries,
 * as the first document asks ("Middle-clicking a link remembers the current language for the new tab"). The
 * language becomes this tab's, and the parameter leaves the address so that it is not copied on by accident.
 * Runs once, before the router reads the address.
 */
export function takeLanguageFromLink(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(LANGUAGE_PARAM)) return;
  const languageId = languageOfLink(url.search);
  if (languageId !== null) storeLanguage(languageId);
  url.searchParams.delete(LANGUAGE_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
