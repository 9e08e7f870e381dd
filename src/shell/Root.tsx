import { Outlet } from 'react-router-dom';
import { EngineContext } from '../../engine';
import { SessionProvider, useSession } from '../session/SessionContext';

function Engine() {
  const { provider, subject, language, followLanguage } = useSession();
  return (
    <EngineContext.Provider value={{ provider, subject, language, followLanguage }}>
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
