import { useCallback, useEffect, useState } from 'react';
import { useEngine } from '../../EngineContext';
import { notify } from '../../notices';
import { notifyFailure } from '../../notify-failure';
import type { ImportSpec } from './import-types';

/** An import as the history keeps it (GET /Imports/{family}, docs/server.md, "Imports"). */
export interface EarlierImport {
  importId: number;
  fileName: string;
  username: string | null;
  at: string;
  created: number;
  updated: number;
  unchanged: number;
  leftOut: number;
  undoneAt: string | null;
  undoneBy: string | null;
}

/**
 * The latest imports of a list's family, newest first, each of which can still be undone as a whole: the history
 * entry an import leaves, offered where imports are made, not only in the dialog right after the write.
 */
export function useEarlierImports(spec: ImportSpec, noun: string, onUndone: () => void) {
  const { provider, language } = useEngine();
  const [imports, setImports] = useState<EarlierImport[] | null>(null);
  const [undoing, setUndoing] = useState<number | null>(null);
  const load = useCallback(
    () =>
      provider
        .call<EarlierImport[]>({ path: `/Imports/${spec.family}` }, { language })
        .then(setImports)
        .catch((error: unknown) => {
          setImports([]);
          notifyFailure('reading the earlier imports failed', error, { message: `The earlier imports of ${noun} could not be read.` });
        }),
    [provider, language, spec.family, noun],
  );
  useEffect(() => void load(), [load]);

  async function undo(entry: EarlierImport) {
    setUndoing(entry.importId);
    try {
      await provider.send({ method: 'POST', path: `/Imports/${spec.family}/${entry.importId}/Undo` });
      void notify(`The import of ${entry.fileName} was undone.`, 'success');
      onUndone();
      await load();
    } catch (error) {
      notifyFailure('undo of an earlier import failed', error, { message: `The import of ${entry.fileName} could not be undone.` });
    } finally {
      setUndoing(null);
    }
  }
  return { imports, undoing, undo };
}
