import type { PermissionEntry } from '../../engine';

export interface SignedIn {
  user: { userId: number; username: string; firstName: string; lastName: string; token: string; isAdministrator?: boolean };
  token: string;
  permissions: PermissionEntry[];
}

// The user and permissions are kept across tabs; the chosen language per tab (first document, section 1).
const USER = 'user';
const LANGUAGE = 'language';
const NEW_TAB_LANGUAGE = 'languageForNewTab';

export function storedSession(): SignedIn | null {
  try {
    return JSON.parse(localStorage.getItem(USER) ?? 'null') as SignedIn | null;
  } catch {
    return null;
  }
}

export function storeSession(session: SignedIn): void {
  localStorage.setItem(USER, JSON.stringify(session));
}

export function clearSession(): void {
  localStorage.removeItem(USER);
  localStorage.removeItem(NEW_TAB_LANGUAGE);
  sessionStorage.removeItem(LANGUAGE);
}

export function storedLanguage(): number | null {
  const own = sessionStorage.getItem(LANGUAGE);
  const handedOver = localStorage.getItem(NEW_TAB_LANGUAGE);
  const value = own ?? handedOver;
  if (!own && handedOver) {
    sessionStorage.setItem(LANGUAGE, handedOver);
    localStorage.removeItem(NEW_TAB_LANGUAGE);
  }
  return value ? Number(value) : null;
}

export function storeLanguage(languageId: number): void {
  sessionStorage.setItem(LANGUAGE, String(languageId));
}

/** A middle click opens a new tab, whose session storage starts empty: hand the language over. */
export function rememberLanguageForNewTab(languageId: number): void {
  localStorage.setItem(NEW_TAB_LANGUAGE, String(languageId));
}
