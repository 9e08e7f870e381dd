import { Classes } from '@blueprintjs/core';
import { useEffect, useState } from 'react';

// Remembered per browser (ui-direction: dark mode with a switch in the top bar).
const KEY = 'darkMode';

/** Dark mode on the document body, so dialogs and notices drawn in portals follow it too. */
export function useDarkMode(): [boolean, (dark: boolean) => void] {
  const [dark, setDark] = useState(() => localStorage.getItem(KEY) === '1');
  useEffect(() => {
    document.body.classList.toggle(Classes.DARK, dark);
    if (dark) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
  }, [dark]);
  return [dark, setDark];
}
