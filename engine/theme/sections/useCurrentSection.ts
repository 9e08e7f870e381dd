import { useEffect, useState } from 'react';

/**
 * The section the editor is reading: of the sections crossing a band near the top of the window (below the sticky
 * top bar), the first in the page's order. It follows the scroll through an IntersectionObserver, so nothing is
 * measured while the editor types.
 */
export function useCurrentSection(ids: string[]): string | undefined {
  const [current, setCurrent] = useState<string | undefined>(ids[0]);
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
        if (first) setCurrent(first);
      },
      { rootMargin: '-80px 0px -55% 0px' },
    );
    for (const id of ids) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return current;
}
