import { useState } from 'react';
import { notify } from '../notices';
import { notifyFailure } from '../notify-failure';
import type { MediaSettings } from './settings';
import type { MediaApi, MediaUsage } from './types';

export interface PendingDelete {
  keys: string[];
  /** null while the where-used check runs; undefined when it failed (the dialog says it is unknown). */
  usage: MediaUsage[] | null | undefined;
}

/**
 * Delete with a look first: where each file is used (GET /AWSS3File/usage) is shown in the confirmation.
 * A failed delete is only logged, as the specification has it, and leaves the selection as it was.
 */
export function useMediaDelete(api: MediaApi, settings: MediaSettings, onDeleted: (keys: string[]) => void) {
  const [pending, setPending] = useState<PendingDelete | null>(null);
  const [busy, setBusy] = useState(false);

  const ask = (keys: string[]) => {
    if (!keys.length) return;
    setPending({ keys, usage: null });
    api.usage(keys).then(
      (usage) => setPending((p) => (p && p.keys === keys ? { ...p, usage } : p)),
      (error: unknown) => {
        console.error('media usage failed', error);
        setPending((p) => (p && p.keys === keys ? { ...p, usage: undefined } : p));
      },
    );
  };

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      await api.remove(pending.keys);
      void notify(pending.keys.length === 1 ? settings.notices.deletedOne : settings.notices.deletedMany, 'success');
      onDeleted(pending.keys);
    } catch (error) {
      // The specification only logs a failed media delete (first document, section 8); the editor is told.
      notifyFailure('media delete failed', error, settings.notices.deleteFailed);
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  return { pending, busy, ask, confirm, cancel: () => setPending(null) };
}
