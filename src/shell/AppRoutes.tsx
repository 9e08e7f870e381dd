import { Navigate, Route, Routes } from 'react-router-dom';
import { CATALOG } from '../../engine/descriptor/catalog';
import { EngineContext } from '../../engine/EngineContext';
import { ScreenLoader } from '../../engine/ScreenLoader';
import { LoginScreen } from '../session/LoginScreen';
import { useSession } from '../session/SessionContext';
import { Gate } from './Gate';
import { COMING_SOON } from './navigation';
import { ComingSoon, ErrorPage, Placeholder } from './pages';

/** Routes: the login page, every descriptor's routes behind its gate, the screens still to come, /error. */
export function AppRoutes() {
  const { provider, subject, language, session } = useSession();
  const engine = { provider, subject, language };
  const screens = CATALOG.filter((entry) => entry.routes.length > 0);
  return (
    <EngineContext.Provider value={engine}>
      <Routes>
        <Route path="/" element={session ? <Navigate to="/reviews" replace /> : <LoginScreen />} />
        <Route path="/error" element={<ErrorPage />} />
        {screens.flatMap((entry) =>
          entry.routes.map((path) => (
            <Route
              key={path}
              path={path}
              element={
                <Gate dataType={entry.permission}>
                  <ScreenLoader file={entry.file} />
                </Gate>
              }
            />
          )),
        )}
        {COMING_SOON.map(({ route, title, dataType }) => (
          <Route key={route} path={route} element={<Gate dataType={dataType}><ComingSoon title={title} /></Gate>} />
        ))}
        <Route path="/strings/add" element={<Gate><Placeholder title="Add string" /></Gate>} />
        <Route path="/strings/edit/:id?" element={<Gate><Placeholder title="Edit string" /></Gate>} />
        <Route path="*" element={<Navigate to="/error" replace />} />
      </Routes>
    </EngineContext.Provider>
  );
}
