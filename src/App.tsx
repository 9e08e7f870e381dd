import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { routes } from './shell/routes';
import { takeLanguageFromLink } from './session/link-language';
import './shell/shell.css';

takeLanguageFromLink();

// A data router, so that a form can hold navigation while it has unsaved changes (useBlocker).
const router = createBrowserRouter(routes);

export function App() {
  return <RouterProvider router={router} />;
}
