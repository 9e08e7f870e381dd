import { useEffect, useState } from 'react';

/** Wide enough for the preview beside the editor. */
const WIDE = '(min-width: 1400px)';

export function useWide(): boolean {
  const query = typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(WIDE) : undefined;
  const [wide, setWide] = useState(!!query?.matches);
  useEffect(() => {
    if (!query) return;
    const change = () => setWide(query.matches);
    query.addEventListener('change', change);
    return () => query.removeEventListener('change', change);
  }, [query]);
  return wide;
}
