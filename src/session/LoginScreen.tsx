import { lazy, Suspense } from 'react';
import { useSession } from './SessionContext';

const SignInScreen = lazy(async () => ({ default: (await import('../login/SignInScreen')).SignInScreen }));

/**
 * The login screen inside the signed-in app (its start page reached signed out, e.g. after a logout): the sign-in
 * page's own screen, which hands the session to the app's context.
 */
export function LoginScreen() {
  const { enter } = useSession();
  return (
    <Suspense fallback={null}>
      <SignInScreen enter={enter} />
    </Suspense>
  );
}
