import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import axios from 'axios';
import { initialLanguage, permittedLanguages, placeInLanguage, type AccessSubject, createDataProvider, type DataProvider } from '../../engine';
import { LANGUAGES } from '../../shared/languages';
import { clearSession, storedLanguage, storedSession, storeLanguage, storeSession, type SignedIn } from './session';

export interface SessionValue {
  session: SignedIn | null;
  subject: AccessSubject;
  language: number;
  languages: number[];
  provider: DataProvider;
  /** Signs in; `accepted` runs as soon as the server accepts (the notice), and the signed-in app opens 0.5 s later. */
  signIn(username: string, password: string, accepted?: () => void): Promise<void>;
  signOut(): Promise<void>;
  changeLanguage(languageId: number): Promise<void>;
}

const ALL = LANGUAGES.map((l) => l.languageId);
const SessionContext = createContext<SessionValue | null>(null);
const apiBase = import.meta.env.VITE_API_URL ?? '';
/** First document, section 2: 'Successfully logged in.', and after 0.5 s the user goes to /reviews. */
const ENTER_AFTER_MS = 500;

/** Holds the signed-in user, their permissions and the language; logout clears them and reloads. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState(storedSession);
  const subject = useMemo<AccessSubject>(
    () => ({ isAdministrator: !!session?.user.isAdministrator, permissions: session?.permissions ?? [], userId: session?.user.userId }),
    [session],
  );
  const [language, setLanguage] = useState(() => storedLanguage() ?? (session ? initialLanguage(subject, ALL) : 1));

  const provider = useMemo(
    () =>
      createDataProvider({
        baseUrl: apiBase,
        token: () => storedSession()?.token ?? null,
        onUnauthorized: () => {
          clearSession();
          window.location.assign('/');
        },
      }),
    [],
  );

  const value: SessionValue = {
    session,
    subject,
    language,
    languages: permittedLanguages(subject, ALL),
    provider,
    async signIn(username, password, accepted) {
      const { data } = await axios.post<SignedIn>(`${apiBase}/api/Users/Login`, { username, password });
      storeSession(data);
      const first = initialLanguage({ isAdministrator: !!data.user.isAdministrator, permissions: data.permissions }, ALL);
      storeLanguage(first);
      accepted?.();
      // The login screen stays for the specification's 0.5 s, and only then does the signed-in app open (at /reviews):
      // one move, so a click made in the app right away is never undone by a late second one.
      await new Promise((resolve) => setTimeout(resolve, ENTER_AFTER_MS));
      setLanguage(first);
      setSession(data);
    },
    async signOut() {
      await provider.call({ method: 'POST', path: '/Users/Logout' }, { language }).catch(() => undefined);
      clearSession();
      window.location.reload();
    },
    async changeLanguage(languageId) {
      // The page stays where it can (issue 18 item 6, docs/deviations.md), not /reviews as the first document has it.
      const to = await placeInLanguage(provider, languageId, window.location);
      storeLanguage(languageId);
      window.location.assign(to);
    },
  };
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
