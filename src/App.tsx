import './shell/icons';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { routes } from './shell/routes';
import { takeLanguageFromLink } from './session/link-language';

export { afterSignIn } from './session/after-sign-in';

takeLanguageFromLink();

// A data router, so that a form can hold navigation while it has unsaved changes (engine/form/leave-blocker.ts).
const router = createBrowserRouter(routes);

/** The signed-in app (router, shell, engine): loaded at boot when a session is stored, else once the user signs in. */
export function App() {
  return <RouterProvider router={router} />;
}
