import { BrowserRouter } from 'react-router-dom';
import { SessionProvider } from './session/SessionContext';
import { AppRoutes } from './shell/AppRoutes';
import './shell/shell.css';

export function App() {
  return (
    <BrowserRouter>
      <SessionProvider>
        <AppRoutes />
      </SessionProvider>
    </BrowserRouter>
  );
}
