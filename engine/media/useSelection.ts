import { useCallback, useState } from 'react';

/** The files ticked for a bulk delete, by key; kept across pages and filters until cleared. */
export function useSelection() {
  const [keys, setKeys] = useState<string[]>([]);
  const toggle = useCallback((key: string) => setKeys((all) => (all.includes(key) ? all.filter((k) => k !== key) : [...all, key])), []);
  const clear = useCallback(() => setKeys([]), []);
  const drop = useCallback((gone: string[]) => setKeys((all) => all.filter((k) => !gone.includes(k))), []);
  return { keys, has: (key: string) => keys.includes(key), toggle, clear, drop };
}
