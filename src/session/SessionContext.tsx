import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { initialLanguage, permittedLanguages, placeInLanguage, type AccessSubject, createDataProvider, type DataProvider } from '../../engine';
import { LANGUAGES } from '../../shared/languages';
import { afterSignIn } from './after-sign-in';
import { clearSession, storedLanguage, storedSession, storeLanguage, type SignedIn } from './session';

export interface SessionValue {
  session: SignedIn | null;
  subject: AccessSubject;
  language: number;
  languages: number[];
  provider: DataProvider;
  /** Opens the signed-in app for a session the login screen has just stored. */
  enter(session: SignedIn): void;
  signOut(): Promise<void>;
  changeLanguage(languageId: number): Promise<void>;
}

const ALL = LANGUAGES.map((l) => l.languageId);
const SessionContext = createContext<SessionValue | null>(null);
const apiBase = import.meta.env.VITE_API_URL ?? '';

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
    enter(signedIn) {
      setLanguage(afterSignIn(signedIn));
      setSession(signedIn);
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
