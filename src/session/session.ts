import type { PermissionEntry } from '../../engine';

export interface SignedIn {
  user: { userId: number; username: string; firstName: string; lastName: string; token: string; isAdministrator?: boolean };
  token: string;
  permissions: PermissionEntry[];
}

// The user and permissions are kept across tabs; the chosen language per tab (first document, section 1).
const USER = 'user';
const LANGUAGE = 'language';
// A new tab gets its language from the link it was opened from (link-language.ts); older versions handed it over here.
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
  return own ? Number(own) : null;
}

export function storeLanguage(languageId: number): void {
  sessionStorage.setItem(LANGUAGE, String(languageId));
}
