import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The section the editor is reading: of the sections crossing a band near the top of the window (below the sticky
 * top bar), the first in the page's order. It follows the scroll through an IntersectionObserver, so nothing is
 * measured while the editor types. A section jumped to from the index stays the current one until the editor
 * scrolls again: near the end of a page its top may never reach the band.
 */
export function useCurrentSection(ids: string[]): [string | undefined, (id: string) => void] {
  const [current, setCurrent] = useState<string | undefined>(ids[0]);
  const pinned = useRef(false);
  const key = ids.join(' ');
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const crossing = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) crossing.add(entry.target.id);
          else crossing.delete(entry.target.id);
        }
        const first = ids.find((id) => crossing.has(id));
        if (first && !pinned.current) setCurrent(first);
      },
      { rootMargin: '-80px 0px -55% 0px' },
    );
    for (const id of ids) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    const unpin = () => (pinned.current = false);
    const events = ['wheel', 'touchmove', 'keydown'] as const;
    events.forEach((name) => window.addEventListener(name, unpin, { passive: true }));
    return () => {
      observer.disconnect();
      events.forEach((name) => window.removeEventListener(name, unpin));
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const pin = useCallback((id: string) => {
    pinned.current = true;
    setCurrent(id);
  }, []);
  return [current, pin];
}
