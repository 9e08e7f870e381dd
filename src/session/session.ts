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

/** The stored text last read and what it read as: the data provider asks for the token before every call. */
let parsed: { raw: string | null; session: SignedIn | null } | undefined;

/**
 * The signed-in session as stored (another tab may have signed out or in since: read each time). The text is read
 * again, and parsed only when it changed: a session holds the user's permissions in every language, and every call
 * the app makes reads its token from here.
 */
export function storedSession(): SignedIn | null {
  const raw = localStorage.getItem(USER);
  if (parsed?.raw !== raw) {
    let session: SignedIn | null = null;
    try {
      session = JSON.parse(raw ?? 'null') as SignedIn | null;
    } catch {
      // A stored text that is not a session is no session.
    }
    parsed = { raw, session };
  }
  return parsed.session;
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
