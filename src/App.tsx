import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { routes } from './shell/routes';
import './shell/shell.css';

// A data router, so that a form can hold navigation while it has unsaved changes (useBlocker).
const router = createBrowserRouter(routes);

export function App() {
  return <RouterProvider router={router} />;
}
