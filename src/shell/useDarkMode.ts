import { useEffect, useState } from 'react';
import { applyDarkMode, storedDarkMode } from './theme';

/** The top bar's switch: the remembered choice, applied to the whole document when it changes. */
export function useDarkMode(): [boolean, (dark: boolean) => void] {
  const [dark, setDark] = useState(storedDarkMode);
  useEffect(() => applyDarkMode(dark), [dark]);
  return [dark, setDark];
}
