import { adoptToaster, initialLanguage } from '../../engine';
import { LANGUAGES } from '../../shared/languages';
import { signInToaster } from '../login/sign-in-notices';
import { storeLanguage, type SignedIn } from './session';

/**
 * What the signed-in app sets up for a session just accepted by the sign-in page: the user's first language
 * (stored for this tab, answered) and the sign-in page's notices toaster, so its notice stays where the app's go.
 */
export function afterSignIn(session: SignedIn): number {
  const all = LANGUAGES.map((l) => l.languageId);
  const first = initialLanguage({ isAdministrator: !!session.user.isAdministrator, permissions: session.permissions }, all);
  storeLanguage(first);
  adoptToaster(signInToaster());
  return first;
}
