import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import 'normalize.css';
import '@blueprintjs/core/lib/css/blueprint.css';
import '@blueprintjs/icons/lib/css/blueprint-icons.css';
import { applyDarkMode, storedDarkMode } from './shell/theme';
import { storedSession, type SignedIn } from './session/session';
import './shell/theme.css';
import './shell/shell.css';

// Before the first paint, so the login page and a reload never flash white in dark mode.
applyDarkMode(storedDarkMode());

const root = createRoot(document.getElementById('root')!);
const show = (page: ReactNode) => root.render(<StrictMode>{page}</StrictMode>);
const loadApp = () => import('./App');

async function openApp(signedIn?: SignedIn) {
  const { App, afterSignIn } = await loadApp();
  if (signedIn) afterSignIn(signedIn);
  show(<App />);
}

async function openSignIn() {
  const { SignInScreen } = await import('./login/SignInScreen');
  show(<SignInScreen prepare={loadApp} enter={(signedIn) => void openApp(signedIn)} />);
}

// A signed-out visitor of the start page loads only the sign-in screen; the app (router, shell, engine) comes with the
// session. Any other address signed out is the app's to answer (back to the start page, or the error page).
void (!storedSession() && window.location.pathname === '/' ? openSignIn() : openApp());
