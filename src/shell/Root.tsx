import { useMemo } from 'react';
import { Outlet } from 'react-router-dom';
import { EngineContext } from '../../engine';
import { SessionProvider, useSession } from '../session/SessionContext';

function Engine() {
  const { provider, subject, language, followLanguage } = useSession();
  // A new value only when one of these changes: every screen reads it.
  const engine = useMemo(() => ({ provider, subject, language, followLanguage }), [provider, subject, language, followLanguage]);
  return (
    <EngineContext.Provider value={engine}>
      <Outlet />
    </EngineContext.Provider>
  );
}

/** Every route sees the session and the engine's context (provider, user, language). */
export function Root() {
  return (
    <SessionProvider>
      <Engine />
    </SessionProvider>
  );
}
