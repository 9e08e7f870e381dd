import { Navigate, type RouteObject } from 'react-router-dom';
import { CATALOG, ScreenLoader, RouteError } from '../../engine';
import { LoginScreen } from '../session/LoginScreen';
import { useSession } from '../session/SessionContext';
import { AppError } from './AppError';
import { Gate } from './Gate';
import { PLACEHOLDERS } from './navigation';
import { ErrorPage, Placeholder } from './pages';
import { Root } from './Root';
import { SignedInFrame } from './SignedInFrame';

function Start() {
  const { session } = useSession();
  return session ? <Navigate to="/reviews" replace /> : <LoginScreen />;
}

const screens: RouteObject[] = CATALOG.filter((entry) => entry.routes.length > 0).flatMap((entry) =>
  entry.routes.map((path) => ({
    path,
    element: (
      <Gate dataType={entry.permission} words={{ recordLabel: entry.recordLabel, rowsLabel: entry.rowsLabel, isRecord: /\/:\w+/.test(path) }}>
        <ScreenLoader file={entry.file} />
      </Gate>
    ),
  })),
);

const placeholders: RouteObject[] = PLACEHOLDERS.map(({ route, title, dataType }) => ({
  path: route,
  element: (
    <Gate dataType={dataType}>
      <Placeholder title={title} />
    </Gate>
  ),
}));

/** Routes: the login page, every descriptor's routes behind its gate, the specification's placeholders, /error; a failing screen keeps the shell. */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <AppError />,
    children: [
      { path: '/', element: <Start /> },
      { path: '/error', element: <ErrorPage /> },
      {
        element: <SignedInFrame />,
        children: [
          {
            // A screen that fails shows its error in the frame, inside the shell, which stays (navigation, top bar).
            errorElement: <RouteError />,
            children: [...screens, ...placeholders],
          },
        ],
      },
      { path: '*', element: <Navigate to="/error" replace /> },
    ],
  },
];
