import { useState } from 'react';
import { useEngine } from '../../EngineContext';
import { notify } from '../../notices';
import { notifyFailure } from '../../notify-failure';
import { STUDIO_CALLS } from '../../registry/packs/studio-editor';
import { screenCallContext } from './screen-record';

export const REVERTED = (to: number) => ({ message: to === 0 ? 'The screen runs as shipped again.' : `The screen runs version ${to} again.` });
export const REVERT_FAILED = { message: 'The screen could not be reverted.', duration: 5000 };

/** Revert in one step: the screen runs the version asked for (0: as shipped) as a new version of its own. */
export function useRevert(screen: string, onReverted: () => void) {
  const { provider, language } = useEngine();
  const [busy, setBusy] = useState(false);
  const revert = async (version: number) => {
    setBusy(true);
    try {
      await provider.call(STUDIO_CALLS.revert, screenCallContext(screen, language), { version });
      void notify(REVERTED(version));
      onReverted();
    } catch (error) {
      notifyFailure(`reverting ${screen}`, error, REVERT_FAILED);
    } finally {
      setBusy(false);
    }
  };
  return { revert, busy };
}
