import 'normalize.css';
import '@blueprintjs/core/lib/css/blueprint.css';
import { applyDarkMode, storedDarkMode } from './shell/theme';
import { storedSession } from './session/session';
import { loadApp } from './load-app';
import { startEarlyReads } from './early-reads';
import './shell/theme.css';
import './shell/shell.css';

// Before the first paint, so the login page and a reload never flash white in dark mode.
applyDarkMode(storedDarkMode());

// A signed-out visitor of the start page loads only the sign-in screen; the app (router, shell, engine) comes with the
// session. Any other address signed out is the app's to answer (back to the start page, or the error page).
const signIn = !storedSession() && window.location.pathname === '/';
// The app's code is asked for before React is evaluated (open.tsx), so that it downloads in the meantime rather than after.
const app = signIn ? undefined : loadApp();
// The screen's records too, while that code downloads (early-reads.ts).
if (!signIn) startEarlyReads();
void import('./open').then((open) => (app ? open.openApp(app) : open.openSignIn()));
