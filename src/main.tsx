import './shell/icons';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'normalize.css';
import '@blueprintjs/core/lib/css/blueprint.css';
import '@blueprintjs/icons/lib/css/blueprint-icons.css';
import { App } from './App';
import { applyDarkMode, storedDarkMode } from './shell/theme';
import './shell/theme.css';

// Before the first paint, so the login page and a reload never flash white in dark mode.
applyDarkMode(storedDarkMode());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
