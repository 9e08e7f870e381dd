import { useEffect, useState } from 'react';
import { screenSummary } from './screen-summary';

/** A raw descriptor's summary, made again when it changes; a descriptor with a mistake gives the check's message instead. */
export function useScreenSummary(screen: string, raw: unknown): { summary?: string; problem?: string } {
  const [state, setState] = useState<{ summary?: string; problem?: string }>({});
  useEffect(() => {
    let live = true;
    screenSummary(screen, raw)
      .then((summary) => live && setState({ summary }))
      .catch((error: unknown) => live && setState({ problem: error instanceof Error ? error.message : String(error) }));
    return () => {
      live = false;
    };
  }, [screen, raw]);
  return state;
}
