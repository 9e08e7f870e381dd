import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { initialLanguage, permittedLanguages, placeInLanguage, searchInLanguage, type AccessSubject, createDataProvider, type DataProvider } from '../../engine';
import { LANGUAGES } from '../../shared/languages';
import { afterSignIn } from './after-sign-in';
import { clearSession, storedLanguage, storedSession, storeLanguage, type SignedIn } from './session';
import { keepLanguageInAddress, languageOfAddress } from './link-language';

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
  /** The screen's record is in `languageId`: the page takes that language in place (issue 28, item 1). */
  followLanguage(languageId: number): void;
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
  const [chosen, setLanguage] = useState(() => storedLanguage() ?? (session ? initialLanguage(subject, ALL) : 1));
  const languages = useMemo(() => permittedLanguages(subject, ALL), [subject]);
  // The address decides the language (a bookmark, Back, Forward), where it names one the user may work in; the
  // tab's own language is for addresses that name none, and follows the address.
  const location = useLocation();
  const navigate = useNavigate();
  const addressed = languageOfAddress();
  const language = addressed !== null && (!session || languages.includes(addressed)) ? addressed : chosen;
  useEffect(() => {
    // Signed out, nothing is kept: the next user starts in their own first language.
    if (!session) return;
    if (language !== chosen) setLanguage(language);
    storeLanguage(language);
    keepLanguageInAddress(language);
  }, [location, language, chosen, session]);
  // A page the browser kept while another language was chosen (Back) is in its own language again.
  const current = useRef(language);
  current.current = language;
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => event.persisted && storedSession() && storeLanguage(current.current);
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, []);

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

  // The same value while nothing in it changes: the provider draws again at every address (it reads the language from
  // it), and a new value would draw every screen, the top bar and the side navigation again with it.
  const value = useMemo<SessionValue>(
    () => ({
      session,
      subject,
      language,
      languages,
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
        const to = new URL(await placeInLanguage(provider, languageId, window.location), window.location.origin);
        storeLanguage(languageId);
        window.location.assign(`${to.pathname}${searchInLanguage(to.search, languageId)}${to.hash}`);
      },
      followLanguage(languageId) {
        if (languageId === language || !languages.includes(languageId)) return;
        storeLanguage(languageId);
        setLanguage(languageId);
        navigate({ pathname: window.location.pathname, search: searchInLanguage(window.location.search, languageId), hash: window.location.hash }, { replace: true, state: window.history.state?.usr });
      },
    }),
    [session, subject, language, languages, provider, navigate],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
