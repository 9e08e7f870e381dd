import { Classes } from '@blueprintjs/core';

// Remembered per browser (ui-direction: dark mode with a switch in the top bar).
const KEY = 'darkMode';

export const storedDarkMode = (): boolean => localStorage.getItem(KEY) === '1';

/**
 * Blueprint's dark theme on the document's root and body: every screen, the login page, and every portal (dialogs,
 * drawers, popovers, menus, notices are drawn outside the app's root but inside the body) follow one switch.
 */
export function applyDarkMode(dark: boolean): void {
  document.documentElement.classList.toggle(Classes.DARK, dark);
  document.body.classList.toggle(Classes.DARK, dark);
  // Written only when it changes: every page applies the stored choice as it starts, before its first paint, where a
  // write to the browser's storage is work for nothing.
  if (dark === storedDarkMode()) return;
  if (dark) localStorage.setItem(KEY, '1');
  else localStorage.removeItem(KEY);
}
