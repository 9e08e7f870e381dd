import { useEffect, useState } from 'react';
import { isDark } from './shadow-editor';

/**
 * Whether the document runs Blueprint's dark theme, followed as the top bar's switch changes it: the code editors
 * draw in a shadow root, where the page's CSS does not reach, so they take their colours from this.
 */
export function useDocumentDark(): boolean {
  const [dark, setDark] = useState(isDark);
  useEffect(() => {
    const observer = new MutationObserver(() => setDark(isDark()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, []);
  return dark;
}
