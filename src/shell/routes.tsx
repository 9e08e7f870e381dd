import { Navigate, type RouteObject } from 'react-router-dom';
import { CATALOG, ScreenLoader, RouteError } from '../../engine';
import { LoginScreen } from '../session/LoginScreen';
import { useSession } from '../session/SessionContext';
import { Gate } from './Gate';
import { COMING_SOON } from './navigation';
import { ComingSoon, ErrorPage, Placeholder } from './pages';
import { Root } from './Root';
import { SignedInFrame } from './SignedInFrame';

function Start() {
  const { session } = useSession();
  return session ? <Navigate to="/reviews" replace /> : <LoginScreen />;
}

// Descriptor routes come before the screens still to come, so a descriptor that takes over a
// "coming soon" route wins the tie.
const screens: RouteObject[] = CATALOG.filter((entry) => entry.routes.length > 0).flatMap((entry) =>
  entry.routes.map((path) => ({
    path,
    element: (
      <Gate dataType={entry.permission}>
        <ScreenLoader file={entry.file} />
      </Gate>
    ),
  })),
);

const comingSoon: RouteObject[] = COMING_SOON.map(({ route, title, dataType }) => ({
  path: route,
  element: (
    <Gate dataType={dataType}>
      <ComingSoon title={title} />
    </Gate>
  ),
}));

/** Routes: the login page, every descriptor's routes behind its gate, the screens still to come, /error; a failing screen keeps the shell. */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      { path: '/', element: <Start /> },
      { path: '/error', element: <ErrorPage /> },
      {
        element: <SignedInFrame />,
        children: [
          {
            // A screen that fails shows its error in the frame, inside the shell, which stays (navigation, top bar).
            errorElement: <RouteError />,
            children: [
              ...screens,
              ...comingSoon,
              { path: '/strings/add', element: <Placeholder title="Add string" /> },
              { path: '/strings/edit/:id?', element: <Placeholder title="Edit string" /> },
              // A handler without content in the specification (third document, section 2), behind the tools area's gate.
              {
                path: '/crypto_yield',
                element: (
                  <Gate dataType="Settings Bonus">
                    <Placeholder title="Crypto yield" />
                  </Gate>
                ),
              },
              // A placeholder in the specification too (first document, section 2), behind the Bonus gate.
              {
                path: '/cashback/add',
                element: (
                  <Gate dataType="Cashbacks">
                    <Placeholder title="Add cashback" />
                  </Gate>
                ),
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/error" replace /> },
    ],
  },
];
